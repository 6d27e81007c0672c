// A poll shown on the page: its question and answers. The API reads polls only as a list, so
// opening one is one GET of the list; a save sends the question or the answers, whichever changed.
import { t } from '../../i18n';
import type { RunOperation } from '../../messages/operations';
import { absentOf, asRecord, has, read, type FieldErrors, type SiteCopy } from '../../resources/records';
import type { ResourceKind } from '../../resources/kind';
import { recordId, recordsOfList } from '../../resources/list-answer';

export interface PollFields extends SiteCopy {
  question: string;
  answers: string[];
}

function answerText(value: unknown): string {
  return typeof value === 'string' ? value : read.text(asRecord(value), 'text') || read.text(asRecord(value), 'answer');
}

export function pollFrom(value: unknown): PollFields {
  const record = asRecord(value);
  const answers = Array.isArray(record.answers) ? record.answers.map(answerText) : [];
  const poll: PollFields = { question: read.text(record, 'question'), answers };
  // Votes per answer, shown beside each for the owner to see what an edit touches; never written.
  if (Array.isArray(record.answers) && record.answers.some((answer) => has(asRecord(answer), 'votes'))) {
    poll.tallies = { answers: record.answers.map((answer) => read.int(asRecord(answer), 'votes')) };
  }
  const absent = absentOf(record, ['question'], (key) => has(record, key)).concat(Array.isArray(record.answers) ? [] : ['answers']);
  if (absent.length) poll.absent = absent;
  return poll;
}

export function pollsIn(answer: unknown): Record<string, unknown>[] {
  return recordsOfList(answer, ['polls']);
}

/** The site's votes for an answer with these words (spaces aside); null for words the site has not. */
export function votesFor(base: PollFields | null, answer: string): number | null {
  const votes = base?.tallies?.answers;
  if (!base || !votes) return null;
  const at = base.answers.findIndex((old) => old.trim() === answer.trim());
  return at >= 0 ? votes[at] ?? null : null;
}

/**
 * Whether the words of an answer the site has, in a poll with votes, are changed: a poll's
 * answers are sent as their words alone, so its votes may start again at 0.
 */
export function rewordsVotedAnswer(base: PollFields | null, index: number, answer: string): boolean {
  const before = base?.answers[index];
  return Boolean(base?.tallies?.answers?.some((votes) => votes > 0)) && before !== undefined && before.trim() !== answer.trim();
}

export function validatePoll(poll: PollFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!poll.question.trim()) errors.question = t('validate_poll_question');
  if (poll.answers.filter((answer) => answer.trim()).length < 2) errors.answers = t('validate_poll_answers');
  return errors;
}

export const pollKind: ResourceKind<PollFields> = {
  kind: 'poll',
  labels: { question: 'field_poll_question', answers: 'field_poll_answers' },
  asText: { answers: (answers: string[]) => answers.join('\n') },
  empty: () => ({ question: '', answers: ['', ''] }),
  fromRecord: pollFrom,
  async load(api: RunOperation, id: number) {
    const found = pollsIn(await api({ op: 'polls/list' })).find((poll) => recordId(poll) === id);
    if (!found) throw new Error(t('poll_not_found', String(id)));
    return pollFrom(found);
  },
  validate: validatePoll,
  async write(api, id, changed, fields) {
    const answers = fields.answers.map((answer) => answer.trim()).filter(Boolean);
    return asRecord(
      await api({ op: 'poll/save', id, ...(changed.includes('question') && { question: fields.question }), ...(changed.includes('answers') && { answers }) }),
    );
  },
};
