// Names a page or a source cannot know in advance (new for each panel): markers of our own that
// something of theirs must never pass for.

/** Eight hexadecimal digits, random. */
export function unguessableSuffix(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
