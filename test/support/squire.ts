// Squire in a DOM of the unit tests (happy-dom): made in a holder of the page, parsing with a
// <template> (happy-dom's DOMPurify drops text when it parses fragments; the real sanitizer is
// tested in real browsers), and destroyed after each test.
import Squire from 'squire-rte';
import { afterEach } from 'vitest';

const made: Squire[] = [];

/** Destroys every editor made so far (after each test; sooner where a test makes many). */
export function discardSquires(): void {
  for (const editor of made.splice(0)) editor.destroy();
  document.body.replaceChildren();
}

afterEach(discardSquires);

export function newSquire(): Squire {
  const holder = document.createElement('div');
  document.body.append(holder);
  const editor = new Squire(holder, {
    blockTag: 'P',
    sanitizeToDOMFragment: (html: string) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      return template.content;
    },
  });
  made.push(editor);
  return editor;
}
