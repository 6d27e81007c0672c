// @vitest-environment jsdom
// A long text loaded into the visual editor is written out once while the panel is idle, so the
// first key the owner types writes out its own block, not the whole text (on a 200 KB page that
// whole pass made the first key after opening or pointing the slowest to reach the page).
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, expect, test, vi } from 'vitest';
import { ContentEditor } from '@/src/ui/rich-text/ContentEditor';
import { visualEditorSetting } from '../../../support/visual-editor-setting';

const setting = visualEditorSetting();
const { root } = setting;
const passedOn: string[] = [];
beforeEach(() => {
  passedOn.length = 0;
});
const longText = Array.from({ length: 300 }, (_, n) => `<p>Paragraph ${n} of the studio's week, with <b>bold</b> words.</p>`).join('\n');


/** Characters written out as elements' markup while `run` runs. */
async function writtenDuring(run: () => Promise<unknown>): Promise<number> {
  const outer = Object.getOwnPropertyDescriptor(Element.prototype, 'outerHTML')!;
  let written = 0;
  vi.spyOn(Element.prototype, 'outerHTML', 'get').mockImplementation(function (this: Element) {
    const markup = outer.get!.call(this) as string;
    written += markup.length;
    return markup;
  });
  await run();
  vi.restoreAllMocks();
  return written;
}

test('once the panel is idle after a long text loads, the first key writes out its block and not the text', async () => {
  await act(() => render(h(ContentEditor, { id: 'f-message', label: 'Content', value: longText, onChange: (html: string) => passedOn.push(html) }), root));
  const editor = document.getElementById('f-message')!;
  await vi.waitFor(() => expect(editor.querySelectorAll('p')).toHaveLength(300));
  // The panel is idle, then the owner types into paragraph 150.
  await act(() => setting.runIdle());
  const paragraph = editor.querySelectorAll('p')[150]!;
  editor.focus();
  getSelection()!.collapse(paragraph.firstChild!, 'Paragraph'.length);
  const written = await writtenDuring(async () => {
    editor.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertText', data: 'X', bubbles: true, cancelable: true }));
    (paragraph.firstChild as Text).insertData('Paragraph'.length, 'X');
    editor.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data: 'X', bubbles: true }));
    await vi.waitFor(() => expect(passedOn.at(-1)).toContain('ParagraphX 150 of'));
  });
  expect(passedOn.at(-1)).toBe(longText.replace('Paragraph 150 of', 'ParagraphX 150 of'));
  expect(written).toBeLessThan(longText.length / 20);
});
