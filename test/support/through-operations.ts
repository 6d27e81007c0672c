// Operations run as the background runs them: checked with the message schema, then mapped to
// their endpoint by the background's own table, over `call` in place of the counted caller.
import type { EndpointName } from './spec-endpoints.ts';
import { endpointCallFor } from '../../src/background/operations.ts';
import { operationSchema, type RunOperation } from '../../src/messages/operations.ts';

export function throughOperations(call: (endpoint: EndpointName, params: Record<string, unknown>) => Promise<unknown>): RunOperation {
  return async (operation) => {
    const { endpoint, params } = endpointCallFor(operationSchema.parse(operation));
    return call(endpoint, params);
  };
}
