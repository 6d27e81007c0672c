// BB code as the platform renders it into a post's HTML, for the parts the owner changed: its
// markup for each tag (guesses where platform-notes §7 names only the markers), text escaped,
// addresses only of the web or the site, and `[keep=N]` as the bytes kept for it. Parsed by
// @bbob/parser, the code block's contents taken as written.
import { parse } from '@bbob/parser';
import type { TagNode } from '@bbob/plugin-helper';

type Node = string | TagNode;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const text = (value: string) => escape(value).replace(/\r?\n/g, '<br />');
/** An address a post may link to or show: of the web, mail, or the site's own. */
const safeAddress = (value: string) => (/^(https?:\/\/|mailto:|\/(?!\/))/i.test(value.trim()) ? value.trim() : null);

let spoilers = 0;

/** `[tag=value]`'s value (@bbob keeps it as the attribute named by itself). */
const valueOf = (node: TagNode) => {
  const [first] = Object.keys(node.attrs ?? {});
  return first === undefined ? '' : String((node.attrs as Record<string, unknown>)[first]);
};

const sourceOf = (nodes: Node[] | undefined): string => (nodes ?? []).map((node) => (typeof node === 'string' ? node : `[${node.tag}${valueOf(node) ? `=${valueOf(node)}` : ''}]${sourceOf(node.content as Node[])}[/${node.tag}]`)).join('');

function wrap(node: TagNode, kept: readonly string[]): string {
  const inner = () => render(node.content as Node[], kept);
  const value = valueOf(node);
  switch (node.tag.toLowerCase()) {
    case 'b': case 'i': case 'u': case 's': case 'sub': case 'sup': return `<${node.tag.toLowerCase()}>${inner()}</${node.tag.toLowerCase()}>`;
    case 'o': return `<span style="text-decoration:overline;">${inner()}</span>`;
    case 'c': case 'l': case 'r': case 'j': return `<div align="${{ c: 'center', l: 'left', r: 'right', j: 'justify' }[node.tag.toLowerCase() as 'c']}">${inner()}</div>`;
    case 'size': return /^\d{1,2}$/.test(value) ? `<span style="font-size:${value}pt;">${inner()}</span>` : inner();
    case 'color': return /^#?[a-z0-9]{1,20}$/i.test(value) ? `<span style="color:${value}">${inner()}</span>` : inner();
    case 'font': return /^[\w \-]{1,40}$/.test(value) ? `<span style="font-family:${value}">${inner()}</span>` : inner();
    case 'url': {
      const address = safeAddress(value || sourceOf(node.content as Node[]));
      return address ? `<a class="link" href="${escape(address)}" rel="nofollow" target="_blank">${inner()}</a>` : inner();
    }
    case 'img': {
      const address = safeAddress(sourceOf(node.content as Node[]));
      return address ? `<img src="${escape(address)}" border="0" alt=""/>` : '';
    }
    case 'hr': return '<hr />';
    case 'list': return `<${value === '1' ? 'ol type="1"' : 'ul'}>${listItems(node.content as Node[], kept)}</${value === '1' ? 'ol' : 'ul'}>`;
    case '*': return `<li>${inner()}</li>`;
    case 'quote': return `<!--uzquote--><div class="bbQuoteBlock"><div class="bbQuoteName" style="padding-left:5px;font-size:7pt"><b>Цитата</b>${value ? ` <!--qn-->${escape(value)}<!--/qn-->` : ''}</div><div class="quoteMessage" style="border:1px inset;max-height:200px;overflow:auto;"><!--uzq-->${inner()}<!--/uzq--></div></div><!--/uzquote-->`;
    case 'code': return `<!--uzcode--><div class="bbCodeBlock"><div class="bbCodeName" style="padding-left:5px;font-weight:bold;font-size:7pt">Код</div><div class="codeMessage" style="border:1px inset;max-height:200px;overflow:auto;"><!--uzc-->${text(sourceOf(node.content as Node[]))}<!--/uzc--></div></div><!--/uzcode-->`;
    case 'spoiler': {
      const id = `${Date.now().toString(36)}${(spoilers++).toString(36)}`;
      const title = value ? escape(value) : '';
      return `<!--uSpoiler--><div class="uSpoilerClosed" id="uSpoiler${id}"><div class="uSpoilerButBl"><input type="button" class="uSpoilerButton" value="[+] ${title || 'Спойлер'}"/></div><div class="uSpoilerText">${title ? `<!--usn(=${title})-->` : ''}<!--ust-->${inner()}<!--/ust--></div></div><!--/uSpoiler-->`;
    }
    case 'hide': return `<!--BBhide--><span class="UhideBlock">${inner()}</span><!--/BBhide-->`;
    case 'keep': return kept[Number(value)] ?? '';
    // A tag this does not know is the owner's text, as typed.
    default: return text(`[${node.tag}${value ? `=${value}` : ''}]`) + inner() + (node.end ? text(`[/${node.tag}]`) : '');
  }
}

/** A list's items: each `[*]` holds what follows it up to the next (BB code never closes one). */
function listItems(nodes: Node[], kept: readonly string[]): string {
  const items: Node[][] = [];
  for (const node of nodes) {
    if (typeof node !== 'string' && node.tag === '*') items.push([...((node.content as Node[]) ?? [])]);
    else if (items.length) items[items.length - 1]!.push(node);
    else if (typeof node !== 'string' || node.trim()) items.push([node]);
  }
  return items.map((item) => `<li>${render(item, kept)}</li>`).join('');
}

function render(nodes: Node[], kept: readonly string[]): string {
  return nodes.map((node) => (typeof node === 'string' ? text(node) : wrap(node, kept))).join('');
}

/** The post's HTML for `bb`, `[keep=N]` as `kept[N]`. */
export function renderBB(bb: string, kept: readonly string[]): string {
  return render(parse(bb, { contextFreeTags: ['code'] }) as Node[], kept);
}
