// Security end to end, in real browsers against the reference site: what a content script, a web
// page or the owner's own (compromised) site can do to Inplace. Nothing gets a token, nothing
// reaches the API or writes without the owner acting in the panel, no payload from the API or a
// draft runs, and a token goes to its own site only.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { contentScriptMaySend } from './support/allowed-messages.ts';
import { siteControl } from '../site/control.ts';
import {
  backgroundPrototypeKeys, floodFromPage, hostileMessages, seededRandom, sendJsonAsContentScript, storageSeenByContentScript, type HostileMessage,
} from './support/attack.ts';
import { clickLauncher, launcherNote, launcherState } from './support/launcher.ts';
import { closeNativeSidePanel, nativeSidePanel } from './support/native-side-panel.ts';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField, type TestPage } from './support/driver.ts';
import { apiCalls, siteAndBrowser } from './support/fixture.ts';
import { addSite, otherOrigin, sendAsContentScript, sendAsExtensionPage, startReferenceSite } from './support/flows.ts';
import { changeBehindThePanel, clickContentMode, LAUNCHER, openPanelOn, panelText, typeContentHtml, waitForDraft, waitForFieldValue, waitForHtmlSource } from './support/panel.ts';

type Envelope = { ok: true; value: unknown } | { ok: false; error: { code: string; message: string; api?: { code: string } } };
type Quota = { used: number; left: number; limit: number };

/** Change it to explore; a failure names the seed, batch and index that reproduce it. */
const SEED = 20_260_611;
const BATCHES = 20;
const BATCH_SIZE = 500;
const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function quotaUsed(page: TestPage, origin: string): Promise<number> {
  const reply = await sendAsExtensionPage<Envelope>(page, { type: 'quota/status', origin });
  if (!reply.ok) throw new Error(`quota/status refused: ${reply.error.message}`);
  return (reply.value as Quota).used;
}

/** Globals in `page` whose names start with `prefix` (what a payload would have set). */
function globalsSet(page: TestPage, prefix: string): Promise<string[]> {
  return page.evaluate((prefix) => Object.keys(window).filter((key) => key.startsWith(prefix)), prefix);
}

/** Each payload of the brief, setting its own global `<prefix><n>` if it ever runs. */
function payloads(prefix: string): string[] {
  return [
    `<script>window.${prefix}1=1</script>`,
    `<img src=x onerror="window.${prefix}2=2">`,
    `<a href="javascript:void(window.${prefix}3=3)">link three</a>`,
    `<svg><a><animate attributeName="href" values="javascript:void(window.${prefix}4=4)"/><text y="20">four</text></a></svg>`,
    `<iframe srcdoc="<script>parent.${prefix}5=5</script>"></iframe>`,
  ];
}

/** More ways in, for the live preview: obfuscated URLs, other elements and attributes. */
function morePayloads(prefix: string): string[] {
  return [
    `<a href="java&#x09;script:void(window.${prefix}6=6)">six</a>`,
    `<a href=" &#x0A;JaVaScRiPt:void(window.${prefix}7=7)">seven</a>`,
    `<svg><a xlink:href="javascript:void(window.${prefix}8=8)"><text y="20">eight</text></a></svg>`,
    `<svg><a><set attributeName="href" to="javascript:void(window.${prefix}9=9)"/><text y="20">nine</text></a></svg>`,
    `<details open ontoggle="window.${prefix}10=10"><summary>ten</summary></details>`,
    `<iframe src="javascript:parent.${prefix}11=11"></iframe>`,
    `<object data="javascript:void(window.${prefix}12=12)"></object><embed src="javascript:void(window.${prefix}13=13)">`,
    `<form action="javascript:void(window.${prefix}14=14)"><button formaction="javascript:void(window.${prefix}15=15)">fifteen</button></form>`,
    `<video><source onerror="window.${prefix}16=16"></video><audio src=x onerror="window.${prefix}17=17"></audio>`,
    `<input autofocus onfocus="window.${prefix}18=18"><body onload="window.${prefix}19=19">`,
    `<div><template shadowrootmode="open"><img src=x onerror="window.${prefix}20=20"></template></div>`,
    `<noscript><img src=x onerror="window.${prefix}21=21"></noscript><math><mtext><img src=x onerror="window.${prefix}22=22"></mtext></math>`,
    `<svg onload="window.${prefix}23=23"><script>window.${prefix}24=24</script></svg><style onload="window.${prefix}25=25"></style>`,
    `<a href="data:text/html,<script>opener.${prefix}26=26</script>">twenty-six</a><meta http-equiv="refresh" content="0;url=javascript:void(window.${prefix}27=27)">`,
  ];
}

