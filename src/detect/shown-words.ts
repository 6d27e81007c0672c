// A part of the page named for the owner by what it shows (a menu's first labels, a poll's
// question, a form's first field labels): the API's names cost a request each, and these words
// are what the owner sees on the page.

/** The longest such name a hello carries. */
export const SHOWN_WORDS_MAX = 80;

/** The first `count` different texts of the elements under `part` matching `selector`, joined, cut to the bound. */
export function shownWords(part: Element, selector: string, count: number): string {
  const texts: string[] = [];
  for (const element of part.querySelectorAll(selector)) {
    // A field's "Name: *" is named "Name".
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').replace(/[\s:*]+$/, '').trim();
    if (text && !texts.includes(text)) texts.push(text);
    if (texts.length === count) break;
  }
  const words = texts.join(', ');
  return words.length > SHOWN_WORDS_MAX ? `${words.slice(0, SHOWN_WORDS_MAX - 1)}…` : words;
}
