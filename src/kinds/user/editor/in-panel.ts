// Users in the panel: opened from a user's profile page (`/index/8-<uid>`), and a section of All
// of the site. The editor is read when first shown.
import type { KindInPanel } from '../../../ui/editor/kind-in-panel';
import type { EditorProps } from '../../../ui/editor/editor-props';
import type { NumberedRef } from '../../../resources/resource-ref';
import { listRecordsOf } from '../../../resources/list-answer';
import { read } from '../../../resources/records';
import { lazyView } from '../../../ui/lazy-view';
import { userIdOf } from '../model';

const UserEditor = lazyView<EditorProps<NumberedRef<'user'>>>(() => import('./UserEditor').then((module) => module.UserEditor));

export const userInPanel: KindInPanel<EditorProps<NumberedRef<'user'>>> = {
  Editor: UserEditor,
  readAhead: UserEditor.preload,
  // Each user by name, else by login.
  section: { list: { op: 'users/list' }, read: (answer) => (listRecordsOf(answer) ?? []).map((record) => ({ id: userIdOf(record), name: read.text(record, 'name') || read.text(record, 'login') || read.text(record, 'user') })).filter((user) => user.id > 0) },
};