/**
 * A site in front of `upstream` that answers each request with what `answer` says: 'forward'
 * passes it on unchanged (the token check of adding a site), a status redirects it to `elsewhere`.
 */
async function redirectingSite(upstream: string, elsewhere: string, answer: () => 'forward' | 301 | 302 | 303 | 307 | 308) {
  const received: string[] = [];
  const server: Server = createServer(async (request, response) => {
    received.push(`${request.method} ${request.url}`);
    const decision = answer();
    if (decision !== 'forward') {
      response.writeHead(decision, { Location: `${elsewhere}${request.url}` }).end();
      return;
    }
    const forwarded = await fetch(`${upstream}${request.url}`, { method: request.method, headers: { Authorization: request.headers.authorization ?? '' } });
    response.writeHead(forwarded.status, { 'Content-Type': forwarded.headers.get('content-type') ?? 'text/plain' }).end(await forwarded.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(BROWSERS)('%s: security', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });
  const origin = () => new URL(setting.site.url).origin;

  test('10,000 random and malformed messages from a content script: each refused unless a valid content request, no token, no request, no count', async () => {
    const url = `${setting.site.url}/`;
    const tab = await setting.browser.newPage(url);
    await tab.waitFor((tag) => document.querySelector(tag), LAUNCHER);
    const extension = await setting.browser.newPage(`${setting.browser.extensionBase}options.html`);
    const usedBefore = await quotaUsed(extension, origin());
    const mark = await setting.control.mark();

    const random = seededRandom(SEED);
    const context = { origin: origin(), foreignOrigin: otherOrigin(setting.site.url) };
    const sent: HostileMessage[] = [];
    const replies: unknown[] = [];
    for (let batch = 0; batch < BATCHES; batch++) {
      // Four batches carry one string of about 1 MB each.
      const messages = hostileMessages(random, BATCH_SIZE, context, batch % 5 === 0 ? 1 : 0);
      sent.push(...messages);
      replies.push(...(await sendJsonAsContentScript(extension, url, messages.map((m) => m.json))));
    }
    expect(replies).toHaveLength(BATCHES * BATCH_SIZE);
    // Valid `content/open-panel` requests are among them, which in Chromium open the side panel.
    await closeNativeSidePanel(extension);

    // Each reply is what the table of what a content script may send says (written apart from the
    // schemas): such a request is answered, anything else (every page request among them) is
    // refused as malformed before any handler runs.
    const wrong: string[] = [];
    const kinds: Record<string, number> = {};
    let wellFormedPageRequests = 0;
    const accepted: Record<string, number> = {};
    sent.forEach((message, index) => {
      kinds[message.kind] = (kinds[message.kind] ?? 0) + 1;
      if (message.asPanelSends) wellFormedPageRequests++;
      const reply = replies[index] as Envelope;
      const request = JSON.parse(message.json) as { type?: string };
      const valid = contentScriptMaySend(request);
      if (valid) accepted[request.type!] = (accepted[request.type!] ?? 0) + 1;
      const right = valid ? reply?.ok === true : reply?.ok === false && reply.error.code === 'MALFORMED';
      if (!right) {
        wrong.push(`seed ${SEED} batch ${Math.floor(index / BATCH_SIZE)} #${index % BATCH_SIZE} (${message.kind}): ${message.json.slice(0, 200)} -> ${JSON.stringify(reply).slice(0, 200)}`);
      }
    });
    expect({ wrong: wrong.length, first: wrong.slice(0, 10) }).toEqual({ wrong: 0, first: [] });
    // The mix really covers every kind, with page requests among them.
    expect(kinds.page).toBeGreaterThan(2000);
    expect(kinds.content).toBeGreaterThan(1500);
    expect(kinds.unknown).toBeGreaterThan(1000);
    expect(kinds['not-an-object']).toBeGreaterThan(1000);
    // A good share are page requests exactly as the panel sends them (site/operation, sites/remove...).
    expect(wellFormedPageRequests).toBeGreaterThan(800);
    // Everything a content script may say is among them, and was answered.
    expect(accepted['content/hello']).toBeGreaterThan(5);
    expect(accepted['content/open-panel']).toBeGreaterThan(100);
    expect(accepted['content/pick-comment']).toBeGreaterThan(5);

    const everything = JSON.stringify(replies);
    expect(everything).not.toContain(setting.site.token);
    expect(everything).not.toMatch(/Bearer/);
    // Nothing reached the site, nothing was counted.
    expect(await setting.control.log(mark)).toEqual([]);
    expect(await quotaUsed(extension, origin())).toBe(usedBefore);
    // Nothing leaked into the background's prototypes (the Chromium service worker can be inspected).
    const polluted = await backgroundPrototypeKeys(setting.browser);
    if (polluted) expect(polluted).toEqual([]);

    // What the content scripts' world can read of the extension's storage holds no token.
    const storage = await storageSeenByContentScript(extension, url);
    expect(JSON.stringify(storage)).not.toContain(setting.site.token);
    expect(storage.indexedDB).not.toContain('inplace-vault');

    // The background is alive: an extension page's request still works and is counted.
    const call = await sendAsExtensionPage<Envelope>(extension, { type: 'site/operation', origin: origin(), operation: { op: 'page/open', id: 1 } });
    expect(call).toMatchObject({ ok: true, value: { id: 1 } });
    expect(apiCalls(await setting.control.log(mark))).toEqual(['GET /pages/1']);
    expect(await quotaUsed(extension, origin())).toBe(usedBefore + 1);
    await extension.close();
    await tab.close();
  });

  test('10,000 postMessages and DOM events from the page reach nothing; the page has no way to the extension', async () => {
    const extension = await setting.browser.newPage(`${setting.browser.extensionBase}options.html`);
    const tab = await setting.browser.newPage(`${setting.site.url}/index/0-3`);
    await tab.waitFor((tag) => document.querySelector(tag), LAUNCHER);
    const mark = await setting.control.mark();

    const flood = await floodFromPage(tab, SEED, 10_000);
    expect(flood.sent).toBe(20_000);
    // No extension messaging in the page's world (no externally_connectable).
    expect(flood.runtime).not.toContain('sendMessage');
    expect(flood.runtime).not.toContain('connect');
    const page = await tab.evaluate(
      (tag) => ({
        html: document.documentElement.outerHTML,
        ran: (window as unknown as { __floodRan?: number }).__floodRan ?? null,
        launcher: document.querySelectorAll(tag).length,
        preview: Boolean(document.querySelector('[data-inplace-preview]')),
        polluted: 'polluted' in Object.prototype,
      }),
      LAUNCHER,
    );
    expect(page).toMatchObject({ ran: null, launcher: 1, preview: false, polluted: false });
    expect(page.html).not.toContain(setting.site.token);
    expect(await setting.control.log(mark)).toEqual([]);
    expect(await launcherState(extension, tab)).toMatchObject({ label: 'Edit page', note: null });

    // The launcher still answers the owner's real click: Chrome opens the panel, Firefox
    // (which only opens its sidebar from its own UI) says how.
    await clickLauncher(extension, tab);
    if (name === 'firefox') {
      await launcherNote(extension, tab);
    } else {
      // The panel opens (and reads the page); the launcher shows no hint.
      const opened = await nativeSidePanel(setting.browser);
      await opened.waitFor(() => document.body?.innerText.includes('this tab shows a page'));
      expect((await launcherState(extension, tab)).note).toBeNull();
      expect(await closeNativeSidePanel(extension)).toBe(true);
    }
    // The panel that opened read the page at most; it wrote nothing.
    expect((await setting.control.log(mark)).filter((entry) => WRITES.has(entry.method))).toEqual([]);
    await extension.close();
    await tab.close();
  });

  test("a hostile script on the owner's own site cannot make Inplace write: synthetic clicks and keys, framed and fetched extension pages", async () => {
    const url = `${setting.site.url}/index/0-4`;
    const { site: tab, panel, tabId } = await openPanelOn(setting.browser, url);
    await waitForFieldValue(panel, 'Name', 'Веб-дизайн');
    await fillField(panel, 'Name', 'Веб-дизайн (draft)');
    await waitForDraft(panel, new URL(url).origin, 'page:4', 'name', 'Веб-дизайн (draft)');
    const mark = await setting.control.mark();

    const seen = await tab.evaluate(
      async ({ base, tabId, tag }) => {
        // The launcher's root is closed: its host is all a page script reaches (launcher.test.ts
        // tries every other way in).
        const host = document.querySelector(tag) as HTMLElement;
        host.click();
        for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
          host.dispatchEvent(new MouseEvent(type, { bubbles: true, composed: true, cancelable: true, view: window }));
        }
        host.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, composed: true }));
        // Save and open-panel shortcuts, sent to the page.
        for (const target of [window, document, document.body, host] as EventTarget[]) {
          for (const init of [{ key: 's', code: 'KeyS', ctrlKey: true }, { key: 's', code: 'KeyS', metaKey: true }, { key: 'E', code: 'KeyE', altKey: true, shiftKey: true }]) {
            target.dispatchEvent(new KeyboardEvent('keydown', { ...init, bubbles: true, composed: true, cancelable: true }));
            target.dispatchEvent(new KeyboardEvent('keyup', { ...init, bubbles: true, composed: true }));
          }
        }
        // The panel and options pages in frames: extension pages are not web-accessible.
        const targets = [`${base}sidepanel.html?tab=${tabId}`, `${base}sidepanel.html`, `${base}options.html`];
        for (const src of targets) {
          const frame = document.createElement('iframe');
          frame.src = src;
          document.body.append(frame);
        }
        const fetched = await Promise.all(
          [...targets, `${base}manifest.json`, `${base}background.js`, `${base}content-scripts/content.js`].map((target) =>
            fetch(target).then((response) => `read ${target} (${response.status})`, () => 'refused'),
          ),
        );
        const script = await new Promise<string>((resolve) => {
          const element = document.createElement('script');
          element.src = `${base}content-scripts/content.js`;
          element.onload = () => resolve('loaded');
          element.onerror = () => resolve('refused');
          document.head.append(element);
          setTimeout(() => resolve('no answer'), 3000);
        });
        await new Promise((r) => setTimeout(r, 1500));
        return { fetched, script };
      },
      { base: setting.browser.extensionBase, tabId, tag: LAUNCHER },
    );
    expect(seen.fetched.every((outcome) => outcome === 'refused')).toBe(true);
    expect(seen.script).toBe('refused');
    // Firefox would show its hint on a real click; the synthetic ones did nothing at all.
    expect((await launcherState(panel, tab)).note).toBeNull();

    // No extension page runs inside the site's tab (runtime.getContexts lists framed ones too).
    const inTab = await panel.evaluate(async (tabId) => {
      const api = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
      return (await api.runtime.getContexts({})).filter((context) => context.tabId === tabId).map((context) => context.documentUrl);
    }, tabId);
    expect(inTab).toEqual([]);

    // Nothing was sent at all, let alone written; the draft waits for the owner.
    expect(apiCalls(await setting.control.log(mark))).toEqual([]);
    expect(await panelText(panel)).not.toContain('Saved ');
    await waitForFieldValue(panel, 'Name', 'Веб-дизайн (draft)');
    expect((await setting.control.state()).pages.find((p) => p.id === 4)!.name).toBe('Веб-дизайн');
    await clickButton(panel, 'Discard changes');
    await panel.close();
    await tab.close();
  });

  test('payloads stored through the API never run in the panel: the visual editor shows them as kept placeholders or sanitized, the HTML source shows them as text', async () => {
    const storedPage = ['<p>Prices</p>', ...payloads('__storedPage')].join('\n');
    const pageName = 'Prices <img src=x onerror="window.__storedName=1">';
    await changeBehindThePanel(setting.site.url, setting.site.token, '/pages', 'PUT', { page_id: '9', name: pageName, message: storedPage });
    const storedEntry = ['<p>News</p>', ...payloads('__storedEntry')].join('\n');
    const storedDescription = `<p>Teaser</p><img src=x onerror="window.__storedDescription=1">`;
    const entryTitle = 'Release <svg onload="window.__storedTitle=1">';
    const entry = await changeBehindThePanel(setting.site.url, setting.site.token, '/news', 'PUT', {
      id: '2', title: entryTitle, message: storedEntry, description: storedDescription,
    });
    const entryUrl = new URL((entry as { success: { url: string } }).success.url, setting.site.url).href;
    // The script, the SVG (with its animation) and the frame are kept as they are, never rendered.
    const keptInPayloads = [/^Kept as it is: <script>/, /^Kept as it is: <svg>/, /^Kept as it is: <iframe srcdoc=/];

    const opened: { tab: TestPage; panel: TestPage }[] = [];
    for (const [url, fields, title] of [
      [`${setting.site.url}/index/0-9`, [['f-message', storedPage, keptInPayloads]], pageName],
      [entryUrl, [['f-message', storedEntry, keptInPayloads], ['f-description', storedDescription, []]], entryTitle],
    ] as const) {
      const { site: tab, panel } = await openPanelOn(setting.browser, url);
      opened.push({ tab, panel });
      for (const [id, html, kept] of fields) {
        // The visual editor is offered and shows the content.
        await panel.waitFor((id) => document.getElementById(id)?.getAttribute('contenteditable') === 'true' && document.getElementById(id)!.textContent!.trim(), id);
        const editor = await panel.evaluate((id) => {
          const area = document.getElementById(id)!;
          const visual = area.closest('.content-editor')!.querySelector('[role="group"] button') as HTMLButtonElement;
          return {
            visualPressed: visual.getAttribute('aria-pressed'),
            visualDisabled: visual.disabled,
            kept: [...area.querySelectorAll('.ip-kept')].map((part) => part.textContent ?? ''),
            keptMarked: [...area.querySelectorAll('.ip-kept')].every((part) => part.getAttributeNames().some((name) => /^data-ip-keep-[0-9a-f]{8}$/.test(name)) && part.getAttribute('contenteditable') === 'false'),
            images: [...area.querySelectorAll('img')].map((img) => [...img.attributes].map((a) => a.name).filter((name) => !/^data-ip-[0-9a-f]{8}$/.test(name))),
            links: [...area.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
            text: area.textContent ?? '',
          };
        }, id);
        expect(editor).toMatchObject({ visualPressed: 'true', visualDisabled: false, keptMarked: true });
        expect(editor.kept).toEqual(kept.map((start) => expect.stringMatching(start)));
        // What the editor may show is shown sanitized: the image without its handler, the link without its script.
        expect(editor.images).toEqual([['src']]);
        expect(editor.links).toEqual(kept.length ? [['link three', null]] : []);
        expect(editor.text).not.toMatch(/\bfour\b/);
      }
      // Names and titles are text, never markup.
      expect(await panelText(panel)).toContain(title);
    }
    await sleep(1000);
    const nothingBecameAnElement = async (panel: TestPage) => {
      expect(await globalsSet(panel, '__stored')).toEqual([]);
      // Nothing of the payloads became an element of the panel.
      expect(
        await panel.evaluate(() => ({
          frames: document.querySelectorAll('iframe, object, embed').length,
          inlineScripts: [...document.scripts].filter((s) => !s.src).length,
          handlers: [...document.querySelectorAll('*')].filter((el) => [...el.attributes].some((a) => a.name.startsWith('on'))).length,
          scriptLinks: [...document.querySelectorAll('a')].filter((a) => /^\s*javascript:/i.test(a.getAttribute('href') ?? '')).length,
          animations: document.querySelectorAll('animate, set').length,
        })),
      ).toEqual({ frames: 0, inlineScripts: 0, handlers: 0, scriptLinks: 0, animations: 0 });
    };
    for (const { panel } of opened) await nothingBecameAnElement(panel);

    // The HTML source shows each field exactly as stored, as text; looking at it changes nothing.
    for (const [index, fields] of [[['f-message', storedPage]], [['f-message', storedEntry], ['f-description', storedDescription]]].entries()) {
      const { panel } = opened[index]!;
      for (const [id, html] of fields as [string, string][]) {
        await clickContentMode(panel, id, 'HTML');
        await waitForHtmlSource(panel, html, id);
      }
      expect(await panelText(panel)).toContain('No unsaved changes');
      await nothingBecameAnElement(panel);
    }

    // A conflict in the content (the owner and the site changed the same block) shows the site's
    // copy, here carrying the payloads, as text too; taking it puts it in the HTML source.
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-3`);
    opened.push({ tab, panel });
    await waitForFieldValue(panel, 'Name', 'Услуги');
    const stored = (await setting.control.state()).pages.find((p) => p.id === 3)!.message;
    const mine = stored.replace('Выберите раздел:', 'Выберите раздел (mine):');
    expect(mine).not.toBe(stored);
    await typeContentHtml(panel, mine);
    const theirs = ['<h2>Услуги</h2>', '<p>Theirs</p>', ...payloads('__conflict')].join('\n');
    await changeBehindThePanel(setting.site.url, setting.site.token, '/pages', 'PUT', { page_id: '3', message: theirs });
    const mark = await setting.control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.querySelector('.conflict'));
    expect(await panel.evaluate(() => [...document.querySelectorAll('.conflict .conflict-field h4')].map((h) => h.textContent))).toEqual(['Content']);
    expect(await panel.evaluate(() => document.querySelector('.conflict')!.textContent)).toContain('<script>window.__conflict1=1</script>');
    await nothingBecameAnElement(panel);
    await clickButton(panel, "Take the site's version");
    await waitForHtmlSource(panel, theirs);
    expect(await panelText(panel)).toContain('No unsaved changes');
    // The visual editor shows the site's copy with its payloads kept, not run.
    await clickContentMode(panel, 'f-message', 'Visual');
    await panel.waitFor(() => document.querySelectorAll('#f-message .ip-kept').length === 3);
    await sleep(500);
    expect(await globalsSet(panel, '__conflict')).toEqual([]);
    await nothingBecameAnElement(panel);
    expect(apiCalls(await setting.control.log(mark))).toEqual(['GET /pages/3']);
    for (const { tab, panel } of opened) {
      await panel.close();
      await tab.close();
    }
  });

  test('payloads typed into the panel never run in the live preview of the tab', async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/about`);
    await waitForFieldValue(panel, 'Name', 'О нас');
    // First, that this check would see a payload that ran: the same tricks, done by the page itself.
    const control = await tab.evaluate(async () => {
      const box = document.createElement('div');
      box.innerHTML = '<img src=x onerror="window.__control1=1"><a href="javascript:void(window.__control2=2)">c</a>';
      document.body.append(box);
      box.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      await new Promise((r) => setTimeout(r, 800));
      box.remove();
      return Object.keys(window).filter((key) => key.startsWith('__control'));
    });
    expect(control.sort()).toEqual(['__control1', '__control2']);

    const draft = ['<p>Preview marker</p>', ...payloads('__preview'), ...morePayloads('__preview')].join('\n');
    await typeContentHtml(panel, draft);
    await tab.waitFor(() => document.querySelector('#content[data-inplace-preview]')?.textContent?.includes('Preview marker'));
    const before = await tab.evaluate(() => location.href);
    const region = await tab.evaluate(async () => {
      const root = document.querySelector('#content[data-inplace-preview]')!;
      const links = [...root.querySelectorAll('a')];
      const left = {
        scripts: root.querySelectorAll('script').length,
        frames: root.querySelectorAll('iframe, frame, object, embed, meta, template, noscript').length,
        animations: root.querySelectorAll('animate, set, animateMotion, animateTransform').length,
        handlers: [...root.querySelectorAll('*')].filter((el) => [...el.attributes].some((a) => a.name.toLowerCase().startsWith('on'))).length,
        scriptUrls: [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes]).filter((a) => /script:|^\s*data:text/i.test(a.value.replace(/[\u0000-\u0020]/g, ''))).map((a) => `${a.name}=${a.value}`),
        links: links.length,
      };
      // Click every link and summary the draft left and focus its fields, as a visitor would
      // (not its buttons: submitting a form navigates, whatever its action).
      for (const element of [...links, ...root.querySelectorAll('summary')]) element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      for (const input of root.querySelectorAll('input')) input.focus();
      await new Promise((r) => setTimeout(r, 1200));
      return left;
    });
    expect(region).toMatchObject({ scripts: 0, frames: 0, animations: 0, handlers: 0, scriptUrls: [] });
    expect(region.links).toBeGreaterThan(0);
    expect(await tab.evaluate(() => location.href)).toBe(before);
    expect(await globalsSet(tab, '__preview')).toEqual([]);
    expect(await globalsSet(panel, '__preview')).toEqual([]);
    // The panel shows the draft as text in its HTML source.
    await waitForHtmlSource(panel, draft);
    await clickButton(panel, 'Discard changes');
    await tab.waitFor(() => !document.querySelector('[data-inplace-preview]'));
    await panel.close();
    await tab.close();
  });

  test('extension pages ask for named operations: each reaches its one endpoint, anything else reaches nothing', async () => {
    const options = await setting.browser.newPage(`${setting.browser.extensionBase}options.html`);
    const site = origin();
    const run = (operation: unknown) => sendAsExtensionPage<Envelope>(options, { type: 'site/operation', origin: site, operation });
    const mark = await setting.control.mark();
    expect(await run({ op: 'page/open', id: 1 })).toMatchObject({ ok: true, value: { id: 1 } });
    expect(await run({ op: 'entries/list', module: 'news', per_page: 5 })).toMatchObject({ ok: true });
    expect(await run({ op: 'menu/open', id: 1 })).toMatchObject({ ok: true });
    expect(apiCalls(await setting.control.log(mark))).toEqual(['GET /pages/1', 'GET /news', 'GET /menus/1']);

    const after = await setting.control.mark();
    const refused = [
      // What a script injected into the panel would try: any endpoint, any parameter.
      { type: 'api/call', origin: site, endpoint: 'pages.delete', params: { id: 2 } },
      { type: 'api/call', origin: site, endpoint: 'users.list', params: {} },
      { type: 'site/operation', origin: site, operation: { op: 'page/delete', id: 2 } },
      { type: 'site/operation', origin: site, operation: { op: 'user/delete', id: 2 } },
      { type: 'site/operation', origin: site, operation: { op: 'page/open', id: 1, endpoint: 'users.delete' } },
      { type: 'site/operation', origin: site, operation: { op: 'page/save', id: 1, fields: { name: 'x', user_id: 1 } } },
      { type: 'site/operation', origin: site, operation: { op: 'entry/save', module: 'shop', id: 1, fields: { title: 'x' } } },
      { type: 'site/operation', origin: site, operation: { op: 'menu/save-items', id: 1, items: [{ name: 'a', url: '/', onclick: { run: 1 } }] } },
    ];
    for (const request of refused) expect(await sendAsExtensionPage<Envelope>(options, request), JSON.stringify(request)).toMatchObject({ ok: false, error: { code: 'MALFORMED' } });
    expect(await setting.control.log(after)).toEqual([]);
    await options.close();
  });

  test('a token is sent only to its own site: two sites, two tokens; an origin not added reaches nothing', async () => {
    const siteB = await startReferenceSite();
    const controlB = siteControl(siteB.url);
    const stranger = await startReferenceSite();
    const controlStranger = siteControl(stranger.url);
    try {
      const options = await addSite(setting.browser, siteB.url, siteB.token);
      const [a, b] = [origin(), new URL(siteB.url).origin];
      const idA = (await setting.control.tokens()).find((t) => t.token === setting.site.token)!.id;
      const idB = (await controlB.tokens()).find((t) => t.token === siteB.token)!.id;
      expect(idA).not.toBe(idB);
      const usedA = await quotaUsed(options, a);
      const [markA, markB, markStranger] = [await setting.control.mark(), await controlB.mark(), await controlStranger.mark()];

      // One at a time, alternating, then twenty at once.
      for (const [target, id] of [[a, 1], [b, 2], [a, 3], [b, 4], [a, 5]] as const) {
        expect(await sendAsExtensionPage<Envelope>(options, { type: 'site/operation', origin: target, operation: { op: 'page/open', id } })).toMatchObject({ ok: true, value: { id } });
      }
      const together = await options.evaluate(
        async ({ a, b }) => {
          const api = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
          return Promise.all(
            Array.from({ length: 20 }, (_, i) => api.runtime.sendMessage({ type: 'site/operation', origin: i % 2 ? b : a, operation: { op: 'page/open', id: 1 + (i % 6) } })),
          ) as Promise<Envelope[]>;
        },
        { a, b },
      );
      expect(together.every((reply) => reply.ok)).toBe(true);

      const logA = await setting.control.log(markA);
      const logB = await controlB.log(markB);
      expect(logA).toHaveLength(13);
      expect(logB).toHaveLength(12);
      expect(logA.every((entry) => entry.tokenId === idA && entry.status === 200)).toBe(true);
      expect(logB.every((entry) => entry.tokenId === idB && entry.status === 200)).toBe(true);
      // The ledgers count each token's own requests: B's since it was added equals B's whole log.
      expect(await quotaUsed(options, a)).toBe(usedA + 13);
      expect(await quotaUsed(options, b)).toBe((await controlB.log()).length);

      // Origins not added, including the same server under another name, get nothing sent.
      const notAdded = [
        otherOrigin(setting.site.url), `${a}/`, a.toUpperCase(), `${a}/uapi`, `${a}.evil.example`, new URL(stranger.url).origin,
        'https://evil.example', 'http://127.0.0.1', `${a}@evil.example`, 'null', 'chrome-extension://x',
      ];
      for (const target of notAdded) {
        for (const request of [
          { type: 'site/operation', origin: target, operation: { op: 'page/open', id: 1 } },
          { type: 'quota/status', origin: target },
          { type: 'sites/check', origin: target },
        ]) {
          const reply = await sendAsExtensionPage<Envelope>(options, request);
          expect(reply, `${request.type} ${target}`).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED' } });
        }
      }
      expect(await sendAsExtensionPage<Envelope>(options, { type: 'site/operation', origin: '', operation: { op: 'page/open', id: 1 } })).toMatchObject({ ok: false, error: { code: 'MALFORMED' } });

      // The content script also runs on the stranger's pages (a loopback host's permission covers
      // every port), but there it gets nothing: no launcher, no panel, no API.
      const strangerUrl = `${stranger.url}/`;
      const strangerTab = await setting.browser.newPage(strangerUrl);
      await strangerTab.waitFor(() => document.readyState === 'complete');
      await sleep(500);
      expect(await strangerTab.evaluate((tag) => document.querySelector(tag), LAUNCHER)).toBeNull();
      const fromStranger = await sendAsContentScript(options, strangerUrl, [
        { type: 'content/hello', parts: [{ kind: 'menu', id: 1, words: '' }] },
        { type: 'content/open-panel' },
        { type: 'site/operation', origin: a, operation: { op: 'page/open', id: 1 } },
        { type: 'quota/status', origin: a },
      ]);
      expect(fromStranger).toEqual([
        { ok: true, value: { registered: false } },
        { ok: true, value: { opened: false } },
        { ok: false, error: expect.objectContaining({ code: 'MALFORMED' }) },
        { ok: false, error: expect.objectContaining({ code: 'MALFORMED' }) },
      ]);
      await strangerTab.close();
      expect(await setting.control.log(markA + 13)).toEqual([]);
      expect(await controlB.log(markB + 12)).toEqual([]);
      expect(await controlStranger.log(markStranger)).toEqual([]);

      // What extension pages are told about the sites carries no token.
      const listed = JSON.stringify(await sendAsExtensionPage(options, { type: 'sites/list' }));
      expect(listed).toContain(b);
      expect(listed).not.toContain(setting.site.token);
      expect(listed).not.toContain(siteB.token);
      await options.close();
    } finally {
      await siteB.close();
      await stranger.close();
    }
  });

  test('a site whose API answers with a redirect to another site does not send its token there', async () => {
    const upstream = await startReferenceSite();
    const elsewhere = await startReferenceSite();
    const elsewhereControl = siteControl(elsewhere.url);
    let next: 'forward' | 301 | 302 | 303 | 307 | 308 = 'forward';
    const site = await redirectingSite(upstream.url, elsewhere.url, () => next);
    try {
      const options = await addSite(setting.browser, site.url, upstream.token);
      // Adding it checked the token with one request, passed on to the real site.
      expect(site.received).toEqual([expect.stringMatching(/^GET \/uapi\/pages\?/)]);
      const origin = new URL(site.url).origin;
      const mark = await elsewhereControl.mark();
      for (const [index, status] of ([301, 302, 303, 307, 308] as const).entries()) {
        next = status;
        // A page of its own each: browsers may keep a permanent redirect and not ask again.
        const reply = await sendAsExtensionPage<Envelope>(options, { type: 'site/operation', origin, operation: { op: 'page/open', id: index + 1 } });
        expect(reply.ok, `redirect ${status}`).toBe(false);
        expect(JSON.stringify(reply)).not.toContain(upstream.token);
      }
      expect(site.received).toHaveLength(6);
      // The redirect was not followed: the other site saw nothing, with or without the token.
      expect(await elsewhereControl.log(mark)).toEqual([]);
      await options.close();
    } finally {
      await site.close();
      await upstream.close();
      await elsewhere.close();
    }
  });
});

// In extension pages Firefox offers `browser`, Chrome `chrome`.
declare const chrome: {
  runtime: {
    sendMessage(message: unknown): Promise<unknown>;
    getContexts(filter: object): Promise<{ contextType: string; documentUrl?: string; tabId: number; frameId: number }[]>;
  };
};
