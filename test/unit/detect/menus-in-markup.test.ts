import { describe, expect, test } from 'vitest';
import { menuIdsFromElementIds } from '@/src/detect/menus-in-markup';

describe('menuIdsFromElementIds', () => {
  test.each<[string, string[], number[]]>([
    ['no elements', [], []],
    ['one menu', ['uNMenuDiv1'], [1]],
    ['several, sorted numerically', ['uNMenuDiv12', 'uNMenuDiv2', 'uNMenuDiv1'], [1, 2, 12]],
    ['duplicates once', ['uNMenuDiv3', 'uNMenuDiv3', 'uNMenuDiv1', 'uNMenuDiv3'], [1, 3]],
    ['other elements ignored', ['allEntries', 'entryID5', 'uMenuRoot', 'uNMenuDiv4', 'header'], [4]],
    ['no id', ['uNMenuDiv'], []],
    ['a letter for an id', ['uNMenuDivX'], []],
    ['id zero', ['uNMenuDiv0'], []],
    ['a leading zero', ['uNMenuDiv01'], []],
    ['trailing text', ['uNMenuDiv1a', 'uNMenuDiv1-2', 'uNMenuDiv1 '], []],
    ['leading text', ['xuNMenuDiv1', ' uNMenuDiv1'], []],
    ['another case', ['unmenudiv1', 'UNMENUDIV1'], []],
    ['a negative or decimal id', ['uNMenuDiv-1', 'uNMenuDiv1.5'], []],
    ['an id beyond safe integers', ['uNMenuDiv9007199254740993', 'uNMenuDiv9007199254740991'], [9007199254740991]],
    ['empty strings', ['', 'uNMenuDiv7'], [7]],
  ])('%s', (_name, elementIds, expected) => {
    expect(menuIdsFromElementIds(elementIds)).toEqual(expected);
  });

  test('leaves its input alone', () => {
    const elementIds = Object.freeze(['uNMenuDiv2', 'uNMenuDiv1']) as unknown as string[];
    expect(menuIdsFromElementIds(elementIds)).toEqual([1, 2]);
    expect(elementIds).toEqual(['uNMenuDiv2', 'uNMenuDiv1']);
  });
});
