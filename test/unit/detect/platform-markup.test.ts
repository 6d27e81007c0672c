// @vitest-environment node
// The platform's markup as Inplace reads it (src/detect/platform-markup.ts), held to pages: each
// constant against the reference site's pages and the repository's fixtures of the platform's
// markup, with how many times it matches each, read from a parsed document the way its reader
// reads it. A constant that matches nothing anywhere fails, and so does a count that moves: a
// change to a selector, or to the pages, is then seen and decided. And no other file of src/
// writes these again.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { Window } from 'happy-dom';
import ts from 'typescript';
import { beforeAll, describe, expect, test } from 'vitest';
import * as markup from '@/src/detect/platform-markup';
import { CONTENT_CORPUS } from '../../fixtures/content-corpus';
import { createSite } from '../../site/server';

const ROOT = resolve(__dirname, '../../..');
const ORIGIN = 'http://127.0.0.1';

/** The reference site's pages, each showing some of the platform's parts. */
const SITE_PAGES = {
  home: '/', // both menus, the global blocks, the mini-chat and the poll of the layout
  contacts: '/index/0-6', // a page with a mail form
  ownTemplate: '/sale', // a page with a template of its own: no menus, no blocks
  newsList: '/news/', // a list of entries
  newsEntry: '/news/my-zapustili-novyj-sajt/2025-01-15-1', // an entry with its comments
  guestBook: '/gb/', // the guest book's messages in the list markup
  photoPage: '/photo/1-0-1', // a photo's page: its title, image, description and rating
  album: '/photo/ofis/1-1-0-0-1', // an album's page: its photos in the list markup
  videoPage: '/video/vip/1/editor-walkthrough', // a video's page: its title, description and rating
  videoCategory: '/video/vic/lessons', // a video category's page: its videos in the list markup
  topic: '/forum/1-1-1', // a forum topic's page: its posts
  shopCategory: '/shop/electronics/phones', // a shop category's page: its heading's link names it
} as const;

/**
 * The repository's fixtures of the platform's markup: the pages the content script's tests build
 * (read from their files, loaded as those tests load them) and the content corpus's snippets
 * (test/fixtures/content-corpus.ts). All are written in the platform's shapes: no page saved from
 * a real site is kept in the repository.
 */
const FIXTURE_PAGES = {
  pointTargetsPage: { file: 'test/unit/content/point-targets.test.ts', name: 'PAGE', wrap: (html: string) => `<body>${html}</body>` },
  pageFactsPage: { file: 'test/unit/content/page-facts.test.ts', name: 'PAGE', wrap: (html: string) => `<html>${html}</html>` },
} as const;

type Source = keyof typeof SITE_PAGES | keyof typeof FIXTURE_PAGES | 'contentCorpus';
type Counts = Record<Source, number>;
type Name = keyof typeof markup;

/** A top-level `const <name> = `…`` of a file, as written (no substitutions). */
function constantText(file: string, name: string): string {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer && ts.isNoSubstitutionTemplateLiteral(declaration.initializer)) {
        return declaration.initializer.text;
      }
    }
  }
  throw new Error(`${file} has no fixture ${name}`);
}

/** A page parsed as a browser parses it, at its address (links resolve against it). */
function parse(html: string, path = '/'): Document {
  const window = new Window({ url: `${ORIGIN}${path}` });
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** The comments of the document's element, as the readers walk them. */
function comments(doc: Document): string[] {
  const found: string[] = [];
  const walker = doc.createTreeWalker(doc.documentElement, 0x80 /* NodeFilter.SHOW_COMMENT */);
  while (walker.nextNode()) found.push(walker.currentNode.nodeValue ?? '');
  return found;
}

const all = (doc: Document, selector: string): Element[] => [...doc.querySelectorAll(selector)];
const inside = (doc: Document, outer: string, selector: string) => all(doc, outer).flatMap((part) => [...part.querySelectorAll(selector)]).length;
/** Elements (of those `among`) whose id is the prefix and a positive number, as idsAfterPrefix takes them. */
const withIdAfter = (doc: Document, prefix: string, among = '[id]') =>
  all(doc, among).filter((element) => element.id.startsWith(prefix) && /^[1-9]\d*$/.test(element.id.slice(prefix.length))).length;
const inlineScripts = (doc: Document) => all(doc, 'script:not([src])').map((script) => script.textContent ?? '');
const assetUrls = (doc: Document) => all(doc, 'script[src], link[href]').map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '');
const poweredByLinks = (doc: Document) => all(doc, markup.POWERED_BY_LINKS) as HTMLAnchorElement[];

