// A page of the site: its form, its parent among the site's pages, the groups that may see it,
// and its content shown in the tab while edited (unless the page has a template of its own).
import { useEffect, useMemo } from 'preact/hooks';
import { t } from '../../../i18n';
import { readList } from '../../../resources/panel-lists';
import type { NumberedRef } from '../../../resources/resource-ref';
import { EditorShell } from '../../../ui/editor/EditorShell';
import type { EditorProps } from '../../../ui/editor/editor-props';
import { useLazyList } from '../../../ui/editor/useLazyList';
import { useLivePreview } from '../../../ui/editor/useLivePreview';
import { useResourceEditor } from '../../../ui/editor/useResourceEditor';
import { editorTitle } from '../../editor-title';
import { pageKind } from '../model';
import { HiddenPage, PageMade } from './PageMade';
import { PageForm } from './PageForm';

export function PageEditor({ site, ref_, api, lists, previewTo, onSaved, onOpen }: EditorProps<NumberedRef<'page'>>) {
  const editor = useResourceEditor(pageKind, api, { site, id: ref_.id }, (id) => onSaved({ kind: 'page', id }));
  const { state } = editor;
  const pages = useLazyList(lists, { op: 'pages/list' }, readList.pages);
  const groups = useLazyList(lists, { op: 'groups/list' }, readList.groups);
  // A page with its own template shows visitors a whole document: no preview in place.
  const ownTemplate = state.base?.owntmpl === 1;
  // Its name shows as the draft has it where the page shows it (the tab's title), with its text.
  const words = state.base ? [{ part: 'title', from: state.base.name, to: state.fields.name } as const] : [];
  useLivePreview(previewTo, 'page', state.fields.message, state.base?.message, state.phase !== 'loading' && !ownTemplate, words);
  const parentChoices = useMemo(() => {
    const known = pages.items;
    const parent = state.fields.parent_id;
    // Until the pages are read, the parent is "Loading…"; a parent the site no longer has, by its number.
    return parent && !known.some((p) => p.id === parent) ? [...known, { id: parent, name: pages.loaded ? t('page_number', String(parent)) : t('loading') }] : known;
  }, [pages.items, pages.loaded, state.fields.parent_id]);
  useEffect(() => {
    if (state.fields.access_all === 0) groups.load();
  }, [state.fields.access_all]);
  // A page under another is shown under its name, read with the page (not "Page #3").
  useEffect(() => {
    if (state.fields.parent_id) pages.load();
  }, [state.fields.parent_id]);
  // A page just made: a menu to put it in, and where it is.
  const next = state.made && state.savedAt !== null && ref_.id !== null && state.base && onOpen
    ? <PageMade site={site} id={ref_.id} page={state.base} lists={lists} onOpen={onOpen} /> : undefined;
  // Hidden on the site and not unticked here: Publish is one click (it saves the rest with it).
  const hidden = ref_.id !== null && state.base?.pending === 1 && state.fields.pending === 1 && state.phase !== 'loading';
  const publish = () => (editor.update({ pending: 0 }), void editor.save());
  return (
    <EditorShell title={editorTitle(ref_, state.base?.name)} site={site} editor={editor} next={next}>
      {hidden && <HiddenPage onPublish={publish} />}
      <div onFocusCapture={(event) => (event.target as HTMLElement).id === 'f-parent' && pages.load()}>
        <PageForm fields={state.fields} base={state.base} errors={state.errors} update={editor.update} pages={parentChoices} groups={groups.items} selfId={ref_.id}
          parentLoading={Boolean(state.fields.parent_id) && !pages.loaded && !pages.failed} />
      </div>
    </EditorShell>
  );
}
