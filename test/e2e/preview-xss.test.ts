// A public XSS corpus in the live preview, in real browsers against the reference site: each
// payload of the Big List of Naughty Strings' "Script Injection" section goes through the side
// panel (its sanitiser) into the tab, and again raw, as a compromised panel would send it (the
// content script's inert parsing alone). None runs, none takes a name the site's scripts look
// up, none loads from elsewhere, and the site's globals stay as they were.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField, type TestPage } from './support/driver.ts';
import { siteAndBrowser } from './support/fixture.ts';
import { sendAsExtensionPage, tabIdOf } from './support/flows.ts';
import { clickContentMode, LAUNCHER, openPanelOn, waitForFieldValue } from './support/panel.ts';
import { intoDrafts, namesAndEvents, scriptInjections, type Draft } from './support/xss-corpus.ts';

const PAYLOADS = scriptInjections();
const DRAFTS = intoDrafts(PAYLOADS, 30);
const { names: NAMES, events: EVENTS } = namesAndEvents(PAYLOADS);
const REGION = '[data-inplace-preview]';

type Reply<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * In the page's own world: alert, confirm, prompt and print record their calls instead, the
 * site's globals are kept to compare, and links to the web are held back when clicked (a
 * script URL is not: it would run).
 */
function setTraps(tab: TestPage): Promise<void> {
  return tab.evaluate(() => {
    const page = window as unknown as Record<string, unknown>;
    const calls: string[] = [];
    page.__xssCalls = calls;
    page.__xssSite = { uCoz: page.uCoz, uCozJson: JSON.stringify(page.uCoz), _uWnd: page._uWnd, uSocialLogin: page.uSocialLogin };
    for (const name of ['alert', 'confirm', 'prompt', 'print']) page[name] = (...args: unknown[]) => void calls.push(`${name}(${args.join(',')})`);
    addEventListener('click', (event) => {
      const link = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
      if (link && /^(https?|mailto|tel):$/.test(link.protocol)) event.preventDefault();
    }, true);
  });
}

/**
 * What is in `selector` that could run, name, or load (as "tag attribute" lines), then every
 * handler a payload could have left fired: each event type of the corpus dispatched on each
 * element, and each element focused.
 */
function inspect(tab: TestPage, selector: string) {
  return tab.evaluate(({ selector, events }) => {
    const region = document.querySelector(selector)!;
    const elements = [...region.querySelectorAll('*')];
    const label = (element: Element, attribute = '') => `${element.localName} ${attribute}`.trim();
    const resolved = (value: string) => {
      try {
        return new URL(value, document.baseURI);
      } catch {
        return null;
      }
    };
    const scriptUrl = (value: string) => ['javascript:', 'vbscript:', 'data:'].includes(resolved(value)?.protocol ?? '');
    const attributes = elements.flatMap((element) => [...element.attributes].map((attribute) => ({ element, name: attribute.name.toLowerCase(), value: attribute.value })));
    const report = {
      named: attributes.filter((a) => a.name === 'id' || a.name === 'name').map((a) => label(a.element, a.name)),
      handlers: attributes.filter((a) => a.name.startsWith('on')).map((a) => label(a.element, a.name)),
      // Where a browser takes an address, read as it reads one (an unknown attribute is only text).
      scriptUrls: attributes
        .filter((a) => /^(href|xlink:href|src|action|formaction|data|poster|background|ping|to|from|by|values)$/.test(a.name) && scriptUrl(a.value))
        .map((a) => label(a.element, a.name)),
      loadsElsewhere: attributes
        .filter((a) => ['srcset', 'poster', 'background', 'style'].includes(a.name)
          || (a.name === 'src' && resolved(a.value)?.origin !== location.origin)
          || ((a.name === 'href' || a.name === 'xlink:href') && a.element.localName !== 'a'))
        .map((a) => label(a.element, a.name)),
      active: [...region.querySelectorAll('script, iframe, frame, frameset, object, embed, link, meta, base, style, form, template, noscript, animate, set, animateMotion, animateTransform')]
        .map((element) => label(element)),
      // What the second layer lets through but the panel's profile does not.
      beyondProfile: [...region.querySelectorAll('input, button, select, textarea, option, label, fieldset, svg, math, video, audio, source, picture, title')]
        .map((element) => label(element)),
    };
    for (const element of elements) {
      for (const type of events) element.dispatchEvent(type === 'click' ? new MouseEvent('click', { bubbles: true, cancelable: true }) : new Event(type, { bubbles: true }));
      (element as HTMLElement).focus?.();
    }
    return report;
  }, { selector, events: EVENTS });
}

/** What the payloads did to the page as a whole: trap calls, the site's globals, named lookups. */
function pageState(tab: TestPage) {
  return tab.evaluate((names) => {
    const page = window as unknown as Record<string, unknown>;
    const site = page.__xssSite as Record<string, unknown>;
    return {
      calls: [...(page.__xssCalls as string[])],
      globalsKept: page.uCoz === site.uCoz && JSON.stringify(page.uCoz) === site.uCozJson && page._uWnd === site._uWnd && page.uSocialLogin === site.uSocialLogin,
      clobbered: names.filter((name) => name in window || name in document),
      url: location.href,
    };
  }, NAMES);
}

