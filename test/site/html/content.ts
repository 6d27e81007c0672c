// An entry's text as the platform shows it, by its declared format: `html` as stored, `plain`
// and `bb` escaped unless the HTML flag is on, line ends to <br /> when end2br is on.
import { escapeHtml } from './escape.ts';

const BB_RULES: [RegExp, string][] = [
  [/\[b\]([\s\S]*?)\[\/b\]/gi, '<b>$1</b>'],
  [/\[i\]([\s\S]*?)\[\/i\]/gi, '<i>$1</i>'],
  [/\[u\]([\s\S]*?)\[\/u\]/gi, '<u>$1</u>'],
  [/\[s\]([\s\S]*?)\[\/s\]/gi, '<s>$1</s>'],
  [/\[quote\]([\s\S]*?)\[\/quote\]/gi, '<blockquote>$1</blockquote>'],
  [/\[url=(https?:\/\/[^\]\s"]+|\/[^\]\s"]*)\]([\s\S]*?)\[\/url\]/gi, '<a href="$1">$2</a>'],
  [/\[url\](https?:\/\/[^[\s"]+)\[\/url\]/gi, '<a href="$1">$1</a>'],
  [/\[img\](https?:\/\/[^[\s"]+|\/[^[\s"]*)\[\/img\]/gi, '<img src="$1" alt="">'],
];

export function renderText(text: string, type: string, includeHtml: number, end2br: number): string {
  let html = text;
  if (type !== 'html' && includeHtml !== 1) html = escapeHtml(html);
  if (type === 'bb') for (const [pattern, replacement] of BB_RULES) html = html.replace(pattern, replacement);
  if (end2br === 1) html = html.replace(/\r?\n/g, '<br />\n');
  return html;
}
