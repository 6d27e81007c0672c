// Moderating from the panel, in both browsers: an entry's comments listed with the entry (two
// GETs in all), one edited, three deleted in bulk (three DELETEs, nothing else) and gone from
// the page without a reload; a guest book and a mini-chat message deleted the same way. The site
// answers every read in a shape picked among those a real site may send (its variants mode).
import { describe, expect, test } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField } from './support/driver.ts';
import { CUSTOM_ELEMENT_TRAP, trappedInPage } from './support/custom-element-trap.ts';
import { apiCalls, siteAndBrowser } from './support/fixture.ts';
import { launchersIn, launcherState } from './support/launcher.ts';
import { openOptions, tabIdOf } from './support/flows.ts';
import { LAUNCHER, waitForFieldValue } from './support/panel.ts';

describe.each(BROWSERS)('%s: moderating from the panel', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true, variants: 28 });

  test('listed with the entry, one edited, three deleted in bulk and gone from the page', async () => {
    const spam = await Promise.all(
      ['Cheap watches here', 'Buy followers now', 'Win a prize today'].map((message) => setting.control.addComment({ module: 'publ', entry_id: 1, name: 'spammer', message })),
    );
    const kept = await setting.control.addComment({ module: 'publ', entry_id: 1, name: 'Olga', message: 'Very helpful, thank you' });
    const article = (await setting.control.state()).entryModules.publ!.entries.find((entry) => entry.id === 1)!;
    // The page defines custom elements named like Inplace's controls before Inplace runs.
    await setting.control.setRecord('publ', 1, { message: `${CUSTOM_ELEMENT_TRAP}${String(article.message)}` });
    // The panel in a window of its own beside the page, as the side panel sits beside it: a click
    // on the page leaves the panel in view (a covered tab's timers are held back).
    const url = `${setting.site.url}/publ/${article.hgu_title}/1-1-0-1`;
    const tab = await setting.browser.newPage(url);
    // Inplace's launcher comes once the page is idle; the comments' controls only with the panel.
    await tab.waitFor((tag) => document.querySelector(tag), LAUNCHER);
    expect(await tab.evaluate(() => document.querySelectorAll('span[data-inplace="comment"]').length)).toBe(0);
    const options = await openOptions(setting.browser);
    const tabId = await tabIdOf(options, url);
    await options.close();
    const mark = await setting.control.mark();
    const panel = await setting.browser.newWindow(`${setting.browser.extensionBase}sidepanel.html?tab=${tabId}`);
    await waitForFieldValue(panel, 'Title', article.title);
    await panel.waitFor(() => document.getElementById('comments-title')?.textContent === 'Comments (4)');
    // The entry and its comments, read side by side: two requests.
    expect(apiCalls(await setting.control.log(mark)).sort()).toEqual(['GET /comments', 'GET /publ']);
    expect(await panel.evaluate(() => [...document.querySelectorAll('.comment-text')].map((p) => p.textContent))).toEqual([
      'Cheap watches here', 'Buy followers now', 'Win a prize today', 'Very helpful, thank you',
    ]);
    expect(await tab.evaluate(() => document.querySelectorAll('.comEnt').length)).toBe(4);
    expect(await axeViolations(panel, ['section.comments'])).toEqual([]);

    // With the panel showing the comments, each comment on the page has Inplace's control; a real
    // click on one selects it in the panel.
    await tab.waitFor(() => document.querySelectorAll('span[data-inplace="comment"]').length === 4);
    const controls = await launchersIn(panel, tab, 'span[data-inplace="comment"]');
    expect(controls.map((control) => [control.label, control.openToPage])).toEqual(Array.from({ length: 4 }, () => ['Select in Inplace', false]));
    // Those classes got hold of none of them.
    expect(await trappedInPage(tab)).toEqual([]);
    const olga = controls[3]!;
    expect(olga.ariaLabel).toBe(`Select in Inplace: comment ${kept}`);
    await tab.clickAt(olga.centre.x, olga.centre.y);
    await panel.bringToFront();
    // Found and focused in the panel, not ticked for a delete.
    await panel.waitFor((id) => document.activeElement?.id === `comment-${id}`, kept);
    expect(await panel.evaluate((id) => (document.getElementById(`comment-${id}`) as HTMLInputElement).checked, kept)).toBe(false);

    // Edit one.
    const beforeEdit = await setting.control.mark();
    await panel.click(`[aria-label="Edit comment by Olga"]`);
    await fillField(panel, 'Comment text', 'Very helpful, thank you!');
    await clickButton(panel, 'Save comment');
    await panel.waitFor(() => [...document.querySelectorAll('.comment-text')].some((p) => p.textContent === 'Very helpful, thank you!'));
    expect(apiCalls(await setting.control.log(beforeEdit))).toEqual([`PUT /comments/${kept}`]);
    expect((await setting.control.state()).comments.find((comment) => comment.id === kept)?.message).toBe('Very helpful, thank you!');

    // Select the three and delete them, once asked.
    for (const id of spam) await panel.click(`#comment-${id}`);
    await clickButton(panel, 'Delete selected (3)');
    await panel.waitFor(() => document.body.innerText.includes('Delete the 3 selected comments? This cannot be undone.'));
    // The question names each one it deletes.
    expect(await panel.evaluate(() => [...document.querySelectorAll('.to-delete li')].map((li) => li.textContent))).toEqual([
      'spammer: Cheap watches here', 'spammer: Buy followers now', 'spammer: Win a prize today',
    ]);
    const beforeDelete = await setting.control.mark();
    await tab.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await clickButton(panel, 'Delete');
    await panel.waitFor(() => document.getElementById('comments-title')?.textContent === 'Comments (1)');
    expect(apiCalls(await setting.control.log(beforeDelete))).toEqual(spam.map((id) => `DELETE /comments/${id}`));
    expect((await setting.control.state()).comments.filter((comment) => comment.module === 'publ' && comment.entry_id === 1).map((c) => c.id)).toEqual([kept]);
    // The page shows them gone, without a reload (a mark left in the page before survives).
    await tab.waitFor(() => document.querySelectorAll('.comEnt').length === 1);
    expect(await tab.evaluate(() => [document.querySelector('.comEnt')?.id, (window as unknown as { stayed?: boolean }).stayed])).toEqual([`comEnt${kept}`, true]);
    // The panel closed, the controls leave the page.
    await panel.close();
    await tab.waitFor(() => document.querySelectorAll('span[data-inplace="comment"]').length === 0);
    await tab.close();
  });

  test('the guest book: its messages listed on /gb/, one deleted, gone from the page', async () => {
    const url = `${setting.site.url}/gb/`;
    const tab = await setting.browser.newPage(url);
    await tab.waitFor((tag) => document.querySelector(tag), LAUNCHER);
    const options = await openOptions(setting.browser);
    const tabId = await tabIdOf(options, url);
    expect((await launcherState(options, tab)).label).toBe('Moderate guest book');
    await options.close();
    const mark = await setting.control.mark();
    const panel = await setting.browser.newWindow(`${setting.browser.extensionBase}sidepanel.html?tab=${tabId}`);
    await panel.waitFor(() => document.getElementById('guestbook-title')?.textContent === 'Guest book (2)');
    expect(apiCalls(await setting.control.log(mark))).toContain('GET /gb');
    expect(await tab.evaluate(() => document.querySelectorAll('#allEntries > [id^="entryID"]').length)).toBe(2);
    expect(await axeViolations(panel, ['section.guestbook'])).toEqual([]);

    const beforeDelete = await setting.control.mark();
    await tab.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await panel.click('[aria-label="Delete message by Tom"]');
    await panel.waitFor(() => document.body.innerText.includes('Delete the message by Tom? This cannot be undone.'));
    await clickButton(panel, 'Delete');
    await panel.waitFor(() => document.getElementById('guestbook-title')?.textContent === 'Guest book (1)');
    expect(apiCalls(await setting.control.log(beforeDelete))).toEqual(['DELETE /gb/2']);
    expect((await setting.control.state()).gb.map((message) => message.id)).toEqual([1]);
    await tab.waitFor(() => !document.getElementById('entryID2'));
    expect(await tab.evaluate(() => [document.getElementById('entryID1') !== null, (window as unknown as { stayed?: boolean }).stayed])).toEqual([true, true]);
    // The guest book is a place of its own: first on its page, and in All of the site from anywhere.
    expect(await panel.evaluate(() => [...document.querySelectorAll('nav .tabs button[aria-pressed="true"]')].map((b) => b.textContent))).toEqual(['Guest book']);
    await tab.goto(`${setting.site.url}/index/0-3`);
    await panel.waitFor(() => !document.querySelector('nav .tabs')?.textContent?.includes('Guest book'));
    await clickButton(panel, 'All of the site');
    await clickButton(panel, 'Show messages');
    await panel.waitFor(() => document.getElementById('guestbook-title')?.textContent === 'Guest book (1)');
    expect(await panel.evaluate(() => [...document.querySelectorAll('nav .tabs button[aria-pressed="true"]')].map((b) => b.textContent))).toEqual(['All of the site']);
    await clickButton(panel, '← Back to All of the site');
    await panel.waitFor(() => document.querySelector('#site-search'));
    await panel.close();
    await tab.close();
  });

  test('the mini-chat where the page shows it: read only when asked for, one message deleted, gone from the page', async () => {
    const url = `${setting.site.url}/`;
    const tab = await setting.browser.newPage(url);
    await tab.waitFor(() => document.querySelectorAll('#mchatBlock [id^="mchatMsg"]').length === 2);
    const options = await openOptions(setting.browser);
    const tabId = await tabIdOf(options, url);
    await options.close();
    const mark = await setting.control.mark();
    const panel = await setting.browser.newWindow(`${setting.browser.extensionBase}sidepanel.html?tab=${tabId}`);
    await waitForFieldValue(panel, 'Name', (await setting.control.state()).pages.find((page) => page.id === 1)!.name);
    // Opening the panel reads the page, not the mini-chat.
    expect(apiCalls(await setting.control.log(mark))).not.toContain('GET /mchat');
    await clickButton(panel, 'Mini-chat on this page');
    await panel.waitFor(() => document.getElementById('minichat-title')?.textContent === 'Mini-chat (2)');
    expect(await axeViolations(panel, ['section.minichat'])).toEqual([]);

    const beforeDelete = await setting.control.mark();
    await tab.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await panel.click('[aria-label="Delete message by maria"]');
    await clickButton(panel, 'Delete');
    await panel.waitFor(() => document.getElementById('minichat-title')?.textContent === 'Mini-chat (1)');
    expect(apiCalls(await setting.control.log(beforeDelete))).toEqual(['DELETE /mchat/2']);
    expect((await setting.control.state()).mchat.map((message) => message.id)).toEqual([1]);
    await tab.waitFor(() => !document.getElementById('mchatMsg2'));
    expect(await tab.evaluate(() => [document.getElementById('mchatMsg1') !== null, (window as unknown as { stayed?: boolean }).stayed])).toEqual([true, true]);
    await panel.close();
    await tab.close();
  });
});
