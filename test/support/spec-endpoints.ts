// Every endpoint of the spec, by name ("pages.get", "menus.replaceItems"...): the product calls
// those of src/api/called-endpoints.ts; the tests check the client and the reference site on all.
import type { Endpoint } from '../../src/api/endpoint';
import { community } from '../../src/api/areas/community';
import { design } from '../../src/api/areas/design';
import { entries } from '../../src/api/areas/entries';
import { forum } from './spec-areas/forum';
import { mail } from '../../src/api/areas/mail';
import { pages } from '../../src/api/areas/pages';
import { search } from '../../src/api/areas/search';
import { shopEndpoints } from './spec-areas/shop';
import { users } from './spec-areas/users';

export const endpoints = { ...pages, ...entries, ...forum, ...community, ...users, ...shopEndpoints, ...design, ...mail, ...search };

export type EndpointName = keyof typeof endpoints;

export function endpointNamed(name: EndpointName): Endpoint {
  return endpoints[name] as Endpoint;
}
