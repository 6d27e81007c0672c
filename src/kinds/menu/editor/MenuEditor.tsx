// A site menu: its title, layout and items.
import type { NumberedRef } from '../../../resources/resource-ref';
import { EditorShell } from '../../../ui/editor/EditorShell';
import type { EditorProps } from '../../../ui/editor/editor-props';
import { useResourceEditor } from '../../../ui/editor/useResourceEditor';
import { editorTitle } from '../../editor-title';
import { menuKind } from '../model';
import { MenuForm } from './MenuForm';

export function MenuEditor({ site, ref_, api, onSaved }: EditorProps<NumberedRef<'menu'>>) {
  const editor = useResourceEditor(menuKind, api, { site, id: ref_.id }, (id) => onSaved({ kind: 'menu', id }));
  const { state } = editor;
  return (
    <EditorShell title={editorTitle(ref_, state.base?.title ?? '')} site={site} editor={editor}>
      <MenuForm fields={state.fields} errors={state.errors} update={editor.update} />
    </EditorShell>
  );
}
