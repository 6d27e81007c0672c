// The photo album in both browsers: a photo's page names the photo and the panel edits one field
// of it, only that field sent; on an album's page five photos go in one batch (five POSTs and
// nothing else written) and appear in the album without a reload; a batch cut by closing the
// panel finishes when it opens again, no photo twice; bad files are refused before any request.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField, type TestPage } from './support/driver.ts';
import { apiCalls, siteAndBrowser } from './support/fixture.ts';
import { axeViolations } from './support/axe.ts';
import { launcherState } from './support/launcher.ts';
import { openPanelOn, waitForComments, waitForFieldValue } from './support/panel.ts';
import { pointAt } from './support/point-at.ts';
import { albumUrl, photoUrl } from '../site/data/urls.ts';
import { PIXEL, pickFiles, type Chosen } from './support/files.ts';

const photosNamed = (prefix: string, count: number): Chosen[] =>
  Array.from({ length: count }, (_, index) => ({ name: `${prefix}-${index + 1}.png`, type: 'image/png', base64: PIXEL }));

const albumItems = (tab: TestPage) => tab.evaluate(() => document.querySelectorAll('ul#uEntriesList > li').length);

describe.each(BROWSERS)('%s: the photo album', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true, variants: 43 });

  test("a photo's page: Edit photo, the image in the panel, its title edited and only that sent", async () => {
    const [photo] = await setting.control.photos(1);
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}${photoUrl(photo!)}`);
    expect((await launcherState(panel, tab)).label).toBe('Edit photo');
    await waitForFieldValue(panel, 'Title', photo!.title);
    // The image itself, loaded from the site.
    await panel.waitFor(() => (document.querySelector<HTMLImageElement>('img.photo-shown')?.naturalWidth ?? 0) > 0);
    expect(await axeViolations(panel)).toEqual([]);
    const title = `${photo!.title} (${name})`;
    await fillField(panel, 'Title', title);
    const mark = await setting.control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    const log = await setting.control.log(mark);
    expect(apiCalls(log)).toEqual(['GET /photo', 'PUT /photo']);
    expect(log[1]!.bodyKeys).toEqual(['title']);
    const after = (await setting.control.photos(1)).find((each) => each.id === photo!.id)!;
    expect(after).toMatchObject({ title, description: photo!.description, category: photo!.category });
    // The page reloads after a save and shows the new title.
    await tab.waitFor((title) => document.querySelector('.photo-etitle')?.textContent === title, title);
    await panel.close();
    await tab.close();
  });

  test("Alt+click on a photo's description puts the caret at the word, on its title opens Title; its comments are listed as an entry's", async () => {
    const photo = (await setting.control.photos(2)).find((each) => each.id === 3)!;
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}${photoUrl(photo)}`);
    await waitForFieldValue(panel, 'Title', photo.title);
    // The photo's comments, as an entry's, with a control on the page for each.
    await waitForComments(panel);
    expect(await panel.evaluate(() => document.getElementById('comments-title')?.textContent)).toBe('Comments (1)');
    await tab.waitFor(() => document.querySelector('span[data-inplace="comment"]'));
    await tab.waitFor(() => document.querySelector('span[data-inplace="point"]'));
    const words = photo.description.split(' ');
    await pointAt(tab, '.photo-edescr', ['Alt'], { word: 2 });
    await panel.bringToFront();
    await panel.waitFor(() => document.activeElement?.id === 'f-description');
    expect(await panel.evaluate(() => (document.activeElement as HTMLTextAreaElement).selectionStart)).toBe(`${words[0]} ${words[1]} `.length);
    await pointAt(tab, '.photo-etitle', ['Alt']);
    await panel.bringToFront();
    await panel.waitFor(() => document.activeElement?.id === 'f-title');
    await panel.close();
    await tab.close();
  });

  test("an album's page: five photos in one batch, five POSTs and nothing else written, in the album without a reload", async () => {
    const before = await setting.control.photos(2);
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}${albumUrl({ id: 2, hgu_title: 'komanda' })}`);
    expect((await launcherState(panel, tab)).label).toBe('Add photos to this album');
    const shown = await albumItems(tab);
    await pickFiles(panel, photosNamed(`batch-${name}`, 5));
    // What it costs is said before anything goes.
    await panel.waitFor(() => document.body.innerText.includes('5 photos') && document.body.innerText.includes('5 requests'));
    expect(await axeViolations(panel)).toEqual([]);
    const mark = await setting.control.mark();
    await clickButton(panel, 'Upload 5 photos');
    await panel.waitFor(() => document.body.innerText.includes('5 of 5 uploaded'), undefined, 30_000);
    expect(apiCalls(await setting.control.log(mark)).filter((call) => !call.startsWith('GET'))).toEqual(Array(5).fill('POST /photo'));
    const added = (await setting.control.photos(2)).filter((photo) => !before.some((old) => old.id === photo.id));
    expect(added.map((photo) => photo.title).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `batch-${name}-${n}`));
    expect(added.every((photo) => photo.image.type === 'image/png' && photo.image.size > 0)).toBe(true);
    await tab.waitFor((count) => document.querySelectorAll('ul#uEntriesList > li').length === count, shown + 5);
    await panel.close();
    await tab.close();
  });

  test('a batch cut by closing the panel goes on when it opens again, and no photo is sent twice', async () => {
    const before = await setting.control.photos(1);
    const url = `${setting.site.url}${albumUrl({ id: 1, hgu_title: 'ofis' })}`;
    const first = await openPanelOn(setting.browser, url);
    await pickFiles(first.panel, photosNamed(`cut-${name}`, 5));
    // Each upload takes a while: the panel closes with the second on its way.
    await setting.control.injectFault({ kind: 'delay', ms: 800, method: 'POST', count: 5 });
    const mark = await setting.control.mark();
    await clickButton(first.panel, 'Upload 5 photos');
    await setting.control.nextRequest({ since: mark, method: 'POST', path: '/photo', answered: true });
    await first.panel.close();
    await first.site.close();
    const again = await openPanelOn(setting.browser, url);
    // What waited goes on by itself, each file to its end.
    await again.panel.waitFor(() => {
      const rows = [...document.querySelectorAll('ul.uploads li')];
      return rows.length > 0 && rows.every((row) => row.classList.contains('done'));
    }, undefined, 30_000);
    const added = (await setting.control.photos(1)).filter((photo) => !before.some((old) => old.id === photo.id));
    expect(added.map((photo) => photo.title).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `cut-${name}-${n}`));
    expect(apiCalls(await setting.control.log(mark)).filter((call) => call === 'POST /photo')).toHaveLength(5);
    await setting.control.clearFaults();
    await again.panel.close();
    await again.site.close();
  });

  test("an image dropped into a page's text goes into the photo album and into the text; saved, the page shows it", async () => {
    const before = await setting.control.photos(1);
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/about`);
    await waitForFieldValue(panel, 'Name', 'О нас');
    await panel.waitFor(() => document.querySelector('#f-message p'));
    const mark = await setting.control.mark();
    // Dropped on the text's first paragraph, as a file dragged from the computer.
    await panel.evaluate((base64) => {
      const paragraph = document.querySelector('#f-message p')!;
      const box = paragraph.getBoundingClientRect();
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], `studio-${Date.now()}.png`, { type: 'image/png' }));
      paragraph.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true, clientX: box.left + 2, clientY: box.top + box.height / 2 }));
    }, PIXEL);
    await panel.waitFor(() => document.querySelector('#f-message img[src*="/_ph/1/"]'), undefined, 15_000);
    expect(await panel.evaluate(() => document.querySelector('.visual [role="status"]')?.textContent)).toMatch(/is in the text, and in your photo album “Офис”/);
    const added = (await setting.control.photos(1)).filter((photo) => !before.some((old) => old.id === photo.id));
    expect(added).toHaveLength(1);
    const address = await panel.evaluate(() => document.querySelector<HTMLImageElement>('#f-message img')!.getAttribute('src'));
    expect(address).toBe(`${setting.site.url}${added[0]!.image.path}`);
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    expect(apiCalls(await setting.control.log(mark)).filter((call) => !call.startsWith('GET'))).toEqual(['POST /photo', 'PUT /pages']);
    await tab.waitFor((address) => document.querySelector(`#content img[src="${address}"]`), address);
    await panel.close();
    await tab.close();
  });

  test('a text file named .jpg and a file over 5 MB are refused, by name, before any request', async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}${albumUrl({ id: 1, hgu_title: 'ofis' })}`);
    const mark = await setting.control.mark();
    await pickFiles(panel, [
      { name: 'notes.jpg', type: 'image/jpeg', text: 'These are my notes, not a photo.' },
      { name: 'huge.jpg', type: 'image/jpeg', size: 5_000_001, head: [0xff, 0xd8, 0xff, 0xe0] },
    ]);
    await panel.waitFor(() => document.querySelector('.refused')?.textContent?.includes('notes.jpg') && document.querySelector('.refused')?.textContent?.includes('huge.jpg'));
    expect(await panel.evaluate(() => document.body.innerText.includes('Upload'))).toBe(false);
    expect(apiCalls(await setting.control.log(mark)).filter((call) => call.startsWith('POST'))).toEqual([]);
    await panel.close();
    await tab.close();
  });
});
