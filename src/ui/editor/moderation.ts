// What each moderation list reads and deletes through the site's named operations.
import type { RunOperation } from '../../messages/operations';
import { loadComments, loadGuestBook, loadMinichat } from '../../resources/comments';
import type { ModuleWithCategories } from '../../vocabulary/kinds';
import type { Moderation } from './ModerationList';

export function commentsOf(run: RunOperation, module: ModuleWithCategories, entryId: number): Moderation {
  return {
    what: 'comments',
    load: () => loadComments(run, module, entryId),
    remove: (id) => run({ op: 'comment/delete', id }),
    save: (id, message) => run({ op: 'comment/save', id, message }),
  };
}

/** The guest book: its messages can be deleted, not edited (the API has no edit for them). */
export function guestBookOf(run: RunOperation): Moderation {
  return {
    what: 'guestbook',
    load: () => loadGuestBook(run),
    remove: (id) => run({ op: 'guestbook/delete', id }),
  };
}

/** The mini-chat: delete only, as for the guest book. */
export function minichatOf(run: RunOperation): Moderation {
  return {
    what: 'minichat',
    load: () => loadMinichat(run),
    remove: (id) => run({ op: 'minichat/delete', id }),
  };
}
