// The words of each list the owner moderates: its heading, what it says with none, and its
// Delete button, question and notice.
import type { MessageKey, PluralKey } from '../../i18n';
import type { Moderated } from '../../messages/protocol';

export interface ModerationWords {
  title: MessageKey;
  titleLoading: MessageKey;
  none: MessageKey;
  delete: MessageKey;
  deleteBy: MessageKey;
  deleteConfirm: MessageKey;
  deleteSelectedConfirm: PluralKey;
  deleted: MessageKey;
}

export const MODERATION_WORDS: Record<Moderated, ModerationWords> = {
  comments: {
    title: 'comments_title', titleLoading: 'comments_title_loading', none: 'comments_none', delete: 'comment_delete', deleteBy: 'comment_delete_by',
    deleteConfirm: 'comment_delete_confirm', deleteSelectedConfirm: 'comments_delete_selected_confirm', deleted: 'comments_deleted',
  },
  minichat: {
    title: 'minichat_title', titleLoading: 'minichat_title_loading', none: 'guestbook_none', delete: 'message_delete', deleteBy: 'message_delete_by',
    deleteConfirm: 'message_delete_confirm', deleteSelectedConfirm: 'messages_delete_selected_confirm', deleted: 'messages_deleted',
  },
  guestbook: {
    title: 'guestbook_title', titleLoading: 'guestbook_title_loading', none: 'guestbook_none', delete: 'message_delete', deleteBy: 'message_delete_by',
    deleteConfirm: 'message_delete_confirm', deleteSelectedConfirm: 'messages_delete_selected_confirm', deleted: 'messages_deleted',
  },
};
