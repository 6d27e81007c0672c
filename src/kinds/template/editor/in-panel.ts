// The site's design in the panel: opened from the row of things above the lists; its draft (the
// stylesheet, a block) shows on whatever page of the site the tab is on.
import type { KindInPanel } from '../../../ui/editor/kind-in-panel';
import type { EditorProps } from '../../../ui/editor/editor-props';
import type { ResourceRef } from '../../../resources/resource-ref';
import { TemplateEditor } from './TemplateEditor';

export const templateInPanel: KindInPanel<EditorProps<Extract<ResourceRef, { kind: 'template' }>>> = {
  Editor: TemplateEditor,
  previewsIn: 'site',
};
