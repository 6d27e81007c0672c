// An entry of any module with entries (news, blog, catalogues, FAQ): its form, its category,
// its text shown in the tab while edited, and its comments beside it.
import { useMemo } from 'preact/hooks';
import { t } from '../../../i18n';
import { readList } from '../../../resources/panel-lists';
import type { NumberedRef } from '../../../resources/resource-ref';
import { EditorShell } from '../../../ui/editor/EditorShell';
import type { EditorProps } from '../../../ui/editor/editor-props';
import { commentsOf } from '../../../ui/editor/moderation';
import { ModerationList } from '../../../ui/editor/ModerationList';
import { useLazyList } from '../../../ui/editor/useLazyList';
import { useLivePreview } from '../../../ui/editor/useLivePreview';
import { useResourceEditor } from '../../../ui/editor/useResourceEditor';
import type { EntryKind } from '../../../vocabulary/kinds';
import { editorTitle } from '../../editor-title';
import { entryKind } from '../model';
import { EntryForm } from './EntryForm';

export function EntryEditor({ site, ref_, api, lists, previewTo, onSaved }: EditorProps<NumberedRef<EntryKind>>) {
  const module = ref_.kind;
  const kind = useMemo(() => entryKind(module), [module]);
  const editor = useResourceEditor(kind, api, { site, id: ref_.id }, (id) => onSaved({ kind: module, id }));
  const { state } = editor;
  const categories = useLazyList(lists, { op: 'categories/list', module }, readList.categories);
  const entryId = ref_.id;
  const comments = useMemo(() => (entryId === null ? null : commentsOf(api, module, entryId)), [api, module, entryId]);
  // Before the list is read, the category the entry is in, by the name the site sent with it.
  const category = state.fields.category;
  const knownName = state.base?.category === category ? state.base.names?.category : undefined;
  const categoryChoices = categories.loaded || !category ? categories.items : [{ id: category, name: knownName || t('category_number', String(category)), section: '' }];
  // History says a category by its name, as far as it is known (it reads nothing for it).
  const categoryName = (id: string) => id === '0' ? t('no_category')
    : (categories.items.find((item) => String(item.id) === id)?.name ?? (id === String(state.base?.category) ? state.base?.names?.category : undefined)) || t('category_number', id);
  // The page shows the title and the category's name as the draft has them, with its text.
  const shownName = (id: number) => (id ? categoryName(String(id)) : '');
  const words = state.base ? [{ part: 'title', from: state.base.title, to: state.fields.title }, { part: 'category', from: shownName(state.base.category), to: shownName(category) }] as const : [];
  useLivePreview(previewTo, module, state.fields.message, state.base?.message, state.phase !== 'loading', words.filter((word) => word.part === 'title' || word.to));
  return (
    <EditorShell title={editorTitle(ref_, state.base?.title)} site={site} editor={editor} named={{ category: categoryName }}
      beside={comments && <ModerationList moderation={comments} page={previewTo} />}>
      <div onFocusCapture={(event) => (event.target as HTMLElement).id === 'f-category' && categories.load()}>
        <EntryForm site={site} fields={state.fields} errors={state.errors} update={editor.update} categories={categoryChoices} />
      </div>
    </EditorShell>
  );
}
