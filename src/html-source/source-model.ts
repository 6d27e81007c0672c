// The owner's HTML as the visual editor receives it, with a map back to the source. Each element
// of the source gets an id (ID_ATTR) so that, after editing, untouched parts are written back as
// their exact source bytes; what the editor cannot render editable (scripts, embeds, forms,
// comments, template code) becomes a placeholder (KEEP_ATTR) that stands for its source.
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { unguessableSuffix } from '../security/unguessable';

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['documentFragment'];
type Element = DefaultTreeAdapterMap['element'];
interface Offsets {
  startOffset: number;
  endOffset: number;
}
/** Where parse5 found a node (and, for an element, its tags). */
interface Location extends Offsets {
  startTag?: Offsets;
  endTag?: Offsets;
}

export interface SourceRange {
  start: number;
  end: number;
}

export interface SourceElement extends SourceRange {
  /** Where the content starts (after the start tag) and ends (before the end tag, if any). */
  innerStart: number;
  innerEnd: number;
}

export interface SourceModel {
  source: string;
  /** What the visual editor is given. */
  editorHtml: string;
  elements: Map<string, SourceElement>;
  kept: Map<string, SourceRange>;
  /** The first id the next model of the same editor may take: ids never repeat within an editor. */
  nextId: number;
  /**
   * The source of what earlier models of the same editor kept as it is, by id: undo may bring
   * their placeholders back into this model's document.
   */
  keptEarlier: ReadonlyMap<string, string>;
}

/** Where a model follows another in the same editor. */
export interface EarlierModels {
  firstId: number;
  kept: ReadonlyMap<string, string>;
}

/** What a model hands to the one that follows it in the same editor. */
export function followingModels(model: SourceModel): EarlierModels {
  const kept = new Map(model.keptEarlier);
  for (const [id, range] of model.kept) kept.set(id, model.source.slice(range.start, range.end));
  return { firstId: model.nextId, kept };
}

/**
 * The map's attributes are named anew for each panel: a site's own markup cannot name them (a
 * game-server listing's `data-ip="185.1.2.3:27015"`, or `data-ip="3"` pointing at another
 * element's source), so no attribute of the source is ever read as the map.
 */
const SESSION = unguessableSuffix();
export const ID_ATTR = `data-ip-${SESSION}`;
export const KEEP_ATTR = `data-ip-keep-${SESSION}`;
/** Map attributes of any panel, this one's or one whose editor a paste was copied from. */
export const MAP_ATTR = /^data-ip-(keep-)?[0-9a-f]{8}$/;

/** Tags the visual editor edits; anything else is kept as it is. */
const EDITABLE = new Set(
  ('a abbr address article aside b bdi bdo big blockquote br caption center cite code col colgroup dd del dfn div dl dt em ' +
    'figcaption figure font footer h1 h2 h3 h4 h5 h6 header hr i img ins kbd li main mark nav ol p pre q s samp section small ' +
    'span strike strong sub sup table tbody td tfoot th thead time tr tt u ul var wbr').split(' '),
);
/** Where a placeholder must be inline, or the browser would close the element around it. */
const PHRASING = new Set('a abbr b bdi bdo big cite code dfn em font h1 h2 h3 h4 h5 h6 i kbd mark p pre q s samp small span strike strong sub sup tt u var caption dt'.split(' '));
/** Where nothing but rows and cells may stand: kept parts there travel with the source between rows. */
const TABLE_STRUCTURE = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr', 'colgroup']);
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));
/** The platform's template variables, such as $SITE_NAME$. */
const TEMPLATE_VARIABLE = /\$[A-Z][A-Z0-9_]*\$/g;

/** `parsed`: the source's parse with source locations, where the caller has it (first-screen.ts). */
export function sourceModel(source: string, keptLabel: (start: string) => string, earlier: EarlierModels = { firstId: 0, kept: new Map() },
  parsed?: DefaultTreeAdapterMap['documentFragment']): SourceModel {
  const elements = new Map<string, SourceElement>();
  const kept = new Map<string, SourceRange>();
  let next = earlier.firstId;

  const placeholder = (range: SourceRange, parent: string, label: string): string => {
    if (TABLE_STRUCTURE.has(parent)) return '';
    const id = String(next++);
    kept.set(id, range);
    const tag = PHRASING.has(parent) ? 'span' : 'div';
    return `<${tag} ${KEEP_ATTR}="${id}" contenteditable="false" class="ip-kept">${escapeText(label)}</${tag}>`;
  };

  const text = (value: string, range: SourceRange | undefined, parent: string): string => {
    const raw = range ? source.slice(range.start, range.end) : '';
    const variables = [...raw.matchAll(TEMPLATE_VARIABLE)];
    // Only where the raw text and the decoded one agree on the variables (no `&#36;` tricks).
    if (!range || !variables.length || variables.length !== [...value.matchAll(TEMPLATE_VARIABLE)].length) return escapeText(value);
    let html = '';
    let decodedAt = 0;
    for (const match of variables) {
      const decodedIndex = value.indexOf(match[0], decodedAt);
      html += escapeText(value.slice(decodedAt, decodedIndex));
      const start = range.start + (match.index ?? 0);
      html += placeholder({ start, end: start + match[0].length }, TABLE_STRUCTURE.has(parent) ? parent : 'span', match[0]);
      decodedAt = decodedIndex + match[0].length;
    }
    return html + escapeText(value.slice(decodedAt));
  };

  const visit = (node: Node, parent: string): string => {
    const location = (node as { sourceCodeLocation?: Location | null }).sourceCodeLocation ?? undefined;
    if (node.nodeName === '#text') {
      const range = location && { start: location.startOffset, end: location.endOffset };
      return text((node as DefaultTreeAdapterMap['textNode']).value, range, parent);
    }
    if (node.nodeName === '#comment') {
      if (!location) return '';
      const range = { start: location.startOffset, end: location.endOffset };
      return placeholder(range, parent, keptLabel(clip(source.slice(range.start, range.end))));
    }
    if (!('tagName' in node)) return '';
    const element = node as Element;
    const tag = element.tagName;
    if (!EDITABLE.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
      if (!location) return '';
      const range = { start: location.startOffset, end: location.endOffset };
      const startTag = location.startTag ? source.slice(location.startTag.startOffset, location.startTag.endOffset) : `<${tag}>`;
      return placeholder(range, parent, keptLabel(clip(startTag)));
    }
    let id = '';
    if (location?.startTag) {
      id = String(next++);
      elements.set(id, {
        start: location.startOffset,
        end: location.endOffset,
        innerStart: location.startTag.endOffset,
        innerEnd: location.endTag ? location.endTag.startOffset : location.endOffset,
      });
    }
    const attributes = element.attrs.map((attr) => ` ${attr.name}="${escapeAttribute(attr.value)}"`).join('');
    const open = `<${tag}${attributes}${id ? ` ${ID_ATTR}="${id}"` : ''}>`;
    if (VOID.has(tag)) return open;
    return `${open}${element.childNodes.map((child) => visit(child as Node, tag)).join('')}</${tag}>`;
  };

  const fragment = parsed ?? parseFragment(source, { sourceCodeLocationInfo: true });
  const editorHtml = fragment.childNodes.map((child) => visit(child as Node, 'template')).join('');
  return { source, editorHtml, elements, kept, nextId: next, keptEarlier: earlier.kept };
}

function clip(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 48 ? `${line.slice(0, 47)}…` : line;
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;');
}

export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/\u00a0/g, '&nbsp;');
}

export function isVoid(tag: string): boolean {
  return VOID.has(tag.toLowerCase());
}
