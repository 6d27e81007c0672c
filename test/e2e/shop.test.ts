// The shop in both browsers: a shop category's page names the category (its id is in the
// markup, its address has slugs only) and the panel renames it, only the name sent; a category
// without a name is refused before any request; its image uploaded (a text file refused first) and
// removed after the question; New category makes one under it, and Hide hides it from visitors. A product's page: the product read-only, and New product like this one (an
// empty price refused) added with one POST. The currency rates: bad rates refused before any
// request, one changed with one request.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField } from './support/driver.ts';
import { apiCalls, siteAndBrowser } from './support/fixture.ts';
import { axeViolations } from './support/axe.ts';
import { launcherState } from './support/launcher.ts';
import { openPanelOn, waitForFieldValue } from './support/panel.ts';
import { pointAt } from './support/point-at.ts';
import { pickFiles, PIXEL } from './support/files.ts';

describe.each(BROWSERS)('%s: the shop', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });
  const categories = async () => (await setting.control.state()).shop.categories;

  test("a shop category's page: Edit shop category, renamed with only its name sent; no name refused; a category made under it; hidden", async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/shop/electronics/phones`);
    expect((await launcherState(panel, tab)).label).toBe('Edit shop category');
    await waitForFieldValue(panel, 'Name', 'Смартфоны');
    expect(await axeViolations(panel)).toEqual([]);
    const mark = await setting.control.mark();
    await fillField(panel, 'Name', '  ');
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.getElementById('f-name-error')?.textContent === 'Give the category a name.');
    expect(apiCalls(await setting.control.log(mark))).toEqual([]);
    const renamed = `Телефоны (${name})`;
    await fillField(panel, 'Name', renamed);
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    const log = await setting.control.log(mark);
    expect(apiCalls(log).filter((call) => !call.startsWith('GET'))).toEqual(['POST /shop/edit_cat']);
    expect(log.find((entry) => entry.method === 'POST')!.bodyKeys.sort()).toEqual(['id', 'name']);
    expect((await categories()).find((each) => each.id === 2)).toMatchObject({ name: renamed, url: 'phones', pid: 1 });
    // The page reloads after a save and shows the new name.
    await tab.waitFor((renamed) => document.querySelector('a[id="cat-id-2"]')?.textContent === renamed, renamed);

    // Its image: a file that is no image refused before any request; a PNG uploaded at once, then removed after the question.
    const imageMark = await setting.control.mark();
    await pickFiles(panel, [{ name: 'notes.txt', type: 'text/plain', text: 'not an image' }], '#f-shopcat-image');
    await panel.waitFor(() => document.querySelector('.shopcat-image [role="alert"]')?.textContent?.startsWith('Choose an image file'));
    expect(apiCalls(await setting.control.log(imageMark))).toEqual([]);
    await pickFiles(panel, [{ name: 'phones.png', type: 'image/png', base64: PIXEL }], '#f-shopcat-image');
    await panel.waitFor(() => document.body.innerText.includes('Image uploaded: the shop shows it now.'));
    expect((await categories()).find((each) => each.id === 2)!.img).toMatch(/^\/_fr\/shop\/2\/cat_img\.\w+$/);
    await clickButton(panel, 'Remove the image');
    await panel.waitFor((renamed) => document.body.innerText.includes(`Remove the image of “${renamed}” from the site? This cannot be undone`), renamed);
    expect(apiCalls(await setting.control.log(imageMark))).toEqual(['POST /shop/edit_cat']);
    await clickButton(panel, 'Yes, remove the image');
    await panel.waitFor(() => document.body.innerText.includes('Image removed.'));
    expect(apiCalls(await setting.control.log(imageMark))).toEqual(['POST /shop/edit_cat', 'POST /shop/edit_cat']);
    expect((await categories()).find((each) => each.id === 2)!.img).toBe('');

    // A category under this one, made once.
    const made = `Чехлы (${name})`;
    await panel.waitFor((renamed) => document.body.innerText.includes(`New category under “${renamed}”`), renamed);
    await fillField(panel, 'Name of the new category', made);
    await clickButton(panel, 'New category');
    await waitForFieldValue(panel, 'Name', made);
    expect((await categories()).filter((each) => each.name === made)).toEqual([expect.objectContaining({ pid: 2 })]);

    // Hidden from visitors, then shown again.
    const hideMark = await setting.control.mark();
    await clickButton(panel, 'Hide from the shop');
    await panel.waitFor(() => document.body.innerText.includes('Hidden: visitors no longer see it.'));
    expect(apiCalls(await setting.control.log(hideMark))).toEqual(['POST /shop/edit_cat']);
    expect((await categories()).find((each) => each.name === made)).toMatchObject({ hidden: 1 });

    // Point to edit: Alt+click on the category's heading on its page opens its editor.
    await clickButton(panel, 'All of the site');
    // Pointable once the page (reloaded by a save) has Inplace's pointing in it.
    await tab.waitFor(() => document.querySelector('span[data-inplace="point"]'));
    await pointAt(tab, 'a[id="cat-id-2"]', ['Alt']);
    await panel.bringToFront();
    await panel.waitFor((name) => document.querySelector('h2')?.textContent === `Edit shop category: Телефоны (${name})`, name);
    await panel.close();
    await tab.close();
  });

  test('currency rates: 0, a negative rate and no number refused before any request; a rate changed with one request', async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/`);
    await clickButton(panel, 'All of the site');
    await clickButton(panel, 'Currency rates');
    await waitForFieldValue(panel, 'USD ($)', '90.5');
    expect(await axeViolations(panel)).toEqual([]);
    const mark = await setting.control.mark();
    for (const [typed, reason] of [['0', 'A rate of 0 would make every price free'], ['-2', 'A rate cannot be negative'], ['девяносто', 'A rate is a number']]) {
      await fillField(panel, 'USD ($)', typed!);
      await clickButton(panel, 'Save rates');
      await panel.waitFor((reason) => document.getElementById('f-rate-USD-error')?.textContent?.startsWith(reason), reason!);
    }
    expect(apiCalls(await setting.control.log(mark))).toEqual([]);
    await fillField(panel, 'USD ($)', '91,25');
    await clickButton(panel, 'Save rates');
    await panel.waitFor(() => document.body.innerText.includes('Saved: the shop shows prices at the new rates.'));
    const log = await setting.control.log(mark);
    expect(apiCalls(log)).toEqual(['POST /shop/setcurrrate']);
    expect((await setting.control.state()).shop.currencies.map(({ code, rate }) => [code, rate])).toEqual([['RUB', 1], ['USD', 91.25], ['EUR', 98.2]]);
    await panel.close();
    await tab.close();
  });

  test("a product's page: shown as the site reads it; New product like this one with an empty price refused, then added with one POST", async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/shop/1/desc/smartfon-veter-x`);
    expect((await launcherState(panel, tab)).label).toBe('Product: add one like it');
    await panel.waitFor(() => document.getElementById('product-title')?.textContent === 'Product: Смартфон «Ветер X»');
    expect(await panel.evaluate(() => document.querySelector('.product-facts')?.textContent)).toContain('24 990 ₽');
    // Point to edit: Alt+click on the product's price on its page offers the product's view.
    await clickButton(panel, 'All of the site');
    // Pointable once the page (reloaded by a save) has Inplace's pointing in it.
    await tab.waitFor(() => document.querySelector('span[data-inplace="point"]'));
    await pointAt(tab, '.id-good-1-price', ['Alt']);
    await panel.bringToFront();
    await panel.waitFor(() => document.getElementById('product-title')?.textContent === 'Product: Смартфон «Ветер X»');
    await clickButton(panel, 'New product like this one');
    await waitForFieldValue(panel, 'Product name', 'Смартфон «Ветер X»');
    // Its category, a sub-category (renamed by the test above), chosen among the shop's whole tree.
    await panel.waitFor(() => {
      const chosen = (document.getElementById('f-new-category') as HTMLSelectElement | null)?.selectedOptions[0];
      return chosen?.value === '2' && chosen.textContent?.startsWith('— ');
    });
    const mark = await setting.control.mark();
    await fillField(panel, 'Product name', `Смартфон «Ветер X2» (${name})`);
    await fillField(panel, 'Price', '  ');
    await clickButton(panel, 'Add product');
    await panel.waitFor(() => document.getElementById('f-new-price-error')?.textContent === 'Give the product a price: left empty it would sell for nothing.');
    expect(apiCalls(await setting.control.log(mark)).filter((call) => !call.startsWith('GET'))).toEqual([]);
    expect(await axeViolations(panel)).toEqual([]);
    await fillField(panel, 'Price', '25990');
    await clickButton(panel, 'Add product');
    await panel.waitFor((name) => document.body.innerText.includes(`Added “Смартфон «Ветер X2» (${name})” to the shop.`), name);
    const log = await setting.control.log(mark);
    expect(apiCalls(log).filter((call) => !call.startsWith('GET'))).toEqual(['POST /shop/addgoods']);
    const made = (await setting.control.state()).shop.products.find((product) => product.name === `Смартфон «Ветер X2» (${name})`);
    expect(made).toMatchObject({ cat_id: 2, price: 25990, price_old: 27990, brief: '6.1", 128 ГБ', stock: 5, hide: 0 });
    await panel.close();
    await tab.close();
  });
});
