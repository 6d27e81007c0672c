// Reads what tells a page of the platform (its markers) off the live page, cheaply: no
// serialisation of the DOM. Only for a site not added yet: the content script of an added site
// reports what the page shows instead (src/content/page-facts.ts).
import type { PageSignals } from '../detect/platform-markers';

/**
 * Self-contained (no imports, no module state): the background runs it, once, in a tab the
 * owner pointed the toolbar button at, through scripting.executeScript.
 */
export function readPageSignals(doc: Document = document): PageSignals {
  const MAX_ITEMS = 200;
  // Comments carry the global blocks' markers: read further than other items.
  const MAX_COMMENTS = 1_000;
  const comments: string[] = [];
  const walker = doc.createTreeWalker(doc.documentElement, NodeFilter.SHOW_COMMENT);
  while (comments.length < MAX_COMMENTS && walker.nextNode()) comments.push(walker.currentNode.nodeValue ?? '');
  return {
    hostname: doc.location.hostname,
    cookieNames: doc.cookie.split(';').map((pair) => pair.split('=')[0]!.trim()).filter(Boolean),
    bodyClasses: [...(doc.body?.classList ?? [])],
    inlineScripts: [...doc.querySelectorAll('script:not([src])')].slice(0, MAX_ITEMS).map((s) => (s.textContent ?? '').slice(0, 4000)),
    assetUrls: [...doc.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')]
      .slice(0, MAX_ITEMS)
      .map((el) => el.getAttribute('src') ?? el.getAttribute('href') ?? ''),
    // POWERED_BY_LINKS of src/detect/platform-markup.ts, written here again: this function imports nothing.
    links: [...doc.querySelectorAll<HTMLAnchorElement>('a[href*="ucoz."]')].slice(0, MAX_ITEMS).map((a) => ({
      href: a.href,
      title: a.title,
      imageSrc: a.querySelector('img')?.getAttribute('src') ?? '',
    })),
    comments,
  };
}
