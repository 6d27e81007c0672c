// A content field's HTML as the owner reads it on the page, for comparing versions of it: its text,
// a line for each paragraph, heading or list item, a picture by its description. Parsed into an
// inert document (DOMParser runs no script and loads nothing); the source stays one click away.
const BLOCKS = 'p,div,h1,h2,h3,h4,h5,h6,li,tr,blockquote,pre,section,article,header,footer,figure,table,ul,ol,hr';

/** Fields edited in the visual editor: their versions are compared as text. */
export const CONTENT_FIELDS: readonly string[] = ['message', 'description'];

export function readableText(html: string): string {
  if (!/<[a-z!/]/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.querySelectorAll('script,style,template,noscript')) element.remove();
  for (const image of doc.querySelectorAll('img')) {
    const name = image.getAttribute('alt') || (image.getAttribute('src') ?? '').split(/[?#]/)[0]!.split('/').filter(Boolean).pop() || '';
    image.replaceWith(`[${name}]`);
  }
  for (const br of doc.querySelectorAll('br')) br.replaceWith('\n');
  for (const block of doc.querySelectorAll(BLOCKS)) block.append('\n');
  return (doc.body.textContent ?? '').replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}
