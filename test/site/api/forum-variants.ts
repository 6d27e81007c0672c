// The forum's posts in the variants mode (variants.ts): platform-notes §7 says a post is stored as
// HTML with markers, but a site may answer BB code (the notes call forum text "usually BB code");
// no source shows which the API sends. In this mode the posts of odd ids come as BB code, every
// time (a site answers one way: a post that changed shape between two reads would pass for one
// the site changed), converted here from the markers the way the backup converters of §7 read
// them: the site's own reading, not the extension's.
import { isObject } from './seeded-mode.ts';

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&', '&nbsp;': ' ' };
const decode = (html: string) => html.replace(/&(lt|gt|quot|#39|amp|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);

/** The BB code the platform's edit form would show for a stored post. */
export function storedPostAsBB(html: string): string {
  let bb = html;
  // Blocks first, innermost text kept: quote with its author, code as written, spoiler with its title.
  bb = bb.replace(/<!--uzquote-->[\s\S]*?<!--qn-->([\s\S]*?)<!--\/qn-->[\s\S]*?<!--uzq-->([\s\S]*?)<!--\/uzq-->[\s\S]*?<!--\/uzquote-->/g, (_, name: string, text: string) => `[quote="${name}"]${text}[/quote]`);
  bb = bb.replace(/<!--uzquote-->[\s\S]*?<!--uzq-->([\s\S]*?)<!--\/uzq-->[\s\S]*?<!--\/uzquote-->/g, (_, text: string) => `[quote]${text}[/quote]`);
  bb = bb.replace(/<!--uzcode-->[\s\S]*?<!--uzc-->([\s\S]*?)<!--\/uzc-->[\s\S]*?<!--\/uzcode-->/g, (_, text: string) => `[code]${text.replace(/<br\s*\/?>/gi, '\n')}[/code]`);
  bb = bb.replace(/<!--uSpoiler-->[\s\S]*?<!--usn\(=([^)]*)\)-->[\s\S]*?<!--ust-->([\s\S]*?)<!--\/ust-->[\s\S]*?<!--\/uSpoiler-->/g, (_, title: string, text: string) => `[spoiler=${title}]${text}[/spoiler]`);
  bb = bb.replace(/<!--uSpoiler-->[\s\S]*?<!--ust-->([\s\S]*?)<!--\/ust-->[\s\S]*?<!--\/uSpoiler-->/g, (_, text: string) => `[spoiler]${text}[/spoiler]`);
  bb = bb.replace(/<br\s*\/?>/gi, '\n').replace(/<(\/?)(b|i|u|s)>/gi, (_, close: string, tag: string) => `[${close}${tag.toLowerCase()}]`);
  bb = bb.replace(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, text: string) => `[url=${href}]${text}[/url]`);
  return decode(bb.replace(/<[^>]*>/g, ''));
}

/** A forum answer (one post, a list of them, a write's answer) with each post's text maybe as BB code. */
export function varyForumAnswer(payload: unknown): unknown {
  if (!isObject(payload)) return payload;
  if (typeof payload.message === 'string' && 'topic_id' in payload) return varyPost(payload);
  for (const key of ['messages', 'items', 'entries']) {
    const list = payload[key];
    if (Array.isArray(list)) return { ...payload, [key]: list.map((post: unknown) => (isObject(post) ? varyPost(post) : post)) };
  }
  return payload;
}

function varyPost(post: Record<string, unknown>): Record<string, unknown> {
  return Number(post.id) % 2 === 1 && typeof post.message === 'string' ? { ...post, message: storedPostAsBB(post.message) } : post;
}
