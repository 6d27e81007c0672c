// @vitest-environment happy-dom
// The content script on a page of an added site: it tells the background what the page shows,
// and puts its launcher on the page as soon as the background answers.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { COMMENT_CONTROL_HOST } from '@/src/content/comment-controls';
import { startEditing } from '@/src/content/editing-start';
import { EDITING_NOT_IN_PAGE } from '@/src/messages/to-content-script';
import { LAUNCHER_HOST } from '@/src/content/launcher';
import { startContentScript } from '@/src/content/start';
import { installIdleCallbacks, type IdleCallbacks } from '../../support/idle-callbacks';

const RUNNING = Symbol.for('inplace.content-script');
const PAGE = `<body><!--U1AHEADER1Z--><header><div id="uNMenuDiv1" class="uMenuV"></div></header><!--/U1AHEADER1Z-->
<script>var uCoz = { site: 1 };</script><script src="/.s/src/uwnd.min.js"></script>
<div class="eMessage"><p>Entry</p></div><div class="comEnt" id="comEnt5">Nice</div>
<a href="https://www.ucoz.ru/" title="Hosted by uCoz">uCoz</a></body>`;

let idle: IdleCallbacks;
let context: AbortController;
const hellos = () => vi.mocked(fakeBrowser.runtime.sendMessage).mock.calls.map(([message]) => message as unknown as { type: string }).filter((message) => message.type === 'content/hello');

beforeEach(() => {
  fakeBrowser.reset();
  idle = installIdleCallbacks();
  document.documentElement.innerHTML = PAGE;
  document.cookie = 'studiouCoz=abc';
  context = new AbortController();
  vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(async () => ({
    ok: true,
    value: { registered: true, siteLabel: 'studio.ucoz.net', launcher: { show: true, label: 'Edit entry', aria: 'Edit entry with Inplace', tip: 'Or Alt+click anything on the page to edit it there.' }, commentControls: true },
  }));
});

afterEach(() => {
  // The script goes as it would with its extension: its controls leave the page.
  (fakeBrowser.runtime as { id?: string }).id = undefined;
  context.abort();
  (fakeBrowser.runtime as { id?: string }).id = 'test-extension-id';
  delete (globalThis as { [RUNNING]?: unknown })[RUNNING];
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('inplace.in-page-editing')];
  idle.uninstall();
  vi.useRealTimers();
});

