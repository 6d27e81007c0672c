// /gb (guest book) and /mchat (mini-chat): lists of short messages with add and delete.
import { withDateTime } from '../core/dates.ts';
import { notFound } from '../core/errors.ts';
import { text } from '../core/params.ts';
import { nextId } from '../data/store.ts';
import type { ShortMessage, SiteData } from '../data/types.ts';
import { unknownFields } from './lenient.ts';
import { paginate, readPaging } from './paging.ts';
import { idParam, route, type Route } from './router.ts';

/**
 * `listKey`: the guest book's list is `posts` (platform-notes §6); the mini-chat's `messages` is a
 * guess, no public source shows the mini-chat list's key.
 */
function shortMessageRoutes(module: 'gb' | 'mchat', listKey: string, messageMax: number): Route[] {
  const list = (data: SiteData): ShortMessage[] => data[module];
  // guess: add_date follows the entries' documented form, a string starting YYYY-MM-DD (platform-notes §6).
  const messageOut = (message: ShortMessage) => withDateTime(message);
  return [
    route('GET', `/${module}`, ({ state, input }) => {
      const paging = readPaging(input, 20);
      const sorted = [...list(state.data)].sort((a, b) => b.add_date - a.add_date || b.id - a.id);
      const { items, total, pageCount } = paginate(sorted, paging);
      // guess: page, per_page, total and pages_list (a number, as in the entry lists of §6).
      return { [listKey]: items.map(messageOut), page: paging.page, per_page: paging.per_page, total, pages_list: pageCount };
    }),
    route('POST', `/${module}`, ({ state, input }) => {
      const message: ShortMessage = {
        ...unknownFields(input, ['id', 'name', 'email', 'message', 'add_date', 'answer']),
        id: nextId(list(state.data)),
        name: text(input, 'name', { max: 60 }) ?? 'admin',
        email: text(input, 'email', { max: 100 }) ?? '',
        message: text(input, 'message', { required: true, max: messageMax }) as string,
        add_date: state.now(),
        answer: text(input, 'answer') ?? '',
      };
      list(state.data).push(message);
      return messageOut(message);
    }),
    route('DELETE', `/${module}/:id{[0-9]+}`, (req) => {
      const id = idParam(req);
      if (!list(req.state.data).some((item) => item.id === id)) throw notFound(`Message ${id}`);
      req.state.data[module] = list(req.state.data).filter((item) => item.id !== id);
      return { id, deleted: true };
    }),
  ];
}

export const guestBookRoutes = shortMessageRoutes('gb', 'posts', 10_000);
export const minichatRoutes: Route[] = [
  ...shortMessageRoutes('mchat', 'messages', 500),
  // guess: a plain list of {code, url}.
  route('GET', '/mchat/smiles', ({ state }) => state.data.smiles),
];
