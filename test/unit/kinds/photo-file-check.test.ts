// What Add photos refuses before anything is kept or sent: a file that is not an image by its
// bytes, whatever its name, and one over the size taken.
import { describe, expect, test } from 'vitest';
import { PHOTO_FILE_MAX, refusalOf } from '@/src/kinds/photo/upload/check-file';

const file = (bytes: number[], name: string, size = bytes.length) => {
  const body = new Uint8Array(size);
  body.set(bytes.slice(0, size));
  return new File([body], name);
};

describe('a file chosen to add to the album', () => {
  test.each([
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0]],
    ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['GIF', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]],
    ['WebP', [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]],
  ])('an image (%s) is taken', async (_name, bytes) => {
    expect(await refusalOf(file(bytes, 'photo.bin', 64))).toBeNull();
  });

  test('a text file named .jpg is refused, by its name', async () => {
    const reason = await refusalOf(new File(['hello, this is text'], 'holiday.jpg', { type: 'image/jpeg' }));
    expect(reason).toContain('holiday.jpg');
  });

  test('an empty file is refused', async () => {
    expect(await refusalOf(new File([], 'empty.png'))).toContain('empty.png');
  });

  test('a file over the limit is refused with its size and the limit; one at the limit is taken', async () => {
    const jpeg = [0xff, 0xd8, 0xff, 0xe0];
    const reason = await refusalOf(file(jpeg, 'big.jpg', PHOTO_FILE_MAX + 1));
    expect(reason).toContain('big.jpg');
    expect(reason).toMatch(/5\s?MB/);
    expect(await refusalOf(file(jpeg, 'just.jpg', PHOTO_FILE_MAX))).toBeNull();
  });
});