/** How each constant is counted in a document: the way its reader reads it. */
const COUNT: Record<Name, (doc: Document) => number> = {
  MENU_ID_PREFIX: (doc) => withIdAfter(doc, markup.MENU_ID_PREFIX),
  MENU: (doc) => all(doc, markup.MENU).length,
  MENU_LINK: (doc) => inside(doc, markup.MENU, markup.MENU_LINK),
  MENU_ROOT_CLASS: (doc) => all(doc, `.${markup.MENU_ROOT_CLASS}`).length,
  WITH_SUBMENU_CLASS: (doc) => all(doc, `.${markup.WITH_SUBMENU_CLASS}`).length,
  SUBMENU_CLASS: (doc) => all(doc, `.${markup.SUBMENU_CLASS}`).length,
  MENU_CURRENT_CLASS: (doc) => inside(doc, markup.MENU, `a.${markup.MENU_CURRENT_CLASS}`),
  ENTRY_TITLE: (doc) => all(doc, markup.ENTRY_TITLE).length,
  ENTRY_MESSAGE: (doc) => all(doc, markup.ENTRY_MESSAGE).length,
  ENTRY_DETAILS: (doc) => all(doc, markup.ENTRY_DETAILS).length,
  LISTED_ENTRY_ID_PREFIX: (doc) => withIdAfter(doc, markup.LISTED_ENTRY_ID_PREFIX),
  LISTED_ENTRY: (doc) => all(doc, markup.LISTED_ENTRY).length,
  COMMENT_ID_PREFIX: (doc) => withIdAfter(doc, markup.COMMENT_ID_PREFIX),
  POST_TEXT: (doc) => all(doc, markup.POST_TEXT).length,
  POST_ROW_ID: (doc) => all(doc, 'tr[id]').filter((row) => markup.POST_ROW_ID.test(row.id)).length,
  POST_AUTHOR: (doc) => all(doc, markup.POST_AUTHOR).length,
  POST_TEXT_ID_PREFIXES: (doc) => markup.POST_TEXT_ID_PREFIXES.reduce((found, prefix) => found + withIdAfter(doc, prefix), 0),
  COMMENT: (doc) => all(doc, markup.COMMENT).length,
  COMMENT_ID: (doc) => all(doc, markup.COMMENT).filter((element) => markup.COMMENT_ID.test(element.id)).length,
  COMMENT_AUTHOR: (doc) => inside(doc, markup.COMMENT, markup.COMMENT_AUTHOR),
  MAIL_FORM_ID_PREFIX: (doc) => withIdAfter(doc, markup.MAIL_FORM_ID_PREFIX, markup.MAIL_FORM), // page-facts takes forms only
  MAIL_FORM: (doc) => all(doc, markup.MAIL_FORM).length,
  MAIL_FORM_LABELS: (doc) => inside(doc, markup.MAIL_FORM, markup.MAIL_FORM_LABELS),
  PHOTO_PAGE: (doc) => all(doc, markup.PHOTO_PAGE).length,
  RATING_ID_PREFIX: (doc) => withIdAfter(doc, markup.RATING_ID_PREFIX),
  PHOTO_SHOWN: (doc) => all(doc, markup.PHOTO_SHOWN).length,
  PHOTO_TITLE: (doc) => all(doc, markup.PHOTO_TITLE).length,
  PHOTO_DESCRIPTION: (doc) => all(doc, markup.PHOTO_DESCRIPTION).length,
  ALBUM_LIST: (doc) => all(doc, markup.ALBUM_LIST).length,
  VIDEO_PAGE: (doc) => all(doc, markup.VIDEO_PAGE).length,
  VIDEO_SHOWN: (doc) => all(doc, markup.VIDEO_SHOWN).length,
  VIDEO_TITLE: (doc) => all(doc, markup.VIDEO_TITLE).length,
  VIDEO_DESCRIPTION: (doc) => all(doc, markup.VIDEO_DESCRIPTION).length,
  SHOP_CATEGORY_ID_PREFIX: (doc) => withIdAfter(doc, markup.SHOP_CATEGORY_ID_PREFIX),
  SHOP_CATEGORY_SHOWN: (doc) => all(doc, markup.SHOP_CATEGORY_SHOWN).length,
  ALBUM_ITEM_CLASSES: (doc) => inside(doc, markup.ALBUM_LIST, `li.${markup.ALBUM_ITEM_CLASSES.item.replace(' ', '.')} > .${markup.ALBUM_ITEM_CLASSES.block} > a.${markup.ALBUM_ITEM_CLASSES.link} + .${markup.ALBUM_ITEM_CLASSES.title}`),
  POLL_ID_PREFIX: (doc) => withIdAfter(doc, markup.POLL_ID_PREFIX),
  POLL: (doc) => all(doc, markup.POLL).length,
  POLL_QUESTION: (doc) => inside(doc, markup.POLL, markup.POLL_QUESTION),
  MINICHAT_ID: (doc) => all(doc, `#${markup.MINICHAT_ID}`).length,
  MINICHAT_MESSAGE_ID_PREFIX: (doc) => withIdAfter(doc, markup.MINICHAT_MESSAGE_ID_PREFIX),
  CONTENT_CONTAINERS: (doc) => all(doc, markup.CONTENT_CONTAINERS.join(', ')).length,
  GLOBAL_BLOCK_OPENING: (doc) => comments(doc).filter((text) => markup.GLOBAL_BLOCK_OPENING.test(text.trim())).length,
  GLOBAL_BLOCK_CLOSING: (doc) => comments(doc).filter((text) => markup.GLOBAL_BLOCK_CLOSING.test(text.trim())).length,
  GLOBAL_BLOCK_MARKER: (doc) => comments(doc).filter((text) => markup.GLOBAL_BLOCK_MARKER.test(text.trim())).length,
  SITE_CSS_PATH: (doc) => (all(doc, 'link[rel~="stylesheet"]') as HTMLLinkElement[]).filter((link) => new URL(link.href).pathname === markup.SITE_CSS_PATH).length,
  JS_DATA_MARKER: (doc) => inlineScripts(doc).filter((text) => text.includes(markup.JS_DATA_MARKER)).length,
  UCOZ_OBJECT: (doc) => inlineScripts(doc).filter((text) => markup.UCOZ_OBJECT.test(text)).length,
  SYSTEM_ASSET: (doc) => assetUrls(doc).filter((url) => markup.SYSTEM_ASSET.test(url)).length,
  MODULE_BODY_CLASS: (doc) => [...(doc.body?.classList ?? [])].filter((name) => markup.MODULE_BODY_CLASS.test(name)).length,
  POWERED_BY_LINKS: (doc) => poweredByLinks(doc).length,
  POWERED_BY_HOST: (doc) => poweredByLinks(doc).filter((link) => markup.POWERED_BY_HOST.test(new URL(link.href).hostname)).length,
  POWERED_BY_TITLE: (doc) => poweredByLinks(doc).filter((link) => markup.POWERED_BY_TITLE.test(link.title)).length,
  POWERED_BY_IMAGE_PATH: (doc) => poweredByLinks(doc).filter((link) => (link.querySelector('img')?.getAttribute('src') ?? '').includes(markup.POWERED_BY_IMAGE_PATH)).length,
};

