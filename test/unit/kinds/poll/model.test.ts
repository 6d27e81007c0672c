// A poll as the site sends it: its question, its answers' words and their votes (shown, never
// written); an answer with new words in a poll with votes is warned of before the save.
import { describe, expect, test } from 'vitest';
import { pollFrom, rewordsVotedAnswer, votesFor } from '@/src/kinds/poll/model';

const voted = pollFrom({ id: 1, question: 'Best host?', answers: [{ text: 'Ours', votes: 4 }, { text: 'Theirs', votes: 0 }] });
const unvoted = pollFrom({ id: 2, question: 'Best host?', answers: ['Ours', 'Theirs'] });

describe('pollFrom', () => {
  test('answers by their words; votes kept apart, for the owner to see', () => {
    expect(voted.answers).toEqual(['Ours', 'Theirs']);
    expect(voted.tallies).toEqual({ answers: [4, 0] });
    expect(voted.siteOnly).toBeUndefined();
    expect(unvoted.tallies).toBeUndefined();
  });
});

describe('votesFor', () => {
  test("an answer's votes beside it, found by its words wherever it moved; none for new words", () => {
    expect(votesFor(voted, 'Ours')).toBe(4);
    expect(votesFor(voted, ' Theirs ')).toBe(0);
    expect(votesFor(voted, 'A third')).toBeNull();
    expect(votesFor(unvoted, 'Ours')).toBeNull();
    expect(votesFor(null, 'Ours')).toBeNull();
  });
});

describe('rewordsVotedAnswer', () => {
  test('new words for an answer the site has, in a poll with votes: warned', () => {
    expect(rewordsVotedAnswer(voted, 0, 'Our own')).toBe(true);
  });

  test('the same words (spaces aside), a new answer, or a poll without votes: no warning', () => {
    expect(rewordsVotedAnswer(voted, 0, ' Ours ')).toBe(false);
    expect(rewordsVotedAnswer(voted, 2, 'A third')).toBe(false);
    expect(rewordsVotedAnswer(unvoted, 0, 'Our own')).toBe(false);
    expect(rewordsVotedAnswer(null, 0, 'Our own')).toBe(false);
  });
});
