// One visual editing session over a source string: the editor is given the source with its map,
// and hands back HTML in which only what the owner touched is rewritten.
import { reconcile, snapshotOf, type Snapshot } from './reconcile';
import { sourceModel, type SourceModel } from './source-model';

export interface VisualSession {
  model: SourceModel;
  /** The HTML now: the source, with the owner's edits. */
  html(): string;
}

export interface EditorSurface {
  setHTML(html: string): unknown;
  getRoot(): HTMLElement;
}

export function startVisualSession(editor: EditorSurface, source: string, keptLabel: (start: string) => string): VisualSession {
  const model = sourceModel(source, keptLabel);
  editor.setHTML(model.editorHtml);
  const before: Snapshot = snapshotOf(editor.getRoot());
  return { model, html: () => reconcile(model, before, editor.getRoot()) };
}