/** What each constant matches on each page: exact. */
const EXPECTED: Record<Name, Partial<Counts>> = {
  MENU_ID_PREFIX: { home: 2, contacts: 2, newsList: 2, newsEntry: 2, guestBook: 2, pointTargetsPage: 1, pageFactsPage: 2, photoPage: 2, album: 2, videoPage: 2, videoCategory: 2 , topic: 2, shopCategory: 2 },
  MENU: { home: 2, contacts: 2, newsList: 2, newsEntry: 2, guestBook: 2, pointTargetsPage: 1, pageFactsPage: 2, photoPage: 2, album: 2, videoPage: 2, videoCategory: 2 , topic: 2, shopCategory: 2 },
  MENU_LINK: { home: 13, contacts: 13, newsList: 13, newsEntry: 13, guestBook: 13, pointTargetsPage: 5, pageFactsPage: 4, photoPage: 13, album: 13, videoPage: 13, videoCategory: 13 , topic: 13, shopCategory: 13 },
  MENU_ROOT_CLASS: { home: 2, contacts: 2, newsList: 2, newsEntry: 2, guestBook: 2, pointTargetsPage: 1, pageFactsPage: 1, photoPage: 2, album: 2, videoPage: 2, videoCategory: 2 , topic: 2, shopCategory: 2 },
  WITH_SUBMENU_CLASS: { home: 1, contacts: 1, newsList: 1, newsEntry: 1, guestBook: 1, pointTargetsPage: 1, photoPage: 1, album: 1, videoPage: 1, videoCategory: 1 , topic: 1, shopCategory: 1 },
  SUBMENU_CLASS: { home: 1, contacts: 1, newsList: 1, newsEntry: 1, guestBook: 1, pointTargetsPage: 1, photoPage: 1, album: 1, videoPage: 1, videoCategory: 1 , topic: 1, shopCategory: 1 },
  MENU_CURRENT_CLASS: { home: 2, contacts: 1, newsList: 2, pointTargetsPage: 1 },
  ENTRY_TITLE: { newsList: 4, newsEntry: 1, pointTargetsPage: 1, contentCorpus: 1 },
  ENTRY_DETAILS: { newsList: 4, newsEntry: 1, contentCorpus: 1 },
  ENTRY_MESSAGE: { newsList: 4, newsEntry: 1, pointTargetsPage: 1, contentCorpus: 1 },
  LISTED_ENTRY_ID_PREFIX: { newsList: 4, guestBook: 2, album: 2, videoCategory: 1 },
  LISTED_ENTRY: { newsList: 4, guestBook: 2 },
  PHOTO_PAGE: { photoPage: 1 },
  RATING_ID_PREFIX: { photoPage: 1, videoPage: 1 },
  PHOTO_SHOWN: { photoPage: 1 },
  PHOTO_TITLE: { photoPage: 1 },
  PHOTO_DESCRIPTION: { photoPage: 1 },
  ALBUM_LIST: { album: 1, videoCategory: 1 },
  VIDEO_PAGE: { videoPage: 1 },
  VIDEO_SHOWN: { videoPage: 1 },
  VIDEO_TITLE: { videoPage: 1 },
  VIDEO_DESCRIPTION: { videoPage: 1 },
  SHOP_CATEGORY_ID_PREFIX: { shopCategory: 1 },
  SHOP_CATEGORY_SHOWN: { shopCategory: 1 },
  ALBUM_ITEM_CLASSES: { album: 2 },
  COMMENT_ID_PREFIX: { newsEntry: 2, pointTargetsPage: 2 },
  POST_TEXT_ID_PREFIXES: { topic: 2 },
  POST_TEXT: { topic: 2 },
  POST_ROW_ID: { topic: 2 },
  POST_AUTHOR: { topic: 2 },
  COMMENT: { newsEntry: 2, pointTargetsPage: 2 },
  COMMENT_ID: { newsEntry: 2, pointTargetsPage: 2 },
  COMMENT_AUTHOR: { pointTargetsPage: 1 },
  MAIL_FORM_ID_PREFIX: { contacts: 1, pointTargetsPage: 1, pageFactsPage: 1 },
  MAIL_FORM: { contacts: 1, pointTargetsPage: 1, pageFactsPage: 2 },
  MAIL_FORM_LABELS: { contacts: 5, pointTargetsPage: 2, pageFactsPage: 5 },
  POLL_ID_PREFIX: { home: 1, contacts: 1, guestBook: 1, pointTargetsPage: 1, pageFactsPage: 1, photoPage: 1, album: 1, videoPage: 1, videoCategory: 1 , topic: 1 },
  POLL: { home: 1, contacts: 1, guestBook: 1, pointTargetsPage: 1, pageFactsPage: 1, photoPage: 1, album: 1, videoPage: 1, videoCategory: 1 , topic: 1 },
  POLL_QUESTION: { home: 1, contacts: 1, guestBook: 1, pointTargetsPage: 1, pageFactsPage: 1, photoPage: 1, album: 1, videoPage: 1, videoCategory: 1 , topic: 1 },
  MINICHAT_ID: { home: 1, contacts: 1, guestBook: 1, pageFactsPage: 1, photoPage: 1, album: 1, videoPage: 1, videoCategory: 1 , topic: 1 },
  MINICHAT_MESSAGE_ID_PREFIX: { home: 2, contacts: 2, guestBook: 2, photoPage: 2, album: 2, videoPage: 2, videoCategory: 2 , topic: 2 },
  CONTENT_CONTAINERS: { home: 1, contacts: 1, ownTemplate: 1, newsList: 5, newsEntry: 2, guestBook: 1, pointTargetsPage: 2, pageFactsPage: 1, contentCorpus: 1, photoPage: 1, album: 1, videoPage: 1, videoCategory: 1 , topic: 1, shopCategory: 1 },
  GLOBAL_BLOCK_OPENING: { home: 3, contacts: 3, newsList: 3, newsEntry: 3, guestBook: 3, pointTargetsPage: 4, pageFactsPage: 4, photoPage: 3, album: 3, videoPage: 3, videoCategory: 3 , topic: 3, shopCategory: 3 },
  GLOBAL_BLOCK_CLOSING: { home: 3, contacts: 3, newsList: 3, newsEntry: 3, guestBook: 3, pointTargetsPage: 4, pageFactsPage: 3, photoPage: 3, album: 3, videoPage: 3, videoCategory: 3 , topic: 3, shopCategory: 3 },
  GLOBAL_BLOCK_MARKER: { home: 6, contacts: 6, newsList: 6, newsEntry: 6, guestBook: 6, pointTargetsPage: 8, pageFactsPage: 7, photoPage: 6, album: 6, videoPage: 6, videoCategory: 6 , topic: 6, shopCategory: 6 },
  SITE_CSS_PATH: { home: 1, contacts: 1, newsList: 1, newsEntry: 1, guestBook: 1, photoPage: 1, album: 1, videoPage: 1, videoCategory: 1 , topic: 1, shopCategory: 1 },
  JS_DATA_MARKER: { home: 1, contacts: 1, ownTemplate: 1, newsList: 1, newsEntry: 1, guestBook: 1, photoPage: 1, album: 1, videoPage: 1, videoCategory: 1 , topic: 1, shopCategory: 1 },
  UCOZ_OBJECT: { home: 1, contacts: 1, ownTemplate: 1, newsList: 1, newsEntry: 1, guestBook: 1, pageFactsPage: 1, photoPage: 1, album: 1, videoPage: 1, videoCategory: 1 , topic: 1, shopCategory: 1 },
  SYSTEM_ASSET: { home: 3, contacts: 3, ownTemplate: 3, newsList: 3, newsEntry: 3, guestBook: 3, photoPage: 3, album: 3, videoPage: 3, videoCategory: 3 , topic: 3, shopCategory: 3 },
  MODULE_BODY_CLASS: { home: 1, contacts: 1, ownTemplate: 1, newsList: 1, newsEntry: 1, guestBook: 1, pageFactsPage: 1, photoPage: 1, album: 1, videoPage: 1, videoCategory: 1 , topic: 1, shopCategory: 1 },
  POWERED_BY_LINKS: { home: 1, contacts: 1, ownTemplate: 1, newsList: 1, newsEntry: 1, guestBook: 1, pageFactsPage: 1, contentCorpus: 1, photoPage: 1, album: 1, videoPage: 1, videoCategory: 1 , topic: 1, shopCategory: 1 },
  POWERED_BY_HOST: { home: 1, contacts: 1, ownTemplate: 1, newsList: 1, newsEntry: 1, guestBook: 1, pageFactsPage: 1, contentCorpus: 1, photoPage: 1, album: 1, videoPage: 1, videoCategory: 1 , topic: 1, shopCategory: 1 },
  POWERED_BY_TITLE: { home: 1, contacts: 1, ownTemplate: 1, newsList: 1, newsEntry: 1, guestBook: 1, pageFactsPage: 1, contentCorpus: 1, photoPage: 1, album: 1, videoPage: 1, videoCategory: 1 , topic: 1, shopCategory: 1 },
  POWERED_BY_IMAGE_PATH: { home: 1, contacts: 1, ownTemplate: 1, newsList: 1, newsEntry: 1, guestBook: 1, photoPage: 1, album: 1, videoPage: 1, videoCategory: 1 , topic: 1, shopCategory: 1 },
};