describe('the content script on a page of an added site', () => {
  test('says what the page shows and nothing else of it (no cookies, scripts, links or markers)', async () => {
    await startContentScript(context.signal);
    expect(hellos()).toEqual([{ type: 'content/hello', parts: [{ kind: 'menu', id: 1, words: '' }], minichat: false, blocks: ['AHEADER'], loadedFrom: location.href }]);
  });

  test('a page back from the back/forward cache says hello again (the background forgot the tab when it left)', async () => {
    await startContentScript(context.signal);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(hellos()).toHaveLength(1);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(hellos()).toHaveLength(2);
  });

  test('a prerendered page says hello only once it is shown', async () => {
    Object.defineProperty(document, 'prerendering', { configurable: true, value: true });
    try {
      const started = startContentScript(context.signal);
      await Promise.resolve();
      expect(hellos()).toHaveLength(0);
      Object.defineProperty(document, 'prerendering', { configurable: true, value: false });
      document.dispatchEvent(new Event('prerenderingchange'));
      await started;
      expect(hellos()).toHaveLength(1);
    } finally {
      delete (document as { prerendering?: boolean }).prerendering;
    }
  });

  test('puts the launcher on the page as soon as the background answers, waiting for no idle moment (it would draw a frame of its own); no comment controls unasked', async () => {
    await startContentScript(context.signal);
    expect(document.querySelectorAll(LAUNCHER_HOST)).toHaveLength(1);
    expect(idle.pending).toBe(0);
    expect(document.querySelector(COMMENT_CONTROL_HOST)).toBeNull();
  });

  test('the comment controls show while the panel shows the comments, and go when it stops', async () => {
    await startContentScript(context.signal);
    const say = (message: unknown) => fakeBrowser.runtime.onMessage.trigger(message, { id: fakeBrowser.runtime.id }, () => {});
    await say({ type: 'preview/comment-picks', on: true });
    await say({ type: 'preview/comment-picks', on: true });
    expect(document.querySelectorAll(`#comEnt5 > ${COMMENT_CONTROL_HOST}`)).toHaveLength(1);
    await say({ type: 'preview/comment-picks', on: false });
    expect(document.querySelector(COMMENT_CONTROL_HOST)).toBeNull();
    // A command with anything more is not one the background sends.
    await say({ type: 'preview/comment-picks', on: true, extra: 1 });
    expect(document.querySelector(COMMENT_CONTROL_HOST)).toBeNull();
  });

  test('takes a preview from its start: the panel may already be open on the tab; the first asks for the editing script', async () => {
    await startContentScript(context.signal);
    // Answered through sendResponse, which both browsers take without a polyfill.
    const answers: unknown[] = [];
    const draft = { type: 'preview/show', kind: 'news', html: '<p>Draft</p>', originalHtml: '<p>Entry</p>', version: 1 };
    const say = (message: unknown) => fakeBrowser.runtime.onMessage.trigger(message, { id: fakeBrowser.runtime.id }, (answer: unknown) => answers.push(answer));
    await say(draft);
    // Not in the page yet: the content script asks for it, and the page is as it was.
    expect(answers).toEqual([EDITING_NOT_IN_PAGE]);
    expect(document.querySelector('.eMessage')!.textContent).toBe('Entry');
    // The background puts it in and says it again.
    startEditing();
    await say(draft);
    expect(answers).toEqual([EDITING_NOT_IN_PAGE, true]);
    expect(document.querySelector('.eMessage')!.textContent).toBe('Draft');
  });

  test('a command that comes before the background has answered hello is answered once it has: the panel may hear of the page first', async () => {
    let answerHello: (value: unknown) => void = () => {};
    vi.mocked(fakeBrowser.runtime.sendMessage).mockImplementation(() => new Promise((resolve) => (answerHello = resolve)));
    const started = startContentScript(context.signal);
    await vi.waitFor(() => expect(hellos()).toHaveLength(1));
    const answers: unknown[] = [];
    const kept = fakeBrowser.runtime.onMessage.trigger({ type: 'preview/point', on: true, clicks: false }, { id: fakeBrowser.runtime.id }, (answer: unknown) => answers.push(answer));
    // The answer is kept open meanwhile, not refused.
    expect(await kept).toContain(true);
    expect(answers).toEqual([]);
    answerHello({ ok: true, value: { registered: true, siteLabel: 'studio.ucoz.net', launcher: { show: false, label: '', aria: '' }, commentControls: false } });
    await started;
    await vi.waitFor(() => expect(answers).toEqual([EDITING_NOT_IN_PAGE]));
  });

  test('a script whose extension went away before the background answered puts nothing on the page', async () => {
    let answerHello: (value: unknown) => void = () => {};
    vi.mocked(fakeBrowser.runtime.sendMessage).mockImplementation(() => new Promise((resolve) => (answerHello = resolve)));
    const started = startContentScript(context.signal);
    await vi.waitFor(() => expect(hellos()).toHaveLength(1));
    (fakeBrowser.runtime as { id?: string }).id = undefined;
    context.abort();
    answerHello({ ok: true, value: { registered: true, siteLabel: 'studio.ucoz.net', launcher: { show: true, label: 'Edit entry', aria: 'Edit entry with Inplace' }, commentControls: true } });
    await started;
    expect(document.querySelector(LAUNCHER_HOST)).toBeNull();
    expect(document.querySelector(COMMENT_CONTROL_HOST)).toBeNull();
  });

  test('on a page of a site not added: no controls, nothing waiting', async () => {
    vi.mocked(fakeBrowser.runtime.sendMessage).mockImplementation(async () => ({ ok: true, value: { registered: false } }));
    await startContentScript(context.signal);
    expect(idle.pending).toBe(0);
    expect(document.querySelector(LAUNCHER_HOST)).toBeNull();
  });
});
