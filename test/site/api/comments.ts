// /comments: comments of every module; edit and delete by id.
import { withDateTime } from '../core/dates.ts';
import { notFound } from '../core/errors.ts';
import { int, text } from '../core/params.ts';
import type { Comment, SiteData } from '../data/types.ts';
import { unknownFields } from './lenient.ts';
import { paginate, readPaging } from './paging.ts';
import { idParam, route, type Route } from './router.ts';

function findComment(data: SiteData, id: number): Comment {
  const comment = data.comments.find((item) => item.id === id);
  if (!comment) throw notFound(`Comment ${id}`);
  return comment;
}

export const commentsRoutes: Route[] = [
  route('GET', '/comments', ({ state, input }) => {
    const paging = readPaging(input, 20);
    const module = text(input, 'module');
    const entryId = int(input, 'entry_id', { min: 1 }) ?? int(input, 'id', { min: 1 });
    const matching = state.data.comments.filter((item) => (!module || item.module === module) && (entryId === undefined || item.entry_id === entryId));
    const { items, total, pageCount } = paginate(matching, paging);
    // guess: no public source shows the comment list; key `comments`, paging as the other lists,
    // add_date a string as the entries' documented one.
    return { comments: items.map(withDateTime), page: paging.page, per_page: paging.per_page, total, pages_list: pageCount };
  }),
  route('PUT', '/comments/:id{[0-9]+}', (req) => {
    const comment = findComment(req.state.data, idParam(req));
    Object.assign(comment, unknownFields(req.input, ['id', 'module', 'entry_id', 'user_id', 'add_date', 'message', 'name']));
    comment.message = text(req.input, 'message', { max: 10_000 }) ?? comment.message;
    comment.name = text(req.input, 'name', { max: 60 }) ?? comment.name;
    return withDateTime(comment);
  }),
  route('DELETE', '/comments/:id{[0-9]+}', (req) => {
    const comment = findComment(req.state.data, idParam(req));
    req.state.data.comments = req.state.data.comments.filter((item) => item !== comment);
    return { id: comment.id, deleted: true };
  }),
];
