// The README's pictures of video: a video in the panel (Chromium, and Firefox), and New video on a
// category's page in Russian. Run after `npm run build`: `node scripts/screenshots-video.ts`
// (writes docs/screenshots/panel-video.png, panel-video-firefox.png and panel-new-video-ru.png;
// Russian needs the browsers' language packs).
import { shoot, shootFirefox, withSiteIn } from './shoot.ts';
import { launchChromium } from '../test/e2e/support/chromium.ts';
import { fillField, type BrowserUnderTest } from '../test/e2e/support/driver.ts';
import { launchFirefox } from '../test/e2e/support/firefox.ts';
import { startReferenceSite, type RunningSite } from '../test/e2e/support/flows.ts';
import { openPanelOn, waitForFieldValue } from '../test/e2e/support/panel.ts';

/** A video's page with its editor open, its channel named. */
async function openVideo(browser: BrowserUnderTest, site: RunningSite) {
  const opened = await openPanelOn(browser, `${site.url}/video/vip/1/editor-walkthrough`);
  await waitForFieldValue(opened.panel, 'Title', 'Editor walkthrough');
  await opened.panel.waitFor(() => (document.getElementById('f-channel') as HTMLSelectElement | null)?.selectedOptions[0]?.textContent?.startsWith('Студия'));
  return opened;
}

const site = await startReferenceSite();
try {
  await withSiteIn(await launchChromium(), site, async (chromium) => shoot((await openVideo(chromium, site)).panel, 'panel-video'));
  await withSiteIn(await launchChromium({ language: 'ru' }), site, async (russian) => {
    const { panel } = await openPanelOn(russian, `${site.url}/video/vic/lessons`);
    await panel.waitFor(() => (document.getElementById('f-category') as HTMLSelectElement | null)?.selectedOptions[0]?.textContent === 'Уроки');
    await fillField(panel, 'Заголовок', 'Как добавить фото в альбом');
    await fillField(panel, 'Адрес видео', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    await shoot(panel, 'panel-new-video-ru');
  });
  await withSiteIn(await launchFirefox(), site, async (firefox) => shootFirefox((await openVideo(firefox, site)).panel, 'panel-video-firefox'));
} finally {
  await site.close();
}
