// @vitest-environment happy-dom
// The interface in both languages: English word for word as before, Russian where the browser
// speaks Russian, in the background's messages as well as on the pages.
import { h, render } from 'preact';
import { afterEach, describe, expect, test } from 'vitest';
import { platformError, transportError } from '@/src/api/errors';
import { launcherFor } from '@/src/background/launcher-label';
import type { SiteSummary } from '@/src/messages/from-extension-page';
import { resourceFromUrl, type Resource } from '@/src/detect/resource';
import { SiteList } from '@/src/ui/options/SiteList';
import { quotaLine, stateLabel } from '@/src/ui/options/site-state';
import { resourceNoun } from '@/src/ui/sidepanel/resource-noun';
import { siteOriginFrom } from '@/src/vault/origin';
import { useLanguage } from '../../support/i18n';

const ORIGIN = 'https://example.ucoz.net';
const NOW = Date.UTC(2026, 5, 1, 12);

const RESOURCES: Resource[] = [
  { kind: 'page', id: 1 },
  { kind: 'page-slug', slug: 'about' },
  ...(['news', 'blog', 'publ', 'load', 'board', 'dir', 'stuff', 'photo', 'video', 'faq'] as const).flatMap((module): Resource[] => [
    { kind: 'entry', module, id: 5 },
    { kind: 'category', module, id: 3 },
    { kind: 'list', module },
  ]),
  ...['forum', 'gb', 'search', 'shop', 'tests', 'mail', 'poll', 'quiz'].map((module): Resource => ({ kind: 'list', module })),
  { kind: 'forum-topic', forumId: 2, topicId: 15 },
  ...(['login', 'register', 'profile', 'login-popup', 'control-panel', 'api', 'asset', 'other'] as const).map((what): Resource => ({ kind: 'system', what })),
];

function summary(change: Partial<SiteSummary> = {}): SiteSummary {
  return {
    origin: ORIGIN,
    apiBase: `${ORIGIN}/uapi`,
    label: 'example.ucoz.net',
    addedAt: NOW,
    lastCheck: { at: NOW, state: 'working' },
    tokenExpiresAt: Date.UTC(2036, 0, 15, 12),
    quota: { limit: 10_000, used: 1, left: 9_999, nextFreeAt: NOW + 60_000, blockedUntil: null },
    ...change,
  };
}

const site = { origin: ORIGIN, apiBase: `${ORIGIN}/uapi`, label: 'example.ucoz.net', token: 'sk_live_abc', addedAt: NOW };

afterEach(() => render(null, document.body));

describe('what the tab shows', () => {
  test.each<[Resource, string]>([
    [{ kind: 'page', id: 1 }, 'page'],
    [{ kind: 'page-slug', slug: 'about' }, 'page'],
    [{ kind: 'entry', module: 'news', id: 5 }, 'news entry'],
    [{ kind: 'entry', module: 'blog', id: 5 }, 'blog entry'],
    [{ kind: 'entry', module: 'load', id: 5 }, 'file catalog entry'],
    [{ kind: 'entry', module: 'faq', id: 5 }, 'FAQ entry'],
    [{ kind: 'category', module: 'publ', id: 3 }, 'publisher category'],
    [{ kind: 'forum-topic', forumId: 2, topicId: 15 }, 'forum topic'],
    [{ kind: 'list', module: 'gb' }, 'guestbook list'],
    [{ kind: 'list', module: 'quiz' }, 'quiz list'],
    [{ kind: 'system', what: 'login-popup' }, 'login window'],
    [{ kind: 'system', what: 'control-panel' }, 'control panel'],
    [{ kind: 'system', what: 'other' }, 'system page'],
  ])('reads in English: %j is a %s', (resource, noun) => {
    expect(resourceNoun(resource)).toBe(noun);
  });

  test('every kind of resource has words, in either language', () => {
    for (const language of ['en', 'ru'] as const) {
      useLanguage(language);
      for (const resource of RESOURCES) expect(resourceNoun(resource), JSON.stringify(resource)).toMatch(/\S/);
    }
  });

  test('reads in Russian', () => {
    useLanguage('ru');
    expect(resourceNoun({ kind: 'page', id: 2 })).toBe('страница');
    expect(resourceNoun({ kind: 'entry', module: 'news', id: 2 })).toBe('новость');
    expect(resourceNoun({ kind: 'entry', module: 'blog', id: 2 })).toBe('запись блога');
    expect(resourceNoun({ kind: 'entry', module: 'load', id: 2 })).toBe('запись модуля «Каталог файлов»');
    expect(resourceNoun({ kind: 'list', module: 'quiz' })).toBe('список модуля «quiz»');
    expect(resourceNoun({ kind: 'system', what: 'control-panel' })).toBe('Панель управления');
  });
});