const CLEAN_REGION = { named: [], handlers: [], scriptUrls: [], loadsElsewhere: [], active: [] };
const cleanPage = (url: string) => ({ calls: [], globalsKept: true, clobbered: [], url });

/**
 * Checks the page after `draft` arrived: nothing left that could act, nothing that acted. The
 * content script's layer alone may keep harmless form controls and SVG the panel drops.
 */
async function expectInert(tab: TestPage, draft: Draft, url: string, layer: 'panel' | 'content script') {
  const { beyondProfile, ...region } = await inspect(tab, REGION);
  const state = await pageState(tab);
  const own = layer === 'panel' ? { beyondProfile } : {};
  expect({ draft: draft.marker, payloads: draft.payloads, ...region, ...state, ...own })
    .toEqual({ draft: draft.marker, payloads: draft.payloads, ...CLEAN_REGION, ...cleanPage(url), ...(layer === 'panel' && { beyondProfile: [] }) });
}

/** That these checks would see payloads that act: two of the corpus, put in by the page itself. */
async function expectChecksToSeeAPayloadAct(tab: TestPage, url: string) {
  const control = [(p: string) => p.startsWith('<img src=x onerror'), (p: string) => p.includes('id="fuzzelement1"')]
    .map((matches) => PAYLOADS.find(matches)!);
  await tab.evaluate((html) => document.body.insertAdjacentHTML('beforeend', `<div data-xss-control>${html}</div>`), control.join(''));
  expect(await inspect(tab, '[data-xss-control]')).toMatchObject({ named: ['a id'], handlers: ['img onerror'] });
  // Fired by the dispatch above, and by the image itself once its request fails.
  await tab.waitFor(() => (window as unknown as { __xssCalls: string[] }).__xssCalls.filter((call) => call === 'alert(123)').length === 2);
  expect(await pageState(tab)).toMatchObject({ calls: expect.arrayContaining(['alert(123)']), clobbered: ['fuzzelement1'] });
  await tab.evaluate(() => {
    document.querySelector('[data-xss-control]')!.remove();
    (window as unknown as { __xssCalls: string[] }).__xssCalls.length = 0;
  });
  expect(await pageState(tab)).toEqual(cleanPage(url));
}

describe.each(BROWSERS)('%s: a public XSS corpus in the live preview', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });

  test(`the corpus is there: ${PAYLOADS.length} payloads in ${DRAFTS.length} drafts`, () => {
    // A corpus that shrank (another version, another file layout) would prove less.
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(100);
    expect(DRAFTS.flatMap((draft) => draft.payloads)).toEqual(PAYLOADS);
    expect(NAMES).toContain('fuzzelement1');
  });

  test('written into the side panel: no payload runs in the tab, names anything, or loads from elsewhere', async () => {
    const url = `${setting.site.url}/about`;
    const { site: tab, panel } = await openPanelOn(setting.browser, url);
    await waitForFieldValue(panel, 'Name', 'О нас');
    await setTraps(tab);

    await expectChecksToSeeAPayloadAct(tab, url);

    await clickContentMode(panel, 'f-message', 'HTML');
    for (const draft of DRAFTS) {
      await fillField(panel, 'Content', draft.html);
      await tab.waitFor(({ region, marker }) => document.querySelector(region)?.textContent?.includes(marker), { region: REGION, marker: draft.marker });
      await expectInert(tab, draft, url, 'panel');
    }

    await clickButton(panel, 'Discard changes');
    await tab.waitFor((region) => !document.querySelector(region), REGION);
    expect(await pageState(tab)).toEqual(cleanPage(url));
    await panel.close();
    await tab.close();
  });

  test('sent raw, as a compromised panel would: the content script alone keeps every payload inert', async () => {
    const url = `${setting.site.url}/about`;
    const tab = await setting.browser.newPage(url);
    await tab.waitFor((tag) => document.querySelector(tag), LAUNCHER);
    await setTraps(tab);
    await expectChecksToSeeAPayloadAct(tab, url);
    const extension = await setting.browser.newPage(`${setting.browser.extensionBase}options.html`);
    const tabId = await tabIdOf(extension, url);
    const context = await sendAsExtensionPage<Reply<{ url: string; documentId?: string }>>(extension, { type: 'tabs/context', tabId });
    if (!context.ok) throw new Error(`no context for the tab: ${JSON.stringify(context)}`);
    const to = { tabId, url: context.value.url, ...(context.value.documentId && { documentId: context.value.documentId }) };

    for (const draft of DRAFTS) {
      const reply = await sendAsExtensionPage(extension, { type: 'preview/show', ...to, kind: 'page', html: draft.html, originalHtml: '' });
      expect(reply).toEqual({ ok: true, value: { shown: true } });
      await tab.waitFor(({ region, marker }) => document.querySelector(region)?.textContent?.includes(marker), { region: REGION, marker: draft.marker });
      await expectInert(tab, draft, url, 'content script');
    }

    await sendAsExtensionPage(extension, { type: 'preview/clear', ...to });
    await tab.waitFor((region) => !document.querySelector(region), REGION);
    expect(await pageState(tab)).toEqual(cleanPage(url));
    await extension.close();
    await tab.close();
  });
});
