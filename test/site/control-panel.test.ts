// The site's Control Panel → uAPI page, where an owner copies a token (Inplace's "Get a token").
import { beforeAll, expect, test } from 'vitest';
import { newSite, type TestSite } from './test-helpers.ts';

let site: TestSite;
beforeAll(async () => {
  site = await newSite();
});

const tokensOn = (html: string) => [...html.matchAll(/<code class="api-token">([^<]+)<\/code>/g)].map((match) => match[1]);

test('lists the site’s working tokens for copying, and none that is switched off', async () => {
  const { status, html } = await site.page('/panel/?a=uapi');
  expect(status).toBe(200);
  expect(tokensOn(html)).toEqual([site.token]);
  const issued = await site.control.issueToken('opaque');
  expect(tokensOn((await site.page('/panel/?a=uapi')).html)).toEqual([site.token, issued.token]);
  await site.control.disableToken(issued.id);
  expect(tokensOn((await site.page('/panel/?a=uapi')).html)).toEqual([site.token]);
});

test('lists the older key sets, each in its four parts, and none deleted', async () => {
  const keys = await site.control.issueKeySet();
  const listed = () => site.page('/panel/?a=uapi').then(({ html }) => [...html.matchAll(/<code class="(consumer-key|consumer-secret|token|token-secret)">([^<]+)<\/code>/g)].map((m) => [m[1], m[2]]));
  expect(await listed()).toEqual([['consumer-key', keys.consumerKey], ['consumer-secret', keys.consumerSecret], ['token', keys.token], ['token-secret', keys.tokenSecret]]);
  await site.control.deleteKeySet(keys.id);
  expect(await listed()).toEqual([]);
});

test('is the platform’s own page, not one of the site: none of the site’s markers', async () => {
  const { html } = await site.page('/panel/?a=uapi');
  expect(html).not.toContain('UCOZ-JS-DATA');
  expect(html).not.toContain('/.s/src/');
});

test('any other section of the control panel is not here', async () => {
  expect((await site.page('/panel/')).status).toBe(404);
  expect((await site.page('/panel/?a=shop')).status).toBe(404);
});
