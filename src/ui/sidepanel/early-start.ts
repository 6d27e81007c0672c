// The side panel's first script is a classic one in the page's head (entrypoints/panel-start.ts):
// the parser runs it as soon as it reaches it, while the interface's modules are still being
// fetched (a module script runs only once the page is parsed and its imports are in, about 25 ms
// later in Chromium on these machines). It asks what the tab shows and starts the read ahead at
// once, and the visual editor's code when the tab shows a page or an entry; the interface takes
// the answers from here.
import { startPanel, type PanelStart } from './panel-start';
import { opensVisualEditor, readAheadChunks } from './read-ahead-chunks';

const EARLY = Symbol.for('inplace.panel-start');
type WithEarlyStart = { [EARLY]?: Promise<PanelStart> };

export function startEarly(search: string, world = globalThis as WithEarlyStart, start: typeof startPanel = startPanel): void {
  const started = start(search);
  // Taken up by the interface a moment later; until then a failure is not an unhandled one.
  started.then(({ context }) => opensVisualEditor(context) && readAheadChunks(document), () => {});
  world[EARLY] = started;
}

/** The early start, taken once; where the early script did not run, the panel starts here. */
export function takeEarlyStart(search: string, world = globalThis as WithEarlyStart, start: typeof startPanel = startPanel): Promise<PanelStart> {
  const early = world[EARLY];
  delete world[EARLY];
  return early ?? start(search);
}
