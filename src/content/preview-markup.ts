// Draft markup against nodes: where the markup of each node ends in a draft, and the tags of an
// element, as the HTML serializer writes them inside a body. The panel sends the draft written
// out that way, so markup that is the same is the same nodes.

/** A node as the HTML serializer writes it inside a body (null: a kind the draft never has at its top). */
export function written(node: Node): string | null {
  if (node.nodeType === Node.ELEMENT_NODE) return (node as Element).outerHTML;
  if (node.nodeType === Node.TEXT_NODE) {
    return (node as Text).data.replace(/&/g, '&amp;').replace(/\u00a0/g, '&nbsp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }
  if (node.nodeType === Node.COMMENT_NODE) return `<!--${(node as Comment).data}-->`;
  return null;
}

/** Where each node's markup ends, if `html` from `start` to `end` is exactly the nodes written out. */
export function markupEnds(html: string, start: number, end: number, nodes: Node[]): number[] | null {
  const ends: number[] = [];
  let at = start;
  for (const node of nodes) {
    const markup = written(node);
    if (markup === null || !html.startsWith(markup, at)) return null;
    at += markup.length;
    ends.push(at);
  }
  return at === end ? ends : null;
}

export const isText = (node: Node | undefined) => node?.nodeType === Node.TEXT_NODE;

/** What `element`, whose markup `html` is, holds: its tags, the markup inside, its children and where each ends; null where `html` is not exactly that. */
export function insideOf(element: Element, html: string) {
  const tags = tagsOf(element);
  const inner = tags && innerOf(html, tags);
  if (!tags || typeof inner !== 'string') return null;
  const children = [...element.childNodes];
  const ends = markupEnds(inner, 0, inner.length, children);
  return ends ? { ...tags, inner, children, ends } : null;
}

/** `element`'s start and end tags as written (null for a void element), without writing out what it holds. */
export function tagsOf(element: Element): { open: string; close: string } | null {
  const close = `</${element.localName}>`;
  const empty = (element.cloneNode(false) as Element).outerHTML;
  return empty.endsWith(close) ? { open: empty.slice(0, -close.length), close } : null;
}

/** What `html` holds inside `tags`, if it is that element's markup. */
export function innerOf(html: string, tags: { open: string; close: string }): string | null {
  return html.length >= tags.open.length + tags.close.length && html.startsWith(tags.open) && html.endsWith(tags.close)
    ? html.slice(tags.open.length, html.length - tags.close.length)
    : null;
}
