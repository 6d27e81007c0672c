// The areas of the spec an operation reaches (src/background/operations.ts), by endpoint name.
// The service worker imports these alone: what no editor calls (the cart, the checkout, the
// users' administration) stays out of its bundle. The spec's whole table: ./endpoints.
import type { Endpoint } from './endpoint';
import { community } from './areas/community';
import { design } from './areas/design';
import { entries } from './areas/entries';
import { mail } from './areas/mail';
import { pages } from './areas/pages';
import { search } from './areas/search';
import { userGroups } from './areas/user-groups';
import { forum } from './areas/forum';
import { shop } from './areas/shop';
import { users } from './areas/users';

export const calledEndpoints = {
  ...pages,
  ...entries,
  ...community,
  ...userGroups,
  ...design,
  ...mail,
  ...search,
  ...forum,
  ...shop,
  ...users,
};

export type CalledEndpointName = keyof typeof calledEndpoints;

export function calledEndpoint(name: CalledEndpointName): Endpoint {
  return calledEndpoints[name] as Endpoint;
}
