// Every endpoint of the spec, by name ("pages.get", "menus.replaceItems"...).
import type { Endpoint } from './endpoint';
import { community } from './areas/community';
import { design } from './areas/design';
import { entries } from './areas/entries';
import { forum } from './areas/forum';
import { mail } from './areas/mail';
import { pages } from './areas/pages';
import { search } from './areas/search';
import { shopEndpoints } from './areas/shop';
import { users } from './areas/users';

export const endpoints = { ...pages, ...entries, ...forum, ...community, ...users, ...shopEndpoints, ...design, ...mail, ...search };

export type EndpointName = keyof typeof endpoints;

export function endpointNamed(name: EndpointName): Endpoint {
  return endpoints[name] as Endpoint;
}
