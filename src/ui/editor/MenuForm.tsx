// The menu editor: title, layout and the item tree, every operation by keyboard: each item has
// its buttons, and Alt+Arrow keys in its fields move (Up/Down) and nest (Right/Left) it.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { MenuFields } from '../../resources/menu';
import {
  addItem, flatten, indent, missingUrls, moveDown, moveUp, outdent, removeItem, updateItem, type MenuNode, type NodePath,
} from '../../resources/menu-tree';
import { SelectField, TextField } from './fields';

interface Props {
  fields: MenuFields;
  errors: Record<string, string>;
  update: (change: Partial<MenuFields>) => void;
}

type TreeChange = (nodes: MenuNode[], path: NodePath) => { nodes: MenuNode[]; path: NodePath };

const pathKey = (path: NodePath) => path.join('.');

export function MenuForm({ fields, errors, update }: Props) {
  const [focusPath, setFocusPath] = useState<NodePath | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const missing = new Set(missingUrls(fields.items).map(pathKey));
  const rows = flatten(fields.items);

  // After a move the same item keeps the focus, wherever it went.
  useEffect(() => {
    if (!focusPath) return;
    list.current?.querySelector<HTMLInputElement>(`[data-path="${pathKey(focusPath)}"] input`)?.focus();
  }, [focusPath, fields.items]);

  const apply = (change: TreeChange, path: NodePath, verb: string) => {
    const result = change(fields.items, path);
    if (pathKey(result.path) === pathKey(path) && JSON.stringify(result.nodes) === JSON.stringify(fields.items)) {
      return setAnnouncement(`This item cannot be ${verb}.`);
    }
    update({ items: result.nodes });
    setFocusPath(result.path);
    setAnnouncement(`Item ${verb}.`);
  };

  const onKeyDown = (event: KeyboardEvent, path: NodePath) => {
    if (!event.altKey) return;
    const actions: Record<string, [TreeChange, string]> = {
      ArrowUp: [moveUp, 'moved up'],
      ArrowDown: [moveDown, 'moved down'],
      ArrowRight: [indent, 'indented'],
      ArrowLeft: [outdent, 'outdented'],
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    apply(action[0], path, action[1]);
  };

  return (
    <>
      <TextField id="f-menu-title" label="Menu title" value={fields.title} error={errors.title} onInput={(title) => update({ title })} />
      <SelectField id="f-layout" label="Layout" value={fields.layout}
        options={[{ value: 0, label: 'Horizontal' }, { value: 1, label: 'Vertical' }]} onChange={(layout) => update({ layout })}
        hint="Only the control panel's preview uses this; where the menu appears is set by $NMENU$ or $SMENU$ in the templates." />
      <h3 id="menu-items-title">Items</h3>
      <p class="hint">Alt+↑/↓ moves an item, Alt+→ nests it under the item above, Alt+← takes it out one level.</p>
      {errors.items && <p class="error" role="alert">{errors.items}</p>}
      <ol class="menu-items" ref={list} aria-labelledby="menu-items-title">
        {rows.map(({ node, path, depth }, index) => {
          const key = pathKey(path);
          const urlMissing = missing.has(key);
          return (
            <li key={key} data-path={key} style={{ marginInlineStart: `${depth * 20}px` }}>
              <div role="group" aria-label={`Item ${index + 1}: ${node.name || '(no label)'}, level ${depth + 1}`}>
              <div class="menu-item-fields" onKeyDown={(event) => onKeyDown(event, path)}>
                <label for={`item-${key}-name`}>Label</label>
                <input id={`item-${key}-name`} value={node.name} onInput={(e) => update({ items: updateItem(fields.items, path, { name: e.currentTarget.value }) })} />
                <label for={`item-${key}-url`}>URL</label>
                <input id={`item-${key}-url`} value={node.url} aria-invalid={urlMissing}
                  onInput={(e) => update({ items: updateItem(fields.items, path, { url: e.currentTarget.value }) })} />
                {urlMissing && <span class="error">Needs a URL</span>}
              </div>
              <div class="row item-actions">
                <button type="button" class="secondary" onClick={() => apply(moveUp, path, 'moved up')}>Move up</button>
                <button type="button" class="secondary" onClick={() => apply(moveDown, path, 'moved down')}>Move down</button>
                <button type="button" class="secondary" onClick={() => apply(indent, path, 'indented')}>Indent</button>
                <button type="button" class="secondary" onClick={() => apply(outdent, path, 'outdented')}>Outdent</button>
                <button type="button" class="danger" onClick={() => {
                  const result = removeItem(fields.items, path);
                  update({ items: result.nodes });
                  setFocusPath(result.focus);
                  setAnnouncement('Item removed.');
                }}>Remove item</button>
              </div>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" class="secondary" onClick={() => {
        const result = addItem(fields.items, null, { name: 'New item', url: '', children: [] });
        update({ items: result.nodes });
        setFocusPath(result.path);
        setAnnouncement('Item added at the end.');
      }}>Add item</button>
      <p class="visually-hidden" aria-live="polite">{announcement}</p>
    </>
  );
}
