// Key sets of the platform's older signed scheme (platform-notes §5): a consumer key and secret
// with one access token and its secret. Each set is its own limiter key, like a bearer token.
// Deleting one keeps it on file, so its requests get TOKEN_DELETED rather than an unknown key.
import { randomBytes, randomInt } from 'node:crypto';

export interface KeySetCredentials {
  consumerKey: string;
  consumerSecret: string;
  token: string;
  tokenSecret: string;
}

export interface KeySetRecord extends KeySetCredentials {
  id: string;
  active: boolean;
  deleted: boolean;
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// RFC 3986 unreserved characters only: the signing key `consumer_secret&token_secret` is then
// the same whether a client percent-encodes the secrets first (as OAuth 1.0a does) or not.
const UNRESERVED_MARKS = ['-', '.', '_', '~'];

function randomText(length: number, alphabet: string): string {
  let text = '';
  for (let i = 0; i < length; i++) text += alphabet[randomInt(alphabet.length)];
  return text;
}

/** Random unreserved text holding each of `- . _ ~`, which careless encoders get wrong (`~` as %7E). */
function markedText(length: number): string {
  const chars = [...randomText(length - UNRESERVED_MARKS.length, ALNUM + UNRESERVED_MARKS.join('')), ...UNRESERVED_MARKS];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

export class KeySetRegistry {
  private readonly byConsumerKey = new Map<string, KeySetRecord>();
  /** Nonces seen per consumer key + token. */
  private readonly nonces = new Map<string, Set<string>>();
  private serial = 0;

  /** A new active key set; `fixed` pins credentials (tests with known answers). */
  issue(fixed: Partial<KeySetCredentials> = {}): KeySetRecord {
    this.serial += 1;
    const record: KeySetRecord = {
      id: `ks${this.serial}-${randomBytes(3).toString('hex')}`,
      consumerKey: fixed.consumerKey ?? randomText(24, ALNUM),
      consumerSecret: fixed.consumerSecret ?? markedText(40),
      token: fixed.token ?? markedText(40),
      tokenSecret: fixed.tokenSecret ?? markedText(40),
      active: true,
      deleted: false,
    };
    this.byConsumerKey.set(record.consumerKey, record);
    return record;
  }

  byConsumer(consumerKey: string): KeySetRecord | undefined {
    return this.byConsumerKey.get(consumerKey);
  }

  /** By id or consumer key. */
  find(idOrConsumerKey: string): KeySetRecord | undefined {
    return this.byConsumerKey.get(idOrConsumerKey) ?? this.list().find((record) => record.id === idOrConsumerKey);
  }

  list(): KeySetRecord[] {
    return [...this.byConsumerKey.values()];
  }

  /** Records the nonce; false when this consumer key + token has used it before. */
  useNonce(record: KeySetRecord, nonce: string): boolean {
    const key = `${record.consumerKey}&${record.token}`;
    const used = this.nonces.get(key) ?? new Set<string>();
    this.nonces.set(key, used);
    if (used.has(nonce)) return false;
    used.add(nonce);
    return true;
  }

  /** Forgets every key set and every used nonce. */
  clear(): void {
    this.byConsumerKey.clear();
    this.nonces.clear();
  }
}
