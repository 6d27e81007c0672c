// Video in both browsers: a video's page names the video (its address does not: its rating does)
// and the panel edits one field of it, only that field sent, with its channel by name; pointing at
// its description puts the caret at the word; on a category's page New video starts in that
// category, refuses an address that is none before any request, and once made the video is on
// the category's page and open in the panel.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField } from './support/driver.ts';
import { apiCalls, siteAndBrowser } from './support/fixture.ts';
import { axeViolations } from './support/axe.ts';
import { launcherState } from './support/launcher.ts';
import { openPanelOn, waitForFieldValue } from './support/panel.ts';
import { pointAt } from './support/point-at.ts';

/** Waits until the select `id` shows `text` as chosen. */
const chosen = ({ id, text }: { id: string; text: string }) => (document.getElementById(id) as HTMLSelectElement | null)?.selectedOptions[0]?.textContent === text;

describe.each(BROWSERS)('%s: video', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true, variants: 22 });
  const videos = async () => (await setting.control.state()).entryModules.video!.entries;

  test("a video's page: Edit video, its channel by name, its description edited and only that sent; Alt+click puts the caret at the word", async () => {
    const [video] = (await videos()).filter((each) => each.id === 1);
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/video/vip/1/${video!.hgu_title}`);
    expect((await launcherState(panel, tab)).label).toBe('Edit video');
    await waitForFieldValue(panel, 'Title', video!.title);
    await panel.waitFor(chosen, { id: 'f-channel', text: 'Студия «Северный ветер»' });
    expect(await panel.evaluate(() => document.querySelector('.watched-at a')?.getAttribute('href'))).toBe(video!.video_url);
    expect(await axeViolations(panel)).toEqual([]);
    await tab.waitFor(() => document.querySelector('span[data-inplace="point"]'));
    const words = video!.description.split(' ');
    await pointAt(tab, '.vep-descr', ['Alt'], { word: 2 });
    await panel.bringToFront();
    await panel.waitFor(() => document.activeElement?.id === 'f-description');
    expect(await panel.evaluate(() => (document.activeElement as HTMLTextAreaElement).selectionStart)).toBe(`${words[0]} ${words[1]} `.length);
    const description = `${video!.description} (${name})`;
    await fillField(panel, 'Description', description);
    const mark = await setting.control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    const log = await setting.control.log(mark);
    expect(apiCalls(log)).toEqual(['GET /video', 'PUT /video']);
    expect(log[1]!.bodyKeys).toEqual(['description']);
    expect((await videos()).find((each) => each.id === 1)).toMatchObject({ description, title: video!.title, category: video!.category, channel: video!.channel });
    // The page reloads after a save and shows the new description.
    await tab.waitFor((text) => document.querySelector('.vep-descr')?.textContent === text, description);
    await panel.close();
    await tab.close();
  });

  test("a category's page: New video in that category; an address that is none is refused before any request; once made it is on the page and open", async () => {
    const before = await videos();
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/video/vic/streams`);
    expect((await launcherState(panel, tab)).label).toBe('New video in this category');
    await panel.waitFor(() => document.body.innerText.includes('New video'));
    await panel.waitFor(chosen, { id: 'f-category', text: 'Трансляции' });
    // Starting in the category on screen is not a change of the owner's: nothing to keep yet.
    expect(await panel.evaluate(() => document.body.innerText)).toContain('No unsaved changes');
    const title = `Урок ${name}`;
    await fillField(panel, 'Title', title);
    await fillField(panel, 'Video address', 'my video');
    const mark = await setting.control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.getElementById('f-link')?.getAttribute('aria-invalid') === 'true');
    expect(await panel.evaluate(() => document.getElementById('f-link-error')?.textContent)).toBe('Paste the video’s address, starting with https://');
    expect(apiCalls(await setting.control.log(mark)).filter((call) => !call.startsWith('GET'))).toEqual([]);
    expect(await axeViolations(panel)).toEqual([]);
    await fillField(panel, 'Video address', 'https://www.youtube.com/watch?v=new1');
    await clickButton(panel, 'Save');
    await panel.waitFor((title) => document.body.innerText.includes(`Edit video: ${title}`), title);
    const log = await setting.control.log(mark);
    expect(apiCalls(log).filter((call) => !call.startsWith('GET'))).toEqual(['POST /video']);
    const made = (await videos()).filter((video) => !before.some((old) => old.id === video.id));
    expect(made).toMatchObject([{ title, category: 2, video_url: 'https://www.youtube.com/watch?v=new1' }]);
    // The category's page, reloaded, lists it.
    await tab.waitFor((title) => [...document.querySelectorAll('#uEntriesList .ve-title')].some((item) => item.textContent === title), title);
    await panel.close();
    await tab.close();
  });
});
