// The forum in both browsers: on a topic's page the button names the topic's posts and the panel
// lists them; Alt+click on a post's word opens it with the caret there; a post with a quote, a
// spoiler and a code block, edited as BB code, is written with
// every marker and byte outside the edit kept and shows its new text in place without a reload;
// an empty reply is refused before any request and a reply is posted; on a forum's page New topic
// refuses a title over 60 characters before any request and makes the topic, which the tab and
// the panel open.
import { describe, expect, test } from 'vitest';
import { ANSWER_WITH_MARKERS } from '../site/data/forum-posts.ts';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField } from './support/driver.ts';
import { apiCalls, siteAndBrowser } from './support/fixture.ts';
import { axeViolations } from './support/axe.ts';
import { launcherState } from './support/launcher.ts';
import { openPanelOn } from './support/panel.ts';
import { pointAt } from './support/point-at.ts';

/** The text of the field labelled `label` once it has one. */
const fieldText = (label: string) => {
  const field = [...document.querySelectorAll('label')].find((each) => each.textContent?.trim() === label);
  return (field?.htmlFor && (document.getElementById(field.htmlFor) as HTMLTextAreaElement | null)?.value) || null;
};

describe.each(BROWSERS)('%s: the forum', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true, variants: 43 });
  const posts = async () => (await setting.control.state()).forumMessages;

  test("a topic's posts; Alt+click on a word of one with a quote, a spoiler and a code block opens it there; edited as BB code, every byte outside the edit kept, shown in place", async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/forum/1-1-1`);
    expect((await launcherState(panel, tab)).label).toBe('Edit posts in this topic');
    await panel.waitFor(() => document.querySelectorAll('button.post-pick').length === 2);
    expect(await panel.evaluate(() => document.querySelector('button.post-pick .post-start')?.textContent)).toBe('Подскажите, где это в панели?');
    expect(await axeViolations(panel)).toEqual([]);
    // Alt+click on a word of the answer's quote: the answer opens with the caret at that word.
    await tab.waitFor(() => document.querySelector('span[data-inplace="point"]'));
    await pointAt(tab, '#ucoz-forum-post-2 .quoteMessage', ['Alt'], { word: 2 });
    await panel.bringToFront();
    await panel.waitFor(() => document.activeElement?.id === 'f-message');
    const bb = await panel.evaluate(fieldText, 'Message');
    expect(await panel.evaluate(() => (document.activeElement as HTMLTextAreaElement).selectionStart)).toBe(bb!.indexOf('это в панели'));
    expect(bb).toContain('[quote="ivan"]Подскажите, где это в панели?[/quote]');
    expect(bb).toContain('[spoiler=Скриншот]');
    // How it reads: the quote, and the code block's code as text.
    await panel.waitFor(() => document.querySelector('.post-shown .bbQuoteBlock') && document.querySelector('.post-shown .codeMessage')?.textContent === '<a href="/index/0-7">Новая страница</a>');
    expect(await axeViolations(panel)).toEqual([]);
    // The tab keeps this mark unless it reloads.
    await tab.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await fillField(panel, 'Message', bb!.replace('Удачи!', `Удачи, ${name}!`));
    const mark = await setting.control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    const log = await setting.control.log(mark);
    expect(apiCalls(log)).toEqual(['GET /forum/message', 'PUT /forum/message']);
    expect(log[1]!.bodyKeys).toEqual(['message']);
    expect((await posts()).find((post) => post.id === 2)?.message).toBe(ANSWER_WITH_MARKERS.replace('Удачи!', `Удачи, ${name}!`));
    await tab.waitFor((words) => document.getElementById('ucoz-forum-post-2')?.textContent?.includes(words), `Удачи, ${name}!`);
    expect(await tab.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(await tab.evaluate(() => document.querySelector('#ucoz-forum-post-2 .bbQuoteBlock')?.textContent)).toContain('Подскажите, где это в панели?');
    expect(await tab.evaluate(() => document.querySelector('#ucoz-forum-post-2 .codeMessage')?.textContent)).toBe('<a href="/index/0-7">Новая страница</a>');
    await panel.close();
    await tab.close();
  });

  test("each post's control on the page opens it; Reply: an empty one refused before any request, then the reply is in the topic and on its page", async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/forum/1-1-1`);
    await panel.waitFor(() => document.querySelectorAll('button.post-pick').length > 0);
    // While the panel is open, each post has its control (in a closed root: the page sees a host alone).
    await tab.waitFor(() => document.querySelectorAll('#post1 span[data-inplace="post"], #post2 span[data-inplace="post"]').length === 2);
    const control = await tab.evaluate(() => {
      const box = document.querySelector('#post1 span[data-inplace="post"]')!.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    });
    await tab.clickAt(control.x, control.y, []);
    await panel.bringToFront();
    await panel.waitFor(() => document.body.innerText.includes('Post by ivan'));
    await panel.waitFor(fieldText, 'Message');
    expect(await panel.evaluate(fieldText, 'Message')).toBe('Подскажите, где это в панели?');
    await clickButton(panel, 'Posts in this topic');
    await panel.waitFor(() => document.getElementById('f-reply') && !document.getElementById('f-message'));
    const mark = await setting.control.mark();
    await fillField(panel, 'Message', '   ');
    await clickButton(panel, 'Reply');
    await panel.waitFor(() => document.getElementById('f-reply-error')?.textContent === 'Write something first: an empty post is not sent.');
    expect(apiCalls(await setting.control.log(mark)).filter((call) => !call.startsWith('GET'))).toEqual([]);
    const reply = `Спасибо, [b]${name}[/b]!`;
    await fillField(panel, 'Message', reply);
    await clickButton(panel, 'Reply');
    await panel.waitFor(() => document.body.innerText.includes('Your reply is in the topic.'));
    expect(apiCalls(await setting.control.log(mark)).filter((call) => !call.startsWith('GET'))).toEqual(['POST /forum/message']);
    expect((await posts()).filter((post) => post.topic_id === 1).at(-1)?.message).toBe(reply);
    await tab.waitFor((text) => document.body?.textContent?.includes(text), `Спасибо, [b]${name}[/b]!`);
    // A reply whose answer is lost is looked for before it is sent again: it is in the topic once.
    const again = `И ещё: [i]${name}[/i]`;
    await setting.control.injectFault({ kind: 'lost', method: 'POST' });
    const lostMark = await setting.control.mark();
    await fillField(panel, 'Message', again);
    await clickButton(panel, 'Reply');
    await panel.waitFor(() => document.body.innerText.includes('your reply may be in the topic all the same'));
    await clickButton(panel, 'Reply');
    await panel.waitFor(() => document.body.innerText.includes('Your reply had reached the topic: it was not sent again.'));
    expect(apiCalls(await setting.control.log(lostMark)).filter((call) => !call.startsWith('GET'))).toEqual(['POST /forum/message']);
    expect((await posts()).filter((post) => post.message === again)).toHaveLength(1);
    await panel.close();
    await tab.close();
  });

  test("a forum's page: New topic refuses a title over 60 characters before any request, then makes the topic and the tab opens it", async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/forum/1`);
    expect((await launcherState(panel, tab)).label).toBe('New topic');
    await panel.waitFor(() => document.getElementById('f-topic-title'));
    const mark = await setting.control.mark();
    await fillField(panel, 'Topic title', 'я'.repeat(61));
    await panel.waitFor(() => document.getElementById('f-topic-title-error')?.textContent === "A topic's title is at most 60 characters: this one has 61.");
    await fillField(panel, 'First post', 'Где это?');
    await clickButton(panel, 'Create topic');
    expect(apiCalls(await setting.control.log(mark)).filter((call) => !call.startsWith('GET'))).toEqual([]);
    expect(await axeViolations(panel)).toEqual([]);
    const title = `Вопрос из ${name}`;
    await fillField(panel, 'Topic title', title);
    await clickButton(panel, 'Create topic');
    // The tab opens the new topic, and the panel, following it, lists its first post.
    await tab.waitFor((title) => document.querySelector('td.gTableTop')?.textContent === title, title);
    await panel.waitFor(() => document.querySelector('button.post-pick .post-start')?.textContent === 'Где это?');
    expect(apiCalls(await setting.control.log(mark)).filter((call) => !call.startsWith('GET'))).toEqual(['POST /forum/topic']);
    const topic = (await setting.control.state()).topics.find((each) => each.title === title);
    expect(topic).toMatchObject({ forum_id: 1 });
    expect(await tab.evaluate(() => location.pathname)).toBe(`/forum/1-${topic!.id}-1`);
    await panel.close();
    await tab.close();
  });

  test('a new topic whose answer was lost is looked for before it is sent again: one topic, and the tab opens it', async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/forum/1`);
    await panel.waitFor(() => document.getElementById('f-topic-title'));
    const title = `Потерянный ответ ${name}`;
    await fillField(panel, 'Topic title', title);
    await fillField(panel, 'First post', 'Тема, ответ о которой потерялся.');
    await setting.control.injectFault({ kind: 'lost', method: 'POST' });
    const mark = await setting.control.mark();
    await clickButton(panel, 'Create topic');
    await panel.waitFor(() => document.body.innerText.includes('the topic may have been made all the same'));
    await clickButton(panel, 'Create topic');
    await tab.waitFor((title) => document.querySelector('td.gTableTop')?.textContent === title, title);
    expect(apiCalls(await setting.control.log(mark)).filter((call) => !call.startsWith('GET'))).toEqual(['POST /forum/topic']);
    expect((await setting.control.state()).topics.filter((each) => each.title === title)).toHaveLength(1);
    await panel.close();
    await tab.close();
  });
});
