// The visual editor lays out and paints only the blocks near the view (content-visibility: auto
// on each, and on each block of a wrapper <div> around the text, see pages.css). A block the editor has just made (Enter, a new list item, a paste) is
// skipped until the next frame, and Chromium puts keys typed before it at the block's start:
// "Новый" came out "йывоН". The block the editor puts the caret in is always rendered, by a rule
// of this editor's own stylesheet, so nothing is written into the content itself.
import type Squire from 'squire-rte';

export function keepCaretBlockRendered(editor: Squire, root: HTMLElement): () => void {
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const scope = `#${CSS.escape(root.id)}`;
  let rule = '';
  const show = (range: Range | null) => {
    // The caret's block among the text's blocks, and within a wrapper <div> its block there too.
    let inner: Node | null = null;
    let block: Node | null = range?.startContainer ?? null;
    while (block && block.parentNode !== root) {
      inner = block;
      block = block.parentNode;
    }
    while (inner && inner.parentNode !== block) inner = inner.parentNode;
    const index = block instanceof Element ? Array.prototype.indexOf.call(root.children, block) + 1 : 0;
    // The block and its neighbours: the caret may move on to either without a frame between.
    const around = (at: number) => `:nth-child(n+${Math.max(1, at - 1)}):nth-child(-n+${at + 1})`;
    let next = index ? `${scope} > ${around(index)} { content-visibility: visible; }` : '';
    const innerIndex = block instanceof Element && block.localName === 'div' && inner instanceof Element ? Array.prototype.indexOf.call(block.children, inner) + 1 : 0;
    if (innerIndex) next += `\n${scope} > :nth-child(${index}) > ${around(innerIndex)} { content-visibility: visible; }`;
    if (next !== rule) sheet.replaceSync((rule = next));
  };
  const setSelection = editor.setSelection.bind(editor);
  editor.setSelection = (range) => {
    setSelection(range);
    show(range);
    return editor;
  };
  // The owner moved the caret (a click, the arrow keys): shown from the next key on.
  const moved = () => {
    const selection = getSelection();
    if (selection?.rangeCount && root.contains(selection.anchorNode)) show(selection.getRangeAt(0));
  };
  document.addEventListener('selectionchange', moved);
  return () => {
    document.removeEventListener('selectionchange', moved);
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((kept) => kept !== sheet);
  };
}
