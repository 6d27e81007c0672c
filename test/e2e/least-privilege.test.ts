// The smallest surface, in both browsers: what the extension may ask access to, what its own
// pages may load, settings a content script cannot change, and a live preview the owner can
// turn off for a site.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { eventually, fillField, type TestPage } from './support/driver.ts';
import { siteAndBrowser } from './support/fixture.ts';
import { openOptions, sendAsExtensionPage, tabIdOf } from './support/flows.ts';
import { openPanelOn, typeContentHtml, waitForDraft, waitForFieldValue } from './support/panel.ts';

type Envelope<T = unknown> = { ok: true; value: T } | { ok: false; error: { code: string; message: string } };

// In extension pages Firefox offers `browser`, Chrome `chrome`; content scripts have `chrome` in both.
declare const chrome: {
  runtime: { getManifest(): Record<string, unknown> };
  permissions: { request(permissions: { origins: string[] }): Promise<boolean> };
  storage: { local: { set(items: object): Promise<void>; get(key: string): Promise<Record<string, unknown>> } };
  scripting: { executeScript(injection: { target: { tabId: number }; func: () => unknown }): Promise<{ result?: unknown }[]> };
};

/** Asks for host access to `origins` in a real click on an extension page, as the options page does. */
async function requestAccessInClick(page: TestPage, origins: string[]): Promise<{ granted?: boolean; refused?: string }> {
  await page.evaluate((origins) => {
    const api = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
    const button = document.createElement('button');
    button.id = 'ask-access';
    button.textContent = 'Ask';
    button.addEventListener('click', () => {
      api.permissions.request({ origins }).then(
        (granted) => (document.body.dataset.answer = JSON.stringify({ granted })),
        (error: Error) => (document.body.dataset.answer = JSON.stringify({ refused: error.message })),
      );
    });
    document.body.append(button);
  }, origins);
  await page.click('#ask-access');
  await page.waitFor(() => document.body.dataset.answer);
  return page.evaluate(() => {
    const answer = JSON.parse(document.body.dataset.answer!) as { granted?: boolean; refused?: string };
    document.getElementById('ask-access')!.remove();
    delete document.body.dataset.answer;
    return answer;
  });
}

