// The README's pictures of the photo album: a photo in the panel, Add photos after a batch (one
// file refused), the album on the site with the new photos, and Add photos in Russian; Chromium,
// and the photo in Firefox. Run after `npm run build`: `node scripts/screenshots-photos.ts`
// (writes docs/screenshots/panel-photo*.png, panel-add-photos*.png and site-album.png; Russian
// needs the browsers' language packs).
import { shoot, shootFirefox, withSiteIn } from './shoot.ts';
import { launchChromium } from '../test/e2e/support/chromium.ts';
import { clickButton, type BrowserUnderTest, type TestPage } from '../test/e2e/support/driver.ts';
import { pickFiles } from '../test/e2e/support/files.ts';
import { siteControl } from '../test/site/control.ts';
import { launchFirefox } from '../test/e2e/support/firefox.ts';
import { startReferenceSite, type RunningSite } from '../test/e2e/support/flows.ts';
import { openPanelOn } from '../test/e2e/support/panel.ts';
import { albumUrl, photoUrl } from '../test/site/data/urls.ts';

/** A photo's page with its editor open, the image loaded. */
async function openPhoto(browser: BrowserUnderTest, site: RunningSite): Promise<{ site: TestPage; panel: TestPage }> {
  const opened = await openPanelOn(browser, `${site.url}${photoUrl({ id: 1, category: 1 })}`);
  await opened.panel.waitFor(() => (document.querySelector<HTMLImageElement>('img.photo-shown')?.naturalWidth ?? 0) > 0);
  return opened;
}

/** Add photos on the album «Офис», three photos sent and a text file refused. */
async function addPhotos(browser: BrowserUnderTest, site: RunningSite, upload: string): Promise<{ site: TestPage; panel: TestPage }> {
  const opened = await openPanelOn(browser, `${site.url}${albumUrl({ id: 1, hgu_title: 'ofis' })}`);
  // The site's own pictures, under new names: the album shows something to see.
  const images = await Promise.all([3, 4, 5].map(async (id) => {
    const path = (await siteControl(site.url).photos()).find((photo) => photo.id === id)!.image.path;
    return Buffer.from(await (await fetch(`${site.url}${path}`)).arrayBuffer()).toString('base64');
  }));
  const photos = ['lestnica', 'kuhnya', 'terrasa'].map((name, index) => ({ name: `${name}.jpg`, type: 'image/jpeg', base64: images[index]! }));
  await pickFiles(opened.panel, [...photos, { name: 'spisok.jpg', type: 'image/jpeg', text: 'not a photo' }]);
  await clickButton(opened.panel, upload);
  await opened.panel.waitFor(() => document.querySelectorAll('ul.uploads li.done').length === 3);
  return opened;
}

const site = await startReferenceSite();
try {
  await withSiteIn(await launchChromium(), site, async (chromium) => {
    const photo = await openPhoto(chromium, site);
    await shoot(photo.panel, 'panel-photo');
    await photo.panel.close();
    await photo.site.close();
    const album = await addPhotos(chromium, site, 'Upload 3 photos');
    await shoot(album.panel, 'panel-add-photos');
    await shoot(album.site, 'site-album', { width: 1100, height: 640 });
  });
  await withSiteIn(await launchChromium({ language: 'ru' }), site, async (russian) => shoot((await addPhotos(russian, site, 'Загрузить 3 фото')).panel, 'panel-add-photos-ru'));
  await withSiteIn(await launchFirefox(), site, async (firefox) => shootFirefox((await openPhoto(firefox, site)).panel, 'panel-photo-firefox'));
} finally {
  await site.close();
}
