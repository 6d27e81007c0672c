// One visual editing session over a source string: the editor is given the source with its map,
// and hands back HTML in which only what the owner touched is rewritten.
import { reconcile, snapshotOf, type Snapshot } from './reconcile';
import { sourceModel, type EarlierModels, type SourceModel } from './source-model';
import { writtenCache } from './written-cache';

export interface VisualSession {
  model: SourceModel;
  /** The HTML now: the source, with the owner's edits. */
  html(): string;
  /** The session is over (another source was loaded, or the editor went away). */
  end(): void;
}

export interface EditorSurface {
  setHTML(html: string): unknown;
  getRoot(): HTMLElement;
}

/**
 * `earlier`: what the editor's previous session hands on (its ids are not taken again); `parsed`:
 * the source's parse, where it was parsed already (a first screen).
 */
export function startVisualSession(editor: EditorSurface, source: string, keptLabel: (start: string) => string, earlier?: EarlierModels,
  parsed?: Parameters<typeof sourceModel>[3]): VisualSession {
  const model = sourceModel(source, keptLabel, earlier, parsed);
  editor.setHTML(model.editorHtml);
  const root = editor.getRoot();
  const before: Snapshot = snapshotOf(root);
  const written = writtenCache(root);
  return { model, html: () => reconcile(model, before, root, written.current()), end: written.stop };
}
