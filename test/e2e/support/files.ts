// Files as the owner gives them to the panel: picked in a file dialog (its input's files, then its
// change), built in the page from bytes, text or a size.
import type { TestPage } from './driver.ts';

/** A PNG of one pixel: the smallest image the album takes. */
export const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export type Chosen = { name: string; type: string } & ({ base64: string } | { size: number; head: number[] } | { text: string });

/** Picks `files` in Add photos as the file dialog gives them (its input's files, then its change). */
export async function pickFiles(panel: TestPage, files: Chosen[], selector = '#f-photos'): Promise<void> {
  await panel.waitFor((selector) => document.querySelector(selector), selector);
  await panel.evaluate(({ files, selector }) => {
    const transfer = new DataTransfer();
    for (const file of files) {
      const body = 'base64' in file ? Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))
        : 'size' in file ? (() => { const bytes = new Uint8Array(file.size); bytes.set(file.head); return bytes; })()
        : new TextEncoder().encode(file.text);
      transfer.items.add(new File([body], file.name, { type: file.type }));
    }
    const input = document.querySelector<HTMLInputElement>(selector)!;
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, { files, selector });
}

