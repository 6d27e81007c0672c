// Session storage is read through items declared once, each with its key and its value's type:
// what one writes another reads as written, a watcher hears its own item only, and no other file
// reads session storage by hand (where a value would be cast).
import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { commentPickItem, entryOf, pointedItem, pointModeItem, readItem, removeItem, tabItems, watchItem, writeItem } from '@/src/messages/session-items';

beforeEach(() => fakeBrowser.reset());

describe('session items', () => {
  test('a value written is read back as it was; removed, it is gone', async () => {
    await writeItem(pointModeItem(3), { clicks: true });
    expect(await readItem(pointModeItem(3))).toEqual({ clicks: true });
    expect(await readItem(pointModeItem(4))).toBeUndefined();
    await removeItem(pointModeItem(3));
    expect(await readItem(pointModeItem(3))).toBeUndefined();
  });

  test("a watcher hears its own item's changes, not another tab's, until it stops", async () => {
    const heard: unknown[] = [];
    const stop = watchItem(pointModeItem(3), (value) => heard.push(value));
    await writeItem(pointModeItem(4), { clicks: true });
    await writeItem(pointModeItem(3), { clicks: true });
    await removeItem(pointModeItem(3));
    stop();
    await writeItem(pointModeItem(3), { clicks: false });
    expect(heard).toEqual([{ clicks: true }, undefined]);
  });

  test('two items written in one go are heard in one change', async () => {
    const changes: string[][] = [];
    fakeBrowser.storage.onChanged.addListener((change) => changes.push(Object.keys(change).sort()));
    await fakeBrowser.storage.session.set({ ...entryOf(pointedItem(5), { target: { what: 'comment', id: 2 }, at: 1 }), ...entryOf(commentPickItem(5), { commentId: 2, at: 1 }) });
    expect(changes).toEqual([[commentPickItem(5).key, pointedItem(5).key].sort()]);
    expect(await readItem(commentPickItem(5))).toEqual({ commentId: 2, at: 1 });
  });

  test("a tab's items all have keys of their own", () => {
    const keys = tabItems(7).map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((key) => key.endsWith(':7'))).toBe(true);
  });

  test('no file of src/ but session-items.ts reads session storage by hand', () => {
    const files = execSync("git ls-files 'src/**.ts' 'src/**.tsx'", { encoding: 'utf8' }).trim().split('\n');
    const readers = files.filter((file) => !file.endsWith('session-items.ts') && /storage\.session\.get\((?!null\))/.test(readFileSync(file, 'utf8')));
    expect(readers).toEqual([]);
  });
});
