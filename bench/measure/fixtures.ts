// What the editors are measured on: a page and a news entry whose content is about 200 KB of
// ordinary HTML (headings, paragraphs, lists, links, tables), made through the site's API.
import { seededRandom } from '../../test/support/seeded-random.ts';
import type { RunningSite } from '../../test/e2e/support/flows.ts';

export const LARGE_BODY_BYTES = 200 * 1024;

const WORDS = (
  'site page price service order delivery week month client design studio project news update team office ' +
  'support hosting domain mail form catalogue photo gallery guide answer question contact address phone ' +
  'morning evening holiday schedule discount offer quality simple clear fast careful modern friendly local'
).split(' ');

/** About `bytes` of HTML as a long page of a small business site would have. */
export function largeHtml(bytes = LARGE_BODY_BYTES): string {
  // Seeded, so every run measures the same document.
  const random = seededRandom(20_250_115);
  const word = () => WORDS[Math.floor(random() * WORDS.length)]!;
  const sentence = () => {
    const words = Array.from({ length: 8 + Math.floor(random() * 12) }, word);
    return `${words[0]!.charAt(0).toUpperCase()}${words.join(' ').slice(1)}.`;
  };
  const paragraph = () => {
    const parts = Array.from({ length: 3 + Math.floor(random() * 4) }, sentence);
    if (random() < 0.5) parts.splice(1, 0, `See <a href="/index/0-${2 + Math.floor(random() * 6)}">${word()} ${word()}</a>.`);
    if (random() < 0.4) parts.push(`<strong>${sentence()}</strong>`);
    return `<p>${parts.join(' ')}</p>`;
  };
  const list = () => `<ul>${Array.from({ length: 3 + Math.floor(random() * 4) }, () => `<li>${sentence()}</li>`).join('')}</ul>`;
  const table = () =>
    `<table><tbody>${Array.from({ length: 4 }, () => `<tr><td>${word()} ${word()}</td><td>${Math.floor(random() * 9000 + 100)}</td><td>${sentence()}</td></tr>`).join('')}</tbody></table>`;
  const chunks: string[] = [];
  let size = 0;
  for (let section = 1; size < bytes; section++) {
    const block = [`<h2>Section ${section}: ${word()} and ${word()}</h2>`, paragraph(), paragraph(), section % 3 ? list() : table(), paragraph()].join('\n');
    chunks.push(block);
    size += Buffer.byteLength(block) + 1;
  }
  return chunks.join('\n');
}

async function api(site: RunningSite, method: string, path: string, body?: Record<string, string>): Promise<Record<string, unknown>> {
  const response = await fetch(`${site.url}/uapi${path}`, {
    method,
    headers: { Authorization: `Bearer ${site.token}` },
    body: body && new URLSearchParams(body),
  });
  const payload = (await response.json().catch(() => ({}))) as { success?: Record<string, unknown> };
  if (!response.ok || !payload.success) throw new Error(`site API ${method} ${path} failed (${response.status}): ${JSON.stringify(payload).slice(0, 300)}`);
  return payload.success;
}

export interface LargeFixtures {
  /** The page with the 200 KB body: its id and public address. */
  page: { id: number; url: string; name: string };
  /** A news entry whose content is the same 200 KB. */
  entry: { id: number; url: string; title: string };
  /** A page whose content is the same 200 KB inside a `<div class="content">` it never closes (a wrapper the template closes, as hand-written pages have). */
  wrapped: { id: number; url: string };
  bodyBytes: number;
}

/** A new page of the site whose content is `html`: its id and public address. */
export async function makePage(site: RunningSite, name: string, html: string): Promise<{ id: number; url: string }> {
  const page = await api(site, 'POST', '/pages', { name, message: html });
  return { id: Number(page.id), url: new URL(String(page.url), site.url).href };
}

export async function makeLargeFixtures(site: RunningSite): Promise<LargeFixtures> {
  const html = largeHtml();
  const page = await api(site, 'POST', '/pages', { name: 'Price list and service guide', message: html });
  const entry = await api(site, 'PUT', '/news?id=2', { message: html });
  const wrapped = await makePage(site, 'Price list, wrapped', `<div class="content">\n${html}`);
  return {
    wrapped,
    page: { id: Number(page.id), url: new URL(String(page.url), site.url).href, name: String(page.name) },
    entry: { id: Number(entry.id), url: new URL(String(entry.url), site.url).href, title: String(entry.title) },
    bodyBytes: Buffer.byteLength(html),
  };
}

/** The public address of a news entry. */
export async function newsEntryUrl(site: RunningSite, id: number): Promise<{ url: string; title: string }> {
  const entry = await api(site, 'GET', `/news?id=${id}`);
  return { url: new URL(String(entry.url), site.url).href, title: String(entry.title) };
}

/** About `bytes` of CSS as a site grown over the years has: the site's own rules, then many more. */
export function largeCss(own: string, bytes = LARGE_BODY_BYTES): string {
  const random = seededRandom(20_251_123);
  const word = () => WORDS[Math.floor(random() * WORDS.length)]!;
  const colour = () => `#${Math.floor(random() * 0xffffff).toString(16).padStart(6, '0')}`;
  const rules: string[] = [own];
  let size = Buffer.byteLength(own);
  for (let i = 1; size < bytes; i++) {
    const rule = `.${word()}-${i} .${word()}, .${word()}-${i}:hover {\n  color: ${colour()};\n  margin: ${i % 7}px ${i % 11}px;\n  border-bottom: 1px solid ${colour()};\n}\n`;
    rules.push(rule);
    size += Buffer.byteLength(rule);
  }
  return rules.join('\n');
}

/** Gives the site's CSS (template 3/3) about 200 KB for as long as `during` runs, then puts its own back. */
export async function withLargeCss<T>(site: RunningSite, during: (title: string) => Promise<T>): Promise<T> {
  const template = await api(site, 'GET', '/templates/3/3');
  const own = String(template.content ?? '');
  await api(site, 'PUT', '/templates/3/3', { content: largeCss(own) });
  try {
    return await during(String(template.title));
  } finally {
    await api(site, 'PUT', '/templates/3/3', { content: own });
  }
}
