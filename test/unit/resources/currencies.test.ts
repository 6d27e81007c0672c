// The shop's currencies as the site lists them (code, rate, symbol; the wrapper undocumented),
// and a rate as the owner types it: refused in plain words when it is 0, negative or no number.
import { describe, expect, test } from 'vitest';
import { currenciesOf, rateOf, rateProblem } from '@/src/resources/currencies';

describe('currenciesOf', () => {
  test.each([
    ['under a key', { currencies: [{ code: 'rub', rate: '1', symbol: '₽' }, { code: 'USD', rate: 92.5, symbol: '$' }] }],
    ['a bare list', [{ code: 'RUB', rate: 1, symbol: '₽' }, { code: 'USD', rate: '92,5', symbol: '$' }]],
    ['keyed by code', { currencies: { RUB: { rate: 1, symbol: '₽' }, USD: { rate: 92.5, symbol: '$' } } }],
  ])('%s', (_shape, answer) => {
    expect(currenciesOf(answer)).toEqual([{ code: 'RUB', rate: 1, symbol: '₽' }, { code: 'USD', rate: 92.5, symbol: '$' }]);
  });

  test('a currency without a code or a readable rate is left out', () => {
    expect(currenciesOf([{ code: '', rate: 1 }, { code: 'EUR', rate: 'x' }, { code: 'EUR', rate: 99 }])).toEqual([{ code: 'EUR', rate: 99, symbol: '' }]);
  });
});

describe('a typed rate', () => {
  test('a point or a comma', () => {
    expect(rateOf('1.25')).toBe(1.25);
    expect(rateOf(' 92,5 ')).toBe(92.5);
  });

  test.each([
    ['0', 'A rate of 0 would make every price free: give a number above 0.'],
    ['0.000', 'A rate of 0 would make every price free: give a number above 0.'],
    ['-3', 'A rate cannot be negative: give a number above 0.'],
    ['abc', 'A rate is a number, such as 1.25.'],
    ['', 'A rate is a number, such as 1.25.'],
    ['1e3', 'A rate is a number, such as 1.25.'],
  ])('%j is refused: %s', (typed, reason) => {
    expect(rateOf(typed)).toBeNull();
    expect(rateProblem(typed)).toBe(reason);
  });
});
