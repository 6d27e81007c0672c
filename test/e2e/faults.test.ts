// Every fault the reference site can inject, at each step of a save, in both browsers: the
// draft is kept, the error says what happened, and once the fault is gone the next save goes
// through. Also: the service worker stopped in the middle of a save.
import { beforeAll, describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField, type TestPage } from './support/driver.ts';
import { siteAndBrowser, type E2eSetting } from './support/fixture.ts';
import { sendAsExtensionPage, setApiTimeout, waitOutBlock } from './support/flows.ts';
import { openPanelOn, panelText } from './support/panel.ts';

type Reply<T> = { ok: true; value: T } | { ok: false };

/** How long the background waits for the site in these tests (a setting of the extension). */
const TIMEOUT_MS = 1500;

type Fault =
  | { kind: 'delay'; ms: number }
  | { kind: 'status5xx'; status: number }
  | { kind: 'drop'; count: number }
  | { kind: 'malformed' }
  | { kind: 'html' }
  | { kind: 'limit'; ms: number };

const TRANSPORT_FAULTS: [string, Fault, string][] = [
  ['a delay beyond the timeout', { kind: 'delay', ms: TIMEOUT_MS + 2000 }, 'The site took too long to answer.'],
  ['a 500 error page', { kind: 'status5xx', status: 500 }, 'The site had an internal error.'],
  // Browsers retry a dropped GET themselves, several times: drop more than that.
  ['a dropped connection', { kind: 'drop', count: 10 }, 'The site could not be reached.'],
  ['malformed JSON', { kind: 'malformed' }, 'The site sent an answer Inplace cannot read.'],
  ['an HTML page instead of data', { kind: 'html' }, 'The site answered with a web page instead of data'],
  ['REQUESTS_LIMIT', { kind: 'limit', ms: 1000 }, 'The hourly request limit for this token is reached'],
];

async function editName(setting: E2eSetting, pageId: number): Promise<{ panel: TestPage; close: () => Promise<void>; name: string }> {
  const { site, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-${pageId}`);
  await panel.waitFor(() => (document.getElementById('f-name') as HTMLInputElement | null)?.value);
  const name = `Edited ${Math.random().toString(36).slice(2, 8)}`;
  await fillField(panel, 'Name', name);
  return { panel, name, close: async () => (await panel.close(), await site.close()) };
}

async function expectFailureThenRecovery(setting: E2eSetting, panel: TestPage, name: string, pageId: number, message: string, recover: () => Promise<void>) {
  await clickButton(panel, 'Save');
  await panel.waitFor((message) => document.querySelector('[role="alert"]')?.textContent?.includes(message), message);
  expect(await panelText(panel)).toContain('Your changes are kept as a draft.');
  expect((await panel.evaluate(() => (document.getElementById('f-name') as HTMLInputElement).value))).toBe(name);
  await recover();
  await clickButton(panel, 'Save');
  await panel.waitFor(() => document.body.innerText.includes('Saved '), undefined, 15_000);
  expect((await setting.control.state()).pages.find((p) => p.id === pageId)?.name).toBe(name);
}

describe.each(BROWSERS)('%s: faults at each step of a save', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });

  // The background waits for the site only as long as the owner set.
  beforeAll(async () => {
    const options = await setting.browser.newPage(`${setting.browser.extensionBase}options.html`);
    await setApiTimeout(options, TIMEOUT_MS);
    await options.close();
  });

  for (const step of ['check', 'write'] as const) {
    test.each(TRANSPORT_FAULTS)(`${step}: %s`, async (_label, fault, message) => {
      // The check is the GET before the write; the write is the PUT.
      const { panel, name: newName, close } = await editName(setting, 3);
      const faulted = await setting.control.mark();
      await setting.control.injectFault({ ...fault, method: step === 'check' ? 'GET' : 'PUT' });
      await expectFailureThenRecovery(setting, panel, newName, 3, message, async () => {
        await setting.control.clearFaults();
        // A delayed request lands at the site, and a block ends, before the next try.
        if (fault.kind === 'delay') await setting.control.nextRequest({ since: faulted, fault: 'delay', answered: true });
        if (fault.kind === 'limit') await waitOutBlock(panel, new URL(setting.site.url).origin);
      });
      await close();
    });
  }

  test('Discard while the site blocks requests: the form shows the site\'s copy as last read, and says why', async () => {
    const before = (await setting.control.state()).pages.find((p) => p.id === 9)!.name;
    const { panel, close } = await editName(setting, 9);
    await setting.control.injectFault({ kind: 'limit', ms: 2000, method: 'GET' });
    await clickButton(panel, 'Discard changes');
    await panel.waitFor(() => document.querySelector('.save-notice')?.textContent?.includes("The form shows the site's copy as it was last read."));
    expect(await panel.evaluate(() => (document.getElementById('f-name') as HTMLInputElement).value)).toBe(before);
    expect(await panelText(panel)).toContain('The hourly request limit for this token is reached');
    await setting.control.clearFaults();
    await waitOutBlock(panel, new URL(setting.site.url).origin);
    await close();
  });

  test('check: the token disabled on the site mid-session', async () => {
    const { panel, name: newName, close } = await editName(setting, 4);
    const [token] = await setting.control.tokens();
    await setting.control.disableToken(token!.id);
    await expectFailureThenRecovery(setting, panel, newName, 4, 'This API token is switched off on the site.', () => setting.control.enableToken(token!.id));
    await close();
  });

  test("check: the pages module's API switched off", async () => {
    const { panel, name: newName, close } = await editName(setting, 5);
    await setting.control.setModule('pages', false);
    await expectFailureThenRecovery(setting, panel, newName, 5, 'API access is off for this module of the site.', () => setting.control.setModule('pages', true));
    await close();
  });
});

// Chromium only: Firefox automation cannot stop the event page on demand. The background keeps
// its own timeout (20 s), so the save is still waiting for the site when the worker stops.
describe('chromium: the service worker stopped in the middle of a save', () => {
  const setting = siteAndBrowser('chromium', { siteAdded: true });

  test('nothing lost, the quota stays right', async () => {
    const { panel, name: newName, close } = await editName(setting, 6);
    await setting.control.clearLog();
    const origin = new URL(setting.site.url).origin;
    const usedBefore = ((await sendAsExtensionPage(panel, { type: 'quota/status', origin })) as Reply<{ used: number }> & { ok: true }).value.used;
    // The check GET is held at the site, longer than the background would wait, until the worker stops.
    await setting.control.injectFault({ kind: 'delay', ms: 30_000, method: 'GET' });
    await clickButton(panel, 'Save');
    await setting.control.nextRequest({ method: 'GET', fault: 'delay' });
    await setting.browser.stopBackground();
    await panel.waitFor(() => document.querySelector('[role="alert"]')?.textContent?.includes('The extension stopped before it answered.'));
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    expect((await setting.control.state()).pages.find((p) => p.id === 6)?.name).toBe(newName);
    const usedAfter = ((await sendAsExtensionPage(panel, { type: 'quota/status', origin })) as Reply<{ used: number }> & { ok: true }).value.used;
    expect(usedAfter - usedBefore).toBe((await setting.control.log()).length);
    await close();
  });
});

