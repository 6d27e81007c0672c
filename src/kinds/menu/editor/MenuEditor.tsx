// A site menu: its title, layout and items, shown in the page as they are edited; an item asked
// for by "Add to a menu" is added as it opens.
import { useContext, useEffect, useMemo } from 'preact/hooks';
import type { NumberedRef } from '../../../resources/resource-ref';
import { resourceKey } from '../../../resources/resource-ref';
import { EditorShell } from '../../../ui/editor/EditorShell';
import { EditorHandoffContext } from '../../../ui/editor/editor-handoff';
import type { EditorProps } from '../../../ui/editor/editor-props';
import { useLivePreview } from '../../../ui/editor/useLivePreview';
import { useResourceEditor } from '../../../ui/editor/useResourceEditor';
import { editorTitle } from '../../editor-title';
import { addItem, previewItems } from '../menu-tree';
import { usePointSpot } from '../../../ui/point-spot';
import { menuKind } from '../model';
import { LinkTargetsContext } from '../../../ui/link-targets';
import { MenuForm } from './MenuForm';

export function MenuEditor({ site, ref_, api, previewTo, onSaved }: EditorProps<NumberedRef<'menu'>>) {
  const editor = useResourceEditor(menuKind, api, { site, id: ref_.id }, (id) => onSaved({ kind: 'menu', id }));
  const { state } = editor;
  const targets = useContext(LinkTargetsContext);

  // The page shows the menu as it is edited (its items as data; the page builds the markup).
  const shownItems = useMemo(() => JSON.stringify(previewItems(state.fields.items)), [state.fields.items]);
  const siteItems = useMemo(() => (state.base ? JSON.stringify(previewItems(state.base.items)) : undefined), [state.base]);
  useLivePreview(previewTo, { menu: ref_.id ?? 0 }, shownItems, siteItems, state.phase !== 'loading' && ref_.id !== null);

  // "Add to a menu" from a page just made: the item waits here until the menu is open.
  const handoff = useContext(EditorHandoffContext);
  const ready = state.phase === 'ready' && !state.following;
  useEffect(() => {
    const key = resourceKey('menu', ref_.id);
    const item = handoff?.menuItems.get(key);
    if (!ready || !item) return;
    handoff!.menuItems.delete(key);
    editor.update({ items: addItem(state.fields.items, null, { ...item, children: [] }).nodes });
  }, [ready]);

  const spot = usePointSpot();
  const pointedItem = spot?.target.what === 'menu' && spot.target.menuId === ref_.id ? { index: spot.target.item, at: spot.at } : undefined;

  return (
    <EditorShell title={editorTitle(ref_, state.base?.title)} site={site} editor={editor}>
      <MenuForm fields={state.fields} errors={state.errors} update={editor.update} targets={targets} pointedItem={ready ? pointedItem : undefined} />
    </EditorShell>
  );
}
