// A public XSS corpus: the "Script Injection" section of the Big List of Naughty Strings (npm
// package big-list-of-naughty-strings), read from the installed package, and how to put it into a few drafts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse, serialize, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** The section's payloads as the package has them, one a line. */
export function scriptInjections(): string[] {
  const text = readFileSync(createRequire(import.meta.url).resolve('big-list-of-naughty-strings/blns.txt'), 'utf8');
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^#\s*Script Injection\s*$/.test(line));
  if (start < 0) throw new Error('blns.txt has no Script Injection section');
  const payloads: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('#')) {
      // The section's own description comes first; the next section's title ends it.
      if (payloads.length) break;
      continue;
    }
    if (line.trim()) payloads.push(line);
  }
  return payloads;
}

// As a preview parses it: DOMParser documents run no scripts, so <noscript> holds markup.
const document = (html: string) => parse(html, { scriptingEnabled: false });

function elementsOf(node: Node): Element[] {
  const children = 'childNodes' in node ? node.childNodes : [];
  const own = 'tagName' in node ? [node] : [];
  const inside = 'content' in node && node.content ? elementsOf(node.content) : [];
  return [...own, ...inside, ...children.flatMap(elementsOf)];
}

function bodyHtml(html: string): string {
  const body = elementsOf(document(html)).find((element) => element.tagName === 'body')!;
  return serialize(body);
}

/** What the payloads would name in the page (ids, names) and the events their handlers wait for. */
export function namesAndEvents(payloads: string[]): { names: string[]; events: string[] } {
  const names = new Set<string>();
  const events = new Set(['click', 'dblclick', 'mouseover', 'mouseenter', 'mousedown', 'focus', 'focusin', 'keydown', 'keyup', 'input', 'toggle', 'load', 'error']);
  for (const element of payloads.flatMap((payload) => elementsOf(document(payload)))) {
    for (const { name, value } of element.attrs) {
      if ((name === 'id' || name === 'name') && value) names.add(value);
      if (/^on[a-z]+$/.test(name)) events.add(name.slice(2));
    }
  }
  return { names: [...names], events: [...events] };
}

export interface Draft {
  /** Text the draft starts with, to see it arrive. */
  marker: string;
  html: string;
  payloads: string[];
}

/**
 * The payloads in drafts of at most `size`, each starting with its marker paragraph. A payload
 * joins a draft only if the draft then parses as each of its payloads alone after the marker:
 * one that leaves something open (a comment, a <textarea>, a quote, an <svg>) ends its draft,
 * so none hides or changes another.
 */
export function intoDrafts(payloads: string[], size: number): Draft[] {
  const drafts: Draft[] = [];
  let current: string[] = [];
  const close = () => {
    const marker = `[draft ${drafts.length + 1}]`;
    drafts.push({ marker, html: [`<p>${marker}</p>`, ...current].join('\n'), payloads: current });
    current = [];
  };
  const head = bodyHtml('<p>[draft]</p>\n');
  const alone = (payload: string) => bodyHtml(`<p>[draft]</p>\n${payload}`).slice(head.length);
  for (const payload of payloads) {
    const joined = [...current, payload];
    const together = bodyHtml(`<p>[draft]</p>\n${joined.join('\n')}`);
    const separately = head + joined.map(alone).join('\n');
    if (current.length && (current.length === size || together !== separately)) close();
    current.push(payload);
  }
  if (current.length) close();
  return drafts;
}