describe('the on-page button', () => {
  test.each([
    ['/index/0-2', [], 'Edit page', 'Редактировать страницу'],
    ['/news/2025-01-15-3', [], 'Edit news entry', 'Редактировать новость'],
    ['/blog/2024-12-31-7', [], 'Edit blog entry', 'Редактировать запись блога'],
    ['/news/', [1], 'Edit news', 'Редактировать новости'],
    ['/forum/', [1], 'Edit menu', 'Редактировать меню'],
  ])('%s', (path, menuIds, english, russian) => {
    const resource = resourceFromUrl(`${ORIGIN}${path}`);
    expect(launcherFor(site, resource, menuIds.map((id) => ({ kind: 'menu' as const, id, words: '' }))).label).toBe(english);
    useLanguage('ru');
    expect(launcherFor(site, resource, menuIds.map((id) => ({ kind: 'menu' as const, id, words: '' }))).label).toBe(russian);
  });
});

describe('errors in plain words', () => {
  test('English, word for word', () => {
    expect(platformError('INVALID_API_KEY', 'bad').details).toMatchObject({
      message: 'The site does not accept this API token.',
      remedy: 'Create a new token in Control Panel → uAPI and replace it in Inplace settings.',
    });
    expect(platformError('VALIDATION_ERROR', 'x', { num: 2, module: 'pages' }).message).toBe(
      "The site refused the data: it breaks one of the module's rules. A custom template must contain $POWERED_BY$.",
    );
    expect(platformError('SOMETHING_NEW', undefined).message).toBe('The site refused the request (SOMETHING_NEW).');
    expect(transportError('QUOTA_EXHAUSTED').message).toBe('This token has used its 10,000 requests for this hour.');
  });

  test('Russian', () => {
    useLanguage('ru');
    expect(platformError('INVALID_API_KEY', 'bad').details).toMatchObject({
      message: 'Сайт не принимает этот токен uAPI.',
      remedy: 'Создайте новый токен в Панели управления → uAPI и замените его в настройках Inplace.',
    });
    expect(platformError('VALIDATION_ERROR', 'x', { num: 2, module: 'pages' }).message).toContain('Собственный шаблон должен содержать $POWERED_BY$.');
    expect(transportError('QUOTA_EXHAUSTED').message).toBe('Этот токен израсходовал все 10\u00a0000 запросов на этот час.');
    expect(transportError('OFFLINE').details.remedy).toBe('Проверьте подключение к интернету и работу сайта, затем попробуйте ещё раз.');
  });

  test('a site address that will not do, in Russian', () => {
    useLanguage('ru');
    expect(() => siteOriginFrom('')).toThrow('Введите адрес своего сайта, например https://example.ucoz.net');
    expect(() => siteOriginFrom('http://example.ucoz.net')).toThrow('Используйте https://example.ucoz.net: токен нельзя передавать без шифрования.');
    expect(() => siteOriginFrom('intranet')).toThrow('«intranet» — не полное доменное имя.');
  });
});

describe('the list of sites', () => {
  test('states and requests left, in both languages', () => {
    expect(stateLabel(summary(), NOW)).toEqual({ label: 'Working', ok: true, detail: undefined });
    expect(quotaLine(summary(), NOW)).toBe('9,999 of 10,000 requests left this hour');
    // One state in every place: blocked while the block lasts, whatever the last check said; working once it ends.
    const blocked = summary({ quota: { limit: 10_000, used: 10, left: 9_990, nextFreeAt: null, blockedUntil: NOW + 60_000 } });
    expect(stateLabel(blocked, NOW)).toMatchObject({ label: 'Blocked for now', ok: false });
    expect(stateLabel(summary({ lastCheck: { state: 'blocked', at: NOW - 120_000, message: 'Too many requests' } }), NOW)).toMatchObject({ label: 'Working', ok: true });
    useLanguage('ru');
    expect(stateLabel(summary({ tokenExpiresAt: NOW - 1 }), NOW)).toMatchObject({ label: 'Срок токена истёк', ok: false });
    expect(quotaLine(summary(), NOW)).toBe('Осталось 9\u00a0999 запросов из 10\u00a0000 на этот час');
    expect(quotaLine(summary({ quota: { limit: 10_000, used: 10_000, left: 0, nextFreeAt: NOW + 60_000, blockedUntil: null } }), NOW)).toMatch(
      /^Осталось 0 запросов из 10\u00a0000 на этот час; новые — с \d{2}:\d{2}:\d{2}$/,
    );
  });

  const noop = async () => {};
  const renderList = () => {
    render(h(SiteList, { sites: [summary()], onRemove: noop, onCheck: noop, onReplaceToken: noop, onLauncherShown: noop, onPreviewShown: noop }), document.body);
    return document.body.textContent ?? '';
  };

  test('renders in English', () => {
    const text = renderList();
    expect(text).toContain('Working');
    expect(text).toContain('9,999 of 10,000 requests left this hour');
    expect(text).toContain('Token valid until January 15, 2036');
    expect(text).toContain('Check again');
  });

  test('renders in Russian', () => {
    useLanguage('ru');
    const text = renderList();
    expect(text).toContain('Работает');
    expect(text).toContain('Осталось 9\u00a0999 запросов из 10\u00a0000 на этот час');
    expect(text).toMatch(/Токен действует до 15 января 2036\sг\./);
    expect(text).toContain('Проверить снова');
    expect(document.querySelector('ul.sites')?.getAttribute('aria-label')).toBe('Ваши сайты');
  });
});
