// A template of the design in a code editor: the site's CSS and global blocks show in the tab
// while the owner types; a page or module template shows once saved (the tab reloads then).
import { useMemo, useState } from 'preact/hooks';
import { t } from '../../../i18n';
import { KIND_WORDS } from '../../words';
import { TEMPLATE_ROLE } from '../words';
import { POWERED_BY } from '../../../api/limits';
import { blockOf, CSS_PATH, needsPoweredBy, templateKind, templateRole, type TemplateVariable } from '../model';
import type { TemplateRef } from '../../../resources/resource-ref';
import { CodeEditor } from '../../../ui/code/CodeEditor';
import { EditorShell } from '../../../ui/editor/EditorShell';
import type { EditorProps } from '../../../ui/editor/editor-props';
import { useLivePreview, type PreviewTarget } from '../../../ui/editor/useLivePreview';
import { useResourceEditor } from '../../../ui/editor/useResourceEditor';
import { usePointSpot } from '../../../ui/point-spot';
import { PointedRules, useCursorAtSpot, withRuleFor } from './PointedRules';

/** What a template shows in the tab while edited: the CSS and a block do; whole layouts do not. */
function previewOf(path: string): PreviewTarget | null {
  if (path === CSS_PATH) return { css: true };
  const block = blockOf(path);
  return block ? { block } : null;
}

export function TemplateEditor({ site, ref_, api, previewTo, onSaved }: EditorProps<TemplateRef>) {
  const path = ref_.id;
  const [variables, setVariables] = useState<TemplateVariable[]>([]);
  const kind = useMemo(() => templateKind(path, setVariables), [path]);
  const editor = useResourceEditor(kind, api, { site, id: path }, () => onSaved(ref_));
  const { state } = editor;
  const preview = previewOf(path);
  useLivePreview(preview && previewTo, preview ?? { css: true }, state.fields.content, state.base?.content, state.phase !== 'loading');
  const required = needsPoweredBy(path, state.base);
  const pointed = useCursorAtSpot(usePointSpot(), path, state.phase === 'loading' ? null : state.fields.content, state.base?.content);
  const hint = [preview ? t('template_preview_live') : t('template_preview_on_save'), required ? t('template_needs_powered_by', POWERED_BY) : ''].filter(Boolean).join(' ');
  // A global block is in every page's layout: said before a word of it is changed.
  const everywhere = blockOf(path) !== null;
  return (
    <EditorShell title={t(KIND_WORDS.template.editor.named, ref_.title || t(TEMPLATE_ROLE[templateRole(path)]))} site={site} editor={editor}>
      <div class="field">
        <p id="f-content-label" class="label">{t('field_template')}</p>
        {everywhere && <p class="hint every-page">{t('block_every_page')}</p>}
        {pointed.rules && (
          <PointedRules rules={pointed.rules} inherited={pointed.inherited} selector={pointed.selector} onGo={pointed.go}
            onAdd={(selector) => {
              const added = withRuleFor(state.fields.content, selector);
              editor.update({ content: added.css });
              pointed.go(added.cursor);
            }} />
        )}
        <CodeEditor id="f-content" label={t('field_template')} value={state.fields.content} onChange={(content) => editor.update({ content })}
          language={path === CSS_PATH ? 'css' : 'html'} variables={variables} readOnly={Boolean(state.following)} cursorAt={pointed.cursorAt} />
        <p id="f-content-hint" class="hint">{hint}</p>
        {state.errors.content && <p id="f-content-error" class="error" role="alert">{state.errors.content}</p>}
      </div>
      <details class="more">
        <summary>{t('technical_details')}</summary>
        <p class="hint">{t('template_path', path)}</p>
      </details>
    </EditorShell>
  );
}
