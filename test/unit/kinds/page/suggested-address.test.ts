import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { followsName, suggestedAddress } from '../../../../src/kinds/page/suggested-address';
import { resourceFromUrl } from '../../../../src/detect/resource';

describe('the address offered for a new page', () => {
  test('Russian and Ukrainian names are spelled in latin letters, words joined by "-"', () => {
    expect(suggestedAddress('О нас')).toBe('o-nas');
    expect(suggestedAddress('Прайс-лист 2027')).toBe('prais-list-2027');
    expect(suggestedAddress('Щука и ёжик')).toBe('shchuka-i-yozhik');
    expect(suggestedAddress('Наші ціни')).toBe('nashi-tsiny');
    expect(suggestedAddress('Plans & prices!')).toBe('plans-prices');
    expect(suggestedAddress('Café Zürich')).toBe('cafe-zurich');
  });

  test('a name the site answers as something else gets "-page"; nothing to spell gives nothing', () => {
    expect(suggestedAddress('News')).toBe('news-page');
    expect(suggestedAddress('Форум')).toBe('forum-page');
    expect(suggestedAddress('Panel')).toBe('panel-page');
    expect(suggestedAddress('Plans')).toBe('plans');
    expect(suggestedAddress('!!!')).toBe('');
    expect(suggestedAddress('')).toBe('');
  });

  test('whatever the name, the address is one the site takes and reads as a page, 60 characters at most', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const address = suggestedAddress(name);
        expect(address).toMatch(/^[a-z0-9-]*$/);
        expect(address.length).toBeLessThanOrEqual(65);
        if (address) expect(resourceFromUrl(`https://s.invalid/${address}`).kind).toBe('page-slug');
      }),
    );
  });

  test('the field follows the name until the owner types an address of their own', () => {
    expect(followsName('', 'О нас')).toBe(true);
    expect(followsName('o-nas', 'О нас')).toBe(true);
    expect(followsName('about', 'О нас')).toBe(false);
  });
});
