// The shop's orders in both browsers: three orders placed by buyers through the site's checkout;
// in Shop orders one is opened, its status changed and a line removed (asked first, nothing
// sent before the answer); then the three new ones archived with one request. Counts from the
// site's log; the orders' state from its control hooks.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { chooseOption, clickButton } from './support/driver.ts';
import { apiCalls, siteAndBrowser } from './support/fixture.ts';
import { axeViolations } from './support/axe.ts';
import { changeBehindThePanel, openPanelOn } from './support/panel.ts';

describe.each(BROWSERS)('%s: the shop\'s orders', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });
  const orders = async () => (await setting.control.state()).shop.orders;
  /** A buyer puts a product in the cart and checks out: an order as the site makes one. */
  const placeOrder = async (buyer: string) => {
    const call = (path: string, method: string, body: Record<string, string>) => changeBehindThePanel(setting.site.url, setting.site.token, path, method, body);
    await call('/shop/basket/?mode=add', 'POST', { id: '2', cnt: '3' });
    return (await call('/shop/checkout/', 'POST', { payment_id: '1', delivery_id: '1', field_1: buyer })).success as { id: number };
  };

  test('an order opened: its status changed and a line removed, asked first; three new orders archived with one request', async () => {
    const placed: number[] = [];
    for (const buyer of ['Анна', 'Борис', 'Вера']) placed.push((await placeOrder(`${buyer} (${name})`)).id);
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/`);
    await clickButton(panel, 'All of the site');
    await clickButton(panel, 'Shop orders');
    await panel.waitFor((ids) => ids.every((id) => document.body.innerText.includes(`Order No. ${id}`)), placed);
    expect(await panel.evaluate(() => document.querySelector('.orders [role="status"]')?.textContent)).toBe('4 orders');
    expect(await axeViolations(panel)).toEqual([]);

    // The seeded order: a phone and two cables. Paid, and the cables taken out.
    await clickButton(panel, 'Order No. 1');
    await panel.waitFor(() => document.body.innerText.includes('USB-C cable') && document.body.innerText.includes('Иван Петров'));
    expect(await axeViolations(panel)).toEqual([]);
    const mark = await setting.control.mark();
    await chooseOption(panel, 'Status', 'Paid');
    await panel.click('input[aria-label="Remove USB-C cable from the order"]');
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Remove from order No. 1: USB-C cable? This cannot be undone'));
    expect(apiCalls(await setting.control.log(mark))).toEqual([]);
    await clickButton(panel, 'Yes, remove and save');
    await panel.waitFor(() => document.body.innerText.includes('Saved: the order is changed on the site.'));
    expect(apiCalls(await setting.control.log(mark))).toEqual(['PUT /shop/order/', 'PUT /shop/invoices/', 'GET /shop/order/']);
    expect((await orders()).find((order) => order.id === 1)).toMatchObject({ status: 2, lines: [expect.objectContaining({ name: 'Смартфон «Ветер X»', cnt: 1 })] });

    // Back to the list: the three new orders chosen and archived at once.
    await clickButton(panel, '← All orders');
    for (const id of placed) {
      await panel.waitFor((id) => document.querySelector(`input[aria-label="Select order No. ${id}"]`), id);
      await panel.click(`input[aria-label="Select order No. ${id}"]`);
    }
    await panel.waitFor(() => document.getElementById('orders-bulk-title')?.textContent === '3 orders selected');
    expect(await axeViolations(panel)).toEqual([]);
    const bulkMark = await setting.control.mark();
    await chooseOption(panel, 'Move to', 'Archived');
    await clickButton(panel, 'Move');
    await panel.waitFor(() => document.body.innerText.includes('Done: 3 orders changed.'));
    const log = await setting.control.log(bulkMark);
    expect(apiCalls(log).filter((call) => !call.startsWith('GET'))).toEqual(['PUT /shop/invoices/']);
    expect((await orders()).filter((order) => placed.includes(order.id)).map((order) => order.hide)).toEqual([1, 1, 1]);
    // The active list, read again, holds the seeded order alone.
    await panel.waitFor(() => document.querySelector('.orders [role="status"]')?.textContent === 'Done: 3 orders changed. 1 order');
    await panel.close();
    await tab.close();
  });
});