const documents = new Map<Source, Document[]>();

beforeAll(async () => {
  const site = createSite();
  for (const [source, path] of Object.entries(SITE_PAGES) as [Source, string][]) {
    const response = await site.app.request(path);
    expect(response.status, path).toBe(200);
    documents.set(source, [parse(await response.text(), path)]);
  }
  for (const [source, { file, name, wrap }] of Object.entries(FIXTURE_PAGES) as [Source, (typeof FIXTURE_PAGES)[keyof typeof FIXTURE_PAGES]][]) {
    documents.set(source, [parse(wrap(constantText(file, name)))]);
  }
  documents.set('contentCorpus', CONTENT_CORPUS.map((snippet) => parse(`<body>${snippet.html}</body>`)));
});

/** Every source, zero where the constant's row does not name it. */
const countsOf = (name: Name): Counts => {
  const counts = {} as Counts;
  for (const [source, docs] of documents) counts[source] = docs.reduce((sum, doc) => sum + COUNT[name](doc), 0);
  return counts;
};

const NAMES = Object.keys(markup) as Name[];

describe('each constant of the platform markup, on the pages', () => {
  test.each(NAMES)('%s', (name) => {
    const counts = countsOf(name);
    const expected = Object.fromEntries([...documents.keys()].map((source) => [source, EXPECTED[name][source] ?? 0]));
    expect(counts).toEqual(expected);
    expect(Object.values(counts).some((count) => count > 0), `${name} matches nothing`).toBe(true);
  });

  test('every constant has its counts and its way of counting, and no more', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...NAMES].sort());
    expect(Object.keys(COUNT).sort()).toEqual([...NAMES].sort());
  });
});

