// Every endpoint of the spec, by name ("pages.get", "menus.replaceItems"...): the product calls
// those of src/api/called-endpoints.ts; the tests check the client and the reference site on all.
import type { Endpoint } from '../../src/api/endpoint';
import { calledEndpoints } from '../../src/api/called-endpoints';
import { shopEndpoints } from './spec-areas/shop';
import { uncalledEndpoints } from './spec-areas/uncalled';

/** The areas the product calls (a new kind's area among them, once in called-endpoints.ts), and the endpoints it does not call yet. */
export const endpoints = { ...calledEndpoints, ...shopEndpoints, ...uncalledEndpoints };

export type EndpointName = keyof typeof endpoints;

export function endpointNamed(name: EndpointName): Endpoint {
  return endpoints[name] as Endpoint;
}
