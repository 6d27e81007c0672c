// Photos waiting to go to the site: kept per site and album in the order chosen, a failure kept
// with its file, a site's files forgotten with it; and the background sends each file once.
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { clear } from 'idb-keyval';
import { dropUploadsOf, keepUploads, markUploadFailed, uploadStore, waitingUploads } from '@/src/kinds/photo/upload/upload-store';
import { sendStoredFile } from '@/src/background/uploads';

const SITE = 'https://demo.ucoz.net';
const OTHER = 'https://other.ucoz.net';
const file = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], name, { type: 'image/jpeg' });

beforeEach(() => clear(uploadStore()));

describe('the upload store', () => {
  test('files wait by site and album, in the order chosen, and a failure stays with its file', async () => {
    await keepUploads(SITE, 2, [file('a.jpg'), file('b.jpg'), file('c.jpg')]);
    await keepUploads(SITE, 3, [file('elsewhere.jpg')]);
    await keepUploads(OTHER, 2, [file('not-mine.jpg')]);
    const waiting = await waitingUploads(SITE, 2);
    expect(waiting.map(({ upload }) => upload.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(waiting.every(({ key }) => key.startsWith(`${SITE} 2 `))).toBe(true);
    await markUploadFailed(waiting[1]!.key, 'The site refused it.');
    expect((await waitingUploads(SITE, 2))[1]!.upload).toMatchObject({ name: 'b.jpg', failed: 'The site refused it.', size: 6 });
    expect((await waitingUploads(SITE)).map(({ upload }) => upload.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'elsewhere.jpg']);
  });

  test("a site removed takes its waiting files with it, and no other site's", async () => {
    await keepUploads(SITE, 2, [file('a.jpg')]);
    await keepUploads(OTHER, 2, [file('b.jpg')]);
    await dropUploadsOf(SITE);
    expect(await waitingUploads(SITE)).toEqual([]);
    expect((await waitingUploads(OTHER)).map(({ upload }) => upload.name)).toEqual(['b.jpg']);
  });
});

describe('sending a waiting file', () => {
  test('once: a second ask while it goes waits for the same answer; after, there is nothing to send', async () => {
    const [kept] = await keepUploads(SITE, 2, [file('a.jpg')]);
    let answer!: (value: unknown) => void;
    const send = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const first = sendStoredFile(SITE, kept!.key, send);
    const second = sendStoredFile(SITE, kept!.key, send);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    answer({ photo_direct_url: `${SITE}/_ph/2/1.jpg` });
    expect(await first).toEqual({ photo_direct_url: `${SITE}/_ph/2/1.jpg` });
    expect(await second).toEqual({ photo_direct_url: `${SITE}/_ph/2/1.jpg` });
    expect(await sendStoredFile(SITE, kept!.key, send)).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
    expect(await waitingUploads(SITE)).toEqual([]);
  });

  test('the file it sends is the one kept; a failure keeps it for the next try', async () => {
    const [kept] = await keepUploads(SITE, 2, [file('a.jpg')]);
    const sent: Blob[] = [];
    await expect(sendStoredFile(SITE, kept!.key, async (blob) => (sent.push(blob), Promise.reject(new Error('offline'))))).rejects.toThrow('offline');
    expect(new Uint8Array(await sent[0]!.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]));
    expect(await waitingUploads(SITE)).toHaveLength(1);
  });

  test("another site's file is never sent for this one", async () => {
    const [kept] = await keepUploads(OTHER, 2, [file('a.jpg')]);
    const send = vi.fn(async () => ({}));
    expect(await sendStoredFile(SITE, kept!.key, send)).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });
});
