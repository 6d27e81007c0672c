// Turning the blocks of a selection into headings or paragraphs, for the visual editor's
// Heading and Subheading: Squire hands over the blocks the selection touches, and takes back
// what they become. Blocks inside lists and tables stay what they are.
const TEXT_BLOCKS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

/** `blocks` with each text block at its top level made a `tag` (its children and attributes kept). */
export function retagBlocks(blocks: DocumentFragment, tag: 'P' | 'H2' | 'H3'): DocumentFragment {
  for (const block of [...blocks.children]) {
    if (!TEXT_BLOCKS.has(block.nodeName) || block.nodeName === tag) continue;
    const made = block.ownerDocument.createElement(tag);
    for (const attribute of [...block.attributes]) made.setAttribute(attribute.name, attribute.value);
    made.append(...block.childNodes);
    block.replaceWith(made);
  }
  return blocks;
}
