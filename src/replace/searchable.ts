// Where in a field the search may look. By default only the text a visitor reads changes: in
// HTML, the text between tags, never a tag, an attribute, a comment, a script or a style, nor the
// platform's template code (`<?if(...)?>`, `$VARIABLE$`, which parse as comments and text). With
// "addresses and attributes too" the whole field is searched (a change of domain). A plain field
// (a title, a menu label) is all text; an address (a menu item's) and the site's CSS have none a
// visitor reads.
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

export type FieldText = 'html' | 'plain' | 'css' | 'address';

export interface Span {
  start: number;
  end: number;
}

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['documentFragment'];
/** Elements whose text no visitor reads. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'textarea', 'title']);
/** The platform's variables in text: `$POWERED_BY$`, `$USER$`… */
const VARIABLE = /\$[A-Z][A-Z0-9_]*\$/g;

export function searchableSpans(text: string, kind: FieldText, everywhere: boolean): Span[] {
  if (everywhere || kind === 'plain') return withoutVariables(text, [{ start: 0, end: text.length }]);
  if (kind === 'css' || kind === 'address') return [];
  const spans: Span[] = [];
  const visit = (node: Node) => {
    if (node.nodeName === '#text' && 'sourceCodeLocation' in node && node.sourceCodeLocation) {
      spans.push({ start: node.sourceCodeLocation.startOffset, end: node.sourceCodeLocation.endOffset });
      return;
    }
    if ('tagName' in node && HIDDEN.has(node.tagName)) return;
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  visit(parseFragment(text, { sourceCodeLocationInfo: true }));
  return withoutVariables(text, spans);
}

/** The spans less the platform's variables in them: replacing inside `$POWERED_BY$` would break it. */
function withoutVariables(text: string, spans: Span[]): Span[] {
  return spans.flatMap(({ start, end }) => {
    const parts: Span[] = [];
    let from = start;
    for (const variable of text.slice(start, end).matchAll(VARIABLE)) {
      const at = start + variable.index;
      if (at > from) parts.push({ start: from, end: at });
      from = at + variable[0].length;
    }
    if (end > from) parts.push({ start: from, end });
    return parts;
  });
}
