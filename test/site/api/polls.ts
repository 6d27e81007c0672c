// /polls: polls with answers; vote adds one to an answer.
// guess: no public source shows these answers; a plain list of polls and each poll as stored.
import { invalid, missing, notFound } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { flag, int, text, type Input } from '../core/params.ts';
import { nextId } from '../data/store.ts';
import type { Poll, PollAnswer, SiteData } from '../data/types.ts';
import { unknownFields } from './lenient.ts';
import { idParam, route, type Route } from './router.ts';

function findPoll(data: SiteData, id: number): Poll {
  const poll = data.polls.find((item) => item.id === id);
  if (!poll) throw notFound(`Poll ${id}`);
  return poll;
}

/** Answers from `answers[]=Yes&answers[]=No` or a JSON list of strings / {text}. */
function answersOf(input: Input, previous: PollAnswer[]): PollAnswer[] | undefined {
  const raw = input.answers;
  if (raw === undefined) return undefined;
  const list = Array.isArray(raw) ? raw : typeof raw === 'object' && raw !== null ? Object.values(raw) : String(raw).split('\n');
  const texts = list.map((item) => String(typeof item === 'object' && item !== null ? ((item as { text?: unknown }).text ?? '') : item).trim()).filter(Boolean);
  if (texts.length < 2) throw invalid(NUM.POLL_TOO_FEW_ANSWERS, 'A poll needs at least two answers');
  return texts.map((answer, index) => ({ id: index + 1, text: answer, votes: previous.find((old) => old.text === answer)?.votes ?? 0 }));
}

export const pollsRoutes: Route[] = [
  route('GET', '/polls', ({ state }) => state.data.polls),
  route('POST', '/polls', ({ state, input }) => {
    const question = text(input, 'question', { required: true, max: 255 }) as string;
    const answers = answersOf(input, []);
    if (!answers) throw invalid(NUM.POLL_TOO_FEW_ANSWERS, 'A poll needs at least two answers');
    const poll: Poll = { ...unknownFields(input, ['id', 'question', 'answers', 'active', 'add_date']), id: nextId(state.data.polls), question, answers, active: flag(input, 'active') ?? 1, add_date: state.now() };
    state.data.polls.push(poll);
    return poll;
  }),
  route('PUT', '/polls/:id{[0-9]+}', (req) => {
    const poll = findPoll(req.state.data, idParam(req));
    Object.assign(poll, unknownFields(req.input, ['id', 'question', 'answers', 'active', 'add_date']));
    poll.question = text(req.input, 'question', { max: 255 }) ?? poll.question;
    poll.answers = answersOf(req.input, poll.answers) ?? poll.answers;
    poll.active = flag(req.input, 'active') ?? poll.active;
    return poll;
  }),
  route('DELETE', '/polls/:id{[0-9]+}', (req) => {
    const poll = findPoll(req.state.data, idParam(req));
    req.state.data.polls = req.state.data.polls.filter((item) => item !== poll);
    return { id: poll.id, deleted: true };
  }),
  route('POST', '/polls/:id{[0-9]+}/vote', (req) => {
    const poll = findPoll(req.state.data, idParam(req));
    const answerId = int(req.input, 'answer', { min: 1 }) ?? int(req.input, 'answer_id', { min: 1 });
    if (answerId === undefined) throw missing('answer');
    const answer = poll.answers.find((item) => item.id === answerId);
    if (!answer) throw invalid(NUM.POLL_UNKNOWN_ANSWER, `Poll ${poll.id} has no answer ${answerId}`);
    answer.votes += 1;
    return poll;
  }),
];
