// A stand-in for the background's API caller: records every call and answers from a table.
// Operations reach it as they reach the background (see throughOperations).
import type { EndpointName } from './spec-endpoints';
import { throughOperations } from './through-operations';

export interface ApiCall {
  endpoint: EndpointName;
  params: Record<string, unknown> | undefined;
}

type Params = Record<string, unknown> | undefined;
/** A fixed answer (returned as a copy), or a function of the call's parameters. */
type Answer = ((params: Params) => unknown) | Record<string, unknown> | unknown[] | string | number | null;

export function fakeApi(answers: Partial<Record<EndpointName, Answer>>) {
  const calls: ApiCall[] = [];
  const api = throughOperations(async (endpoint, params) => {
    calls.push({ endpoint, params: structuredClone(params) });
    if (!(endpoint in answers)) throw new Error(`no answer for ${endpoint}`);
    const answer = answers[endpoint];
    return typeof answer === 'function' ? answer(params) : structuredClone(answer);
  });
  return { api, calls, endpoints: () => calls.map((call) => call.endpoint) };
}
