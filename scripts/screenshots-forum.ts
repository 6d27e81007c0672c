// The README's pictures of the forum: a topic's posts with Reply, a post with a quote, a spoiler
// and a code block in its editor (Chromium, and Firefox), and New topic on a forum's page in
// Russian. Run after `npm run build`: `node scripts/screenshots-forum.ts` (writes
// docs/screenshots/panel-topic.png, panel-post.png, panel-post-firefox.png and
// panel-new-topic-ru.png; Russian needs the browsers' language packs).
import { shoot, shootFirefox, withSiteIn } from './shoot.ts';
import { launchChromium } from '../test/e2e/support/chromium.ts';
import { fillField, type BrowserUnderTest } from '../test/e2e/support/driver.ts';
import { launchFirefox } from '../test/e2e/support/firefox.ts';
import { startReferenceSite, type RunningSite } from '../test/e2e/support/flows.ts';
import { openPanelOn } from '../test/e2e/support/panel.ts';

/** The topic's page with its posts listed in the panel. */
async function openTopic(browser: BrowserUnderTest, site: RunningSite) {
  const opened = await openPanelOn(browser, `${site.url}/forum/1-1-1`);
  await opened.panel.waitFor(() => document.querySelectorAll('button.post-pick').length === 2);
  return opened;
}

/** The answer with its quote, spoiler and code block open in the post editor, its preview drawn. */
async function openAnswer(browser: BrowserUnderTest, site: RunningSite) {
  const { panel } = await openTopic(browser, site);
  await panel.evaluate(() => document.querySelectorAll<HTMLButtonElement>('button.post-pick')[1]?.click());
  await panel.waitFor(() => document.querySelector('.post-shown .bbQuoteBlock'));
  return panel;
}

const site = await startReferenceSite();
try {
  await withSiteIn(await launchChromium(), site, async (chromium) => {
    await shoot((await openTopic(chromium, site)).panel, 'panel-topic');
    await shoot(await openAnswer(chromium, site), 'panel-post');
  });
  await withSiteIn(await launchChromium({ language: 'ru' }), site, async (russian) => {
    const { panel } = await openPanelOn(russian, `${site.url}/forum/1`);
    await fillField(panel, 'Название темы', 'Как поменять шрифт заголовков?');
    await fillField(panel, 'Первое сообщение', 'Подскажите, где в [b]конструкторе[/b] выбирается шрифт?');
    await panel.waitFor(() => document.querySelector('.post-shown b'));
    await shoot(panel, 'panel-new-topic-ru');
  });
  await withSiteIn(await launchFirefox(), site, async (firefox) => shootFirefox(await openAnswer(firefox, site), 'panel-post-firefox'));
} finally {
  await site.close();
}
