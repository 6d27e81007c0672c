// Pointing at the page as the owner does: a real click with keys held, on an element or a word of it.
import type { Modifier, TestPage } from './driver.ts';

/**
 * A real click, with `modifiers` held, on the `nth` element matching `selector` in the tab: at
 * the start of its `word`-th word (from 0), or at its middle.
 */
export async function pointAt(tab: TestPage, selector: string, modifiers: readonly Modifier[], { nth = 0, word }: { nth?: number; word?: number } = {}) {
  const point = await tab.evaluate(({ selector, nth, word }) => {
    const element = document.querySelectorAll(selector)[nth];
    if (!element) return null;
    element.scrollIntoView({ block: 'center' });
    if (word === undefined) {
      const box = element.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let seen = 0;
    while (walker.nextNode()) {
      const text = walker.currentNode as Text;
      for (const match of text.data.matchAll(/\S+/g)) {
        if (seen++ !== word) continue;
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + 1);
        const box = range.getBoundingClientRect();
        return { x: box.left + 1, y: box.top + box.height / 2 };
      }
    }
    return null;
  }, { selector, nth, word });
  if (!point) throw new Error(`nothing to point at: ${selector} #${nth} word ${word}`);
  await tab.clickAt(point.x, point.y, modifiers);
}
