// What each sender may send, written out from the protocol's contract rather than taken from
// its schemas: the oracle of the message fuzz. A content script may say hello (the menus, mail
// forms and polls in the page with their words, whether it shows the mini-chat), ask for the
// panel, and pass on the comment the owner picked on the page; nothing else, no other key.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);
/** Own keys as JSON.parse makes them: an own `__proto__` or `constructor` key is a key like any other. */
const keysWithin = (message: Json, allowed: string[]) => Object.keys(message).every((key) => allowed.includes(key));
const isArrayOf = (value: unknown, most: number, each: (item: unknown) => boolean) => Array.isArray(value) && value.length <= most && value.every(each);

/** A hello names up to 64 parts of each of its three kinds, each with up to 80 characters of words. */
const PARTS_MOST = 64 * 3;
const PART_KINDS = ['menu', 'mailform', 'poll'];
const WORDS_MOST = 80;
const isPart = (part: unknown) =>
  isObject(part) && keysWithin(part, ['kind', 'id', 'words']) && PART_KINDS.includes(part.kind as string) &&
  Number.isSafeInteger(part.id) && (part.id as number) > 0 && typeof part.words === 'string' && part.words.length <= WORDS_MOST;

const CONTENT_SCRIPT_MAY_SEND: Record<string, (message: Json) => boolean> = {
  'content/hello': (message) =>
    keysWithin(message, ['type', 'parts', 'minichat']) &&
    (!('minichat' in message) || message.minichat === undefined || typeof message.minichat === 'boolean') &&
    (!('parts' in message) || message.parts === undefined || isArrayOf(message.parts, PARTS_MOST, isPart)),
  'content/open-panel': (message) => keysWithin(message, ['type']),
  'content/pick-comment': (message) => keysWithin(message, ['type', 'commentId']) && Number.isSafeInteger(message.commentId) && (message.commentId as number) > 0,
};

/** Whether the background must answer this message from a site's content script (anything else it refuses as malformed). */
export function contentScriptMaySend(message: unknown): boolean {
  if (!isObject(message) || typeof message.type !== 'string' || !Object.hasOwn(CONTENT_SCRIPT_MAY_SEND, message.type)) return false;
  return CONTENT_SCRIPT_MAY_SEND[message.type]!(message);
}