/** Values of the module every HTML page writes for itself (an element's name, HTML's own main region): no other file is kept from them. */
const HTML_OWN = new Set<string>([markup.MENU_LINK, markup.MAIL_FORM_LABELS, 'main', '[role="main"]']);

/** A file that writes one again, and why it must: checked to be the same. */
const WRITTEN_AGAIN: Partial<Record<Name, string>> = {
  // Runs alone in the tab (scripting.executeScript), with no imports.
  POWERED_BY_LINKS: 'src/background/page-signals.ts',
};

/** What a file of src/ would hold of a constant, written again: a string's value or a pattern's source. */
function needlesOf(name: Name): string[] {
  const value: unknown = markup[name];
  const values = Array.isArray(value) ? value : [value];
  return values.flatMap((each) => (each instanceof RegExp ? [each.source] : typeof each === 'string' && !HTML_OWN.has(each) ? [each] : []));
}

/** The texts of a file's string, template and pattern literals (its comments may name the markup). */
function literalsOf(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isRegularExpressionLiteral(node)) texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the platform markup is written in one place', () => {
  const files = sourceFiles(join(ROOT, 'src')).map((path) => relative(ROOT, path)).filter((file) => file !== 'src/detect/platform-markup.ts');

  test('no other file of src/ writes a selector, class, id prefix or marker of it', () => {
    const found: string[] = [];
    for (const file of files) {
      const literals = literalsOf(join(ROOT, file));
      for (const name of Object.keys(markup) as Name[]) {
        if (WRITTEN_AGAIN[name] === file) continue;
        for (const needle of needlesOf(name)) {
          if (literals.some((text) => text.includes(needle))) found.push(`${file}: ${name} (${needle})`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  test('where one must be written again, it is the same', () => {
    for (const [name, file] of Object.entries(WRITTEN_AGAIN) as [Name, string][]) {
      expect(literalsOf(join(ROOT, file)), `${file} writes ${name}`).toContain(markup[name]);
    }
  });

  test('the scan sees a value written again (page-signals.ts\'s, let through above) and looks for each pattern\'s source', () => {
    expect(literalsOf(join(ROOT, 'src/background/page-signals.ts')).some((text) => text.includes(markup.POWERED_BY_LINKS))).toBe(true);
    expect(needlesOf('COMMENT_ID')).toEqual(['^comEnt(\\d{1,9})$']);
    expect(needlesOf('CONTENT_CONTAINERS')).toEqual(['#content', '.eMessage']);
  });
});
