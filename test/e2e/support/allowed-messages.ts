// What each sender may send, written out from the protocol's contract rather than taken from
// its schemas: the oracle of the message fuzz. A content script may say hello (the menus in the
// page, whether it shows the mini-chat), ask for the panel, and pass on the comment the owner
// picked on the page; nothing else, no other key.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);
/** Own keys as JSON.parse makes them: an own `__proto__` or `constructor` key is a key like any other. */
const keysWithin = (message: Json, allowed: string[]) => Object.keys(message).every((key) => allowed.includes(key));
const isArrayOf = (value: unknown, most: number, each: (item: unknown) => boolean) => Array.isArray(value) && value.length <= most && value.every(each);

const MENU_IDS_MOST = 64;

const CONTENT_SCRIPT_MAY_SEND: Record<string, (message: Json) => boolean> = {
  'content/hello': (message) =>
    keysWithin(message, ['type', 'menuIds', 'minichat']) &&
    (!('minichat' in message) || message.minichat === undefined || typeof message.minichat === 'boolean') &&
    (!('menuIds' in message) || message.menuIds === undefined || isArrayOf(message.menuIds, MENU_IDS_MOST, (id) => Number.isSafeInteger(id) && (id as number) > 0)),
  'content/open-panel': (message) => keysWithin(message, ['type']),
  'content/pick-comment': (message) => keysWithin(message, ['type', 'commentId']) && Number.isSafeInteger(message.commentId) && (message.commentId as number) > 0,
};

/** Whether the background must answer this message from a site's content script (anything else it refuses as malformed). */
export function contentScriptMaySend(message: unknown): boolean {
  if (!isObject(message) || typeof message.type !== 'string' || !Object.hasOwn(CONTENT_SCRIPT_MAY_SEND, message.type)) return false;
  return CONTENT_SCRIPT_MAY_SEND[message.type]!(message);
}
