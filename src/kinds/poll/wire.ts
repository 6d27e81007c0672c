// What a page of the extension may ask of polls: the list (the API reads no single poll), and a
// poll's question and answers; and the endpoint each maps to.
import { chars, z } from '../../validation/z';
import { defined, id, kindWire, type EndpointsOf } from '../wire-values';

/** A poll's answers: two at least, as the platform asks. */
const pollAnswers = z.array(chars(1, 1_000)).check(z.minLength(2), z.maxLength(100));

export const pollOperations = [
  z.strictObject({ op: z.literal('polls/list') }),
  z.strictObject({ op: z.literal('poll/save'), id, question: z.optional(chars(1, 255)), answers: z.optional(pollAnswers) }),
] as const;

export const pollEndpoints: EndpointsOf<z.infer<(typeof pollOperations)[number]>> = {
  'polls/list': () => ({ endpoint: 'polls.list', params: {} }),
  'poll/save': (operation) => ({ endpoint: 'polls.update', params: defined({ id: operation.id, question: operation.question, answers: operation.answers }) }),
};

/** The kind's wire, as src/kinds/wire.ts lists it. */
export const pollWire = kindWire(pollOperations, pollEndpoints);