describe.each(BROWSERS)('%s: least privilege', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });
  const origin = () => new URL(setting.site.url).origin;

  test('host access: any site over https, plain http only for this machine (localhost, 127.0.0.1)', async () => {
    const options = await openOptions(setting.browser);
    const manifest = await options.evaluate(() => ((globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome).runtime.getManifest());
    expect(manifest.optional_host_permissions).toEqual(['https://*/*', 'http://localhost/*', 'http://127.0.0.1/*']);
    expect(manifest.host_permissions ?? []).toEqual([]);
    // Asked in the owner's click, as adding a site does: a plain-http site elsewhere is refused by the browser itself.
    for (const pattern of ['http://example.com/*', 'http://192.168.1.10/*', 'http://*/*']) {
      const answer = await requestAccessInClick(options, [pattern]);
      expect(answer.granted, pattern).toBeUndefined();
      expect(answer.refused, pattern).toBeTruthy();
    }
    // This machine is within what may be asked (and was granted when the site was added).
    expect(await requestAccessInClick(options, ['http://127.0.0.1/*'])).toEqual({ granted: true });
    await options.close();
  });

  test('extension pages load no plugin, frame, form post, base, foreign script, style or font, and images only from sites', async () => {
    const options = await openOptions(setting.browser);
    const policy = (await options.evaluate(() => ((globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome).runtime.getManifest()))
      .content_security_policy as { extension_pages: string };
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-src 'none'", "form-action 'none'", "script-src 'self'"]) {
      expect(policy.extension_pages).toContain(directive);
    }
    // What a script injected into the panel would try; the browser reports each refusal.
    await options.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { refused: string[] }).refused = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.effectiveDirective));
      const add = (html: string) => document.body.insertAdjacentHTML('beforeend', html);
      add('<iframe src="https://example.com/"></iframe>');
      add('<object data="https://example.com/x.swf"></object>');
      add('<img src="http://example.com/x.png">');
      add('<link rel="stylesheet" href="https://example.com/x.css">');
      add('<style>@font-face { font-family: Foreign; src: url(https://example.com/x.woff2) } body { font-family: Foreign }</style>');
      const script = document.createElement('script');
      script.src = 'https://example.com/x.js';
      document.body.append(script);
      const base = document.createElement('base');
      base.href = 'https://example.com/';
      document.head.append(base);
      const form = document.createElement('form');
      form.action = 'https://example.com/steal';
      form.method = 'post';
      document.body.append(form);
      form.requestSubmit();
    });
    const expected = ['base-uri', 'font-src', 'form-action', 'frame-src', 'img-src', 'object-src', 'script-src-elem', 'style-src-elem'];
    await options.waitFor((expected) => {
      const refused = new Set((window as unknown as { refused: string[] }).refused);
      return expected.every((directive) => refused.has(directive));
    }, expected);
    // Still allowed: an image made from data (a cover chosen from a file), and one from this machine's site.
    const loaded = await options.evaluate(async (site) => {
      const load = (src: string) =>
        new Promise<boolean>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(true);
          image.onerror = () => resolve(false);
          image.src = src;
        });
      return [await load('data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), await load(`${site}/.s/img/icon/inplace-test.gif`)];
    }, setting.site.url);
    expect(loaded[0]).toBe(true);
    expect((await options.evaluate(() => (window as unknown as { refused: string[] }).refused)).filter((d) => d === 'img-src')).toHaveLength(1);
    await options.close();
  });

  test('a content script that writes a short timeout into extension storage changes nothing: a slow site is waited for', async () => {
    const url = `${setting.site.url}/`;
    const tab = await setting.browser.newPage(url);
    const options = await openOptions(setting.browser);
    const tabId = await tabIdOf(options, url);
    // From the content scripts' world, which shares storage.local with the extension.
    await options.evaluate(async (tabId) => {
      const api = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
      await api.scripting.executeScript({ target: { tabId }, func: () => chrome.storage.local.set({ settings: { v: 2, data: { apiTimeoutMs: 1_000 } } }) });
    }, tabId);
    await setting.control.injectFault({ kind: 'delay', ms: 2_500, method: 'GET' });
    const reply = await sendAsExtensionPage<Envelope<{ id: number }>>(options, { type: 'site/operation', origin: origin(), operation: { op: 'page/open', id: 1 } });
    await setting.control.clearFaults();
    expect(reply).toMatchObject({ ok: true, value: { id: 1 } });
    // And the value left there is gone.
    expect(await options.evaluate(() => ((globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome).storage.local.get('settings'))).toEqual({});
    await options.close();
    await tab.close();
  });

  test('the owner turns the live preview off for the site: unsaved text stays in the panel; on again, it shows', async () => {
    const setPreview = async (shown: boolean) => {
      const options = await openOptions(setting.browser);
      const id = `preview-${origin()}`;
      await options.waitFor((id) => document.getElementById(id), id);
      if ((await options.evaluate((id) => (document.getElementById(id) as HTMLInputElement).checked, id)) !== shown) {
        await options.click(`[id="${id}"]`);
        await options.waitFor(({ id, shown }) => (document.getElementById(id) as HTMLInputElement).checked === shown, { id, shown });
      }
      // The box turns at the click; the choice is kept once the background has written it.
      await eventually(async () => {
        const sites = await sendAsExtensionPage<Envelope<{ origin: string; previewOff?: boolean }[]>>(options, { type: 'sites/list' });
        return sites.ok && sites.value.find((site) => site.origin === origin())?.previewOff === !shown;
      }, `the preview kept ${shown ? 'on' : 'off'} for the site`);
      await options.close();
    };

    await setPreview(false);
    const url = `${setting.site.url}/index/0-2`;
    const { site: tab, panel, tabId } = await openPanelOn(setting.browser, url);
    await waitForFieldValue(panel, 'Name', (await setting.control.state()).pages.find((page) => page.id === 2)!.name);
    await typeContentHtml(panel, '<p>Secret price list, not yet public</p>');
    await waitForDraft(panel, origin(), 'page:2', 'message', '<p>Secret price list, not yet public</p>');
    // The background refuses to show anything in the site's pages; the page holds its own content.
    const asked = await sendAsExtensionPage<Envelope<{ shown: boolean }>>(panel, { type: 'preview/show', tabId, url, kind: 'page', html: '<p>x</p>', originalHtml: '' });
    expect(asked).toEqual({ ok: true, value: { shown: false } });
    expect(await tab.evaluate(() => document.body.innerText.includes('Secret price list'))).toBe(false);
    expect(await tab.evaluate(() => document.querySelector('[data-inplace-preview]'))).toBeNull();
    await panel.close();

    await setPreview(true);
    const again = await setting.browser.newPage(`${setting.browser.extensionBase}sidepanel.html?tab=${tabId}`);
    await fillField(again, 'Name', 'Prices');
    await typeContentHtml(again, '<p>Secret price list, now shown</p>');
    await tab.waitFor(() => document.querySelector('[data-inplace-preview]')?.textContent?.includes('Secret price list, now shown'));
    await again.close();
    await tab.close();
  });
});
