// A forum post: its text as BB code with the common tags a click away and how it will read, who
// wrote it and when (read-only, with whatever else the site keeps of it). Saved, it shows its new
// text in place on the topic's page.
import { useCallback, useEffect, useRef } from 'preact/hooks';
import { t } from '../../../i18n';
import type { NumberedRef } from '../../../resources/resource-ref';
import { EditorShell } from '../../../ui/editor/EditorShell';
import type { EditorProps } from '../../../ui/editor/editor-props';
import { SiteOnlyFields } from '../../../ui/editor/SiteOnlyFields';
import { useResourceEditor } from '../../../ui/editor/useResourceEditor';
import { useFocusWhenPointed } from '../../../ui/point-spot';
import { editorTitle } from '../../editor-title';
import { postHtml, postKind } from '../model';
import { BBField } from './BBField';
import { showPostInPage } from './show-post';

export function PostEditor({ site, ref_, api, previewTo, onSaved }: EditorProps<NumberedRef<'post'>>) {
  const editor = useResourceEditor(postKind, api, { site, id: ref_.id }, (id) => onSaved({ kind: 'post', id }));
  const { state, update } = editor;
  const stored = state.base?.stored ?? '';
  // The site's copy changed (saved, or read again): the topic's page shows it in place.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!state.base) return;
    if (shown.current !== null && shown.current !== stored && previewTo && ref_.id !== null) void showPostInPage(previewTo, ref_.id, stored);
    shown.current = stored;
  }, [state.base, stored]);
  const render = useCallback((bb: string) => postHtml(stored, bb), [stored]);
  useFocusWhenPointed('f-message', state.phase !== 'loading');
  return (
    <EditorShell title={editorTitle(ref_, state.base?.siteOnly?.author)} site={site} editor={editor}>
      <BBField id="f-message" label={t('field_post_message')} value={state.fields.message} error={state.errors.message} render={render}
        onInput={(message) => update({ message })} />
      <SiteOnlyFields values={state.fields.siteOnly} />
    </EditorShell>
  );
}
