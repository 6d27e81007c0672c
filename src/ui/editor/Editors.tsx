// One editor per kind of resource: the shared editor state, its form, and what it needs.
import { useEffect, useMemo } from 'preact/hooks';
import { t } from '../../i18n';
import { KIND_WORDS } from '../../kinds/registry';
import type { RunOperation } from '../../messages/operations';
import { entryKind } from '../../resources/entry';
import { menuKind } from '../../resources/menu';
import { pageKind } from '../../resources/page';
import { readList } from '../../resources/panel-lists';
import { isEntryKind, type EntryKind } from '../../vocabulary/kinds';
import type { NumberedRef } from '../../resources/resource-ref';
import { MailFormEditor } from './design/MailFormEditor';
import { PollEditor } from './design/PollEditor';
import { TemplateEditor } from './design/TemplateEditor';
import { commentsOf } from './moderation';
import { ModerationList } from './ModerationList';
import { EditorShell } from './EditorShell';
import { EntryForm } from './EntryForm';
import { MenuForm } from './MenuForm';
import { PageForm } from './PageForm';
import { useLazyList } from './useLazyList';
import { useLivePreview } from './useLivePreview';
import { useResourceEditor } from './useResourceEditor';
import type { EditorProps } from './editor-props';


function titleOf(ref: NumberedRef<'page' | EntryKind | 'menu'>, name: string): string {
  const titles = KIND_WORDS[ref.kind].editor;
  if (ref.id === null) return t(titles.create);
  return name ? t(titles.named, name) : t(titles.numbered, String(ref.id));
}

export function PageEditor({ site, ref_, api, lists, previewTo, onSaved }: EditorProps<NumberedRef<'page'>>) {
  const editor = useResourceEditor(pageKind, api, { site, id: ref_.id }, (id) => onSaved({ kind: 'page', id }));
  const { state } = editor;
  const pages = useLazyList(lists, { op: 'pages/list' }, readList.pages);
  const groups = useLazyList(lists, { op: 'groups/list' }, readList.groups);
  // A page with its own template shows visitors a whole document: no preview in place.
  const ownTemplate = state.base?.owntmpl === 1;
  useLivePreview(previewTo, 'page', state.fields.message, state.base?.message, state.phase !== 'loading' && !ownTemplate, state.editedAt);
  const parentChoices = useMemo(() => {
    const known = pages.items;
    const parent = state.fields.parent_id;
    return parent && !known.some((p) => p.id === parent) ? [...known, { id: parent, name: t('page_number', String(parent)) }] : known;
  }, [pages.items, state.fields.parent_id]);
  useEffect(() => {
    if (state.fields.access_all === 0) groups.load();
  }, [state.fields.access_all]);
  return (
    <EditorShell title={titleOf(ref_, state.base?.name ?? '')} state={state} onSave={editor.save} onDiscard={editor.discard} onKeepEditing={editor.keepEditing}
      history={editor.history} onRestore={editor.restore}>
      <div onFocusCapture={(event) => (event.target as HTMLElement).id === 'f-parent' && pages.load()}>
        <PageForm fields={state.fields} base={state.base} errors={state.errors} update={editor.update} pages={parentChoices} groups={groups.items} selfId={ref_.id} />
      </div>
    </EditorShell>
  );
}

export function EntryEditor({ site, ref_, api, lists, previewTo, onSaved }: EditorProps<NumberedRef<EntryKind>>) {
  const module = ref_.kind;
  const kind = useMemo(() => entryKind(module), [module]);
  const editor = useResourceEditor(kind, api, { site, id: ref_.id }, (id) => onSaved({ kind: module, id }));
  const { state } = editor;
  const categories = useLazyList(lists, { op: 'categories/list', module }, readList.categories);
  const entryId = ref_.id;
  const comments = useMemo(() => (entryId === null ? null : commentsOf(api, module, entryId)), [api, module, entryId]);
  useLivePreview(previewTo, module, state.fields.message, state.base?.message, state.phase !== 'loading', state.editedAt);
  const categoryChoices = categories.loaded || !state.fields.category ? categories.items : [{ id: state.fields.category, name: t('category_number', String(state.fields.category)), section: '' }];
  return (
    <EditorShell title={titleOf(ref_, state.base?.title ?? '')} state={state} onSave={editor.save} onDiscard={editor.discard} onKeepEditing={editor.keepEditing}
      history={editor.history} onRestore={editor.restore}
      beside={comments && <ModerationList moderation={comments} page={previewTo} />}>
      <div onFocusCapture={(event) => (event.target as HTMLElement).id === 'f-category' && categories.load()}>
        <EntryForm site={site} fields={state.fields} errors={state.errors} update={editor.update} categories={categoryChoices} />
      </div>
    </EditorShell>
  );
}

export function MenuEditor({ site, ref_, api, onSaved }: EditorProps<NumberedRef<'menu'>>) {
  const editor = useResourceEditor(menuKind, api, { site, id: ref_.id }, (id) => onSaved({ kind: 'menu', id }));
  const { state } = editor;
  return (
    <EditorShell title={titleOf(ref_, state.base?.title ?? '')} state={state} onSave={editor.save} onDiscard={editor.discard} onKeepEditing={editor.keepEditing}
      history={editor.history} onRestore={editor.restore}>
      <MenuForm fields={state.fields} errors={state.errors} update={editor.update} />
    </EditorShell>
  );
}

export function EditorFor(props: EditorProps) {
  const { ref_ } = props;
  const kind = ref_.kind;
  switch (kind) {
    case 'page':
      return <PageEditor {...props} ref_={ref_ as NumberedRef<'page'>} />;
    case 'menu':
      return <MenuEditor {...props} ref_={ref_ as NumberedRef<'menu'>} />;
    case 'template':
      return <TemplateEditor {...props} ref_={ref_} />;
    case 'mailform':
      return <MailFormEditor {...props} ref_={ref_ as NumberedRef<'mailform'>} />;
    case 'poll':
      return <PollEditor {...props} ref_={ref_ as NumberedRef<'poll'>} />;
    default:
      if (isEntryKind(kind)) return <EntryEditor {...props} ref_={ref_ as NumberedRef<EntryKind>} />;
      // A kind with no editor does not compile.
      return unknownKind(kind);
  }
}

/** Never reached: `kind` is `never` once every kind has its case. */
function unknownKind(_kind: never): null {
  return null;
}
