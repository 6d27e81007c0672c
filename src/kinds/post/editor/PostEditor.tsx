// A forum post: its text as BB code with the common tags a click away and how it will read, who
// wrote it and when (read-only, with whatever else the site keeps of it). Saved, it shows its new
// text in place on the topic's page.
import DOMPurify from 'dompurify';
import { useCallback, useEffect, useRef } from 'preact/hooks';
import { t } from '../../../i18n';
import type { NumberedRef } from '../../../resources/resource-ref';
import { EditorShell } from '../../../ui/editor/EditorShell';
import type { EditorProps } from '../../../ui/editor/editor-props';
import { SiteOnlyFields } from '../../../ui/editor/SiteOnlyFields';
import { useResourceEditor } from '../../../ui/editor/useResourceEditor';
import { usePointedCaret } from '../../../ui/point-spot';
import { bbIndexAtShown } from '../caret-in-post';
import { editorTitle } from '../../editor-title';
import { postHtml, postKind, shownPost } from '../model';
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
  usePostCaret('f-message', state.phase !== 'loading' ? stored : null);
  return (
    <EditorShell title={editorTitle(ref_, state.base?.siteOnly?.author)} site={site} editor={editor}>
      <BBField id="f-message" label={t('field_post_message')} value={state.fields.message} error={state.errors.message} render={render}
        onInput={(message) => update({ message })} />
      <SiteOnlyFields values={state.fields.siteOnly} />
    </EditorShell>
  );
}

/**
 * Once the post is in the form (`stored`: as the site keeps it), the caret goes where the owner
 * pointed on the topic's page: the post as the page shows it is read here, inert and sanitised.
 */
function usePostCaret(id: string, stored: string | null): void {
  const caret = usePointedCaret('content');
  // Each pointing once: a save (a new stored copy) leaves the caret where the owner has it.
  const placed = useRef<number | null>(null);
  useEffect(() => {
    const field = document.getElementById(id) as HTMLTextAreaElement | null;
    if (!caret || stored === null || !field || placed.current === caret.at) return;
    placed.current = caret.at;
    const shown = DOMPurify.sanitize(shownPost(stored), { RETURN_DOM: true });
    const index = bbIndexAtShown(shown, field.value, caret.offset);
    field.scrollIntoView({ block: 'center' });
    field.focus();
    field.setSelectionRange(index, index);
  }, [caret?.at, stored]);
}
