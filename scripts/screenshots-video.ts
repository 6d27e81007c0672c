// The README's pictures of video: a video in the panel (Chromium, and Firefox), and New video on a
// category's page in Russian. Run after `npm run build`: `node scripts/screenshots-video.ts`
// (writes docs/screenshots/panel-video.png, panel-video-firefox.png and panel-new-video-ru.png;
// Russian needs the browsers' language packs).
import { shoot, shootFirefox } from './shoot.ts';
import { addSiteById } from '../test/e2e/support/any-language.ts';
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
  const chromium = await launchChromium();
  try {
    await (await addSiteById(chromium, site.url, site.token)).close();
    await shoot((await openVideo(chromium, site)).panel, 'panel-video');
  } finally {
    await chromium.close();
  }
  const russian = await launchChromium({ language: 'ru' });
  try {
    await (await addSiteById(russian, site.url, site.token)).close();
    const { panel } = await openPanelOn(russian, `${site.url}/video/vic/lessons`);
    await panel.waitFor(() => (document.getElementById('f-category') as HTMLSelectElement | null)?.selectedOptions[0]?.textContent === 'Уроки');
    await fillField(panel, 'Заголовок', 'Как добавить фото в альбом');
    await fillField(panel, 'Адрес видео', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    await shoot(panel, 'panel-new-video-ru');
  } finally {
    await russian.close();
  }
  const firefox = await launchFirefox();
  try {
    await (await addSiteById(firefox, site.url, site.token)).close();
    await shootFirefox((await openVideo(firefox, site)).panel, 'panel-video-firefox');
  } finally {
    await firefox.close();
  }
} finally {
  await site.close();
}
