// API tokens this site issued. The default one is an opaque `sk_live_` + 32 hex key, as the
// platform's control panel issues them (platform-notes §5); tests can also get an HS256 JWT (jti,
// iat, far-future exp) or an already-expired one. Signing is a few lines of node:crypto so that
// a site can be created synchronously; verification goes through jose, a standard JWT library,
// so the tokens are interoperable.
import { createHmac, randomBytes } from 'node:crypto';
import { jwtVerify } from 'jose';
import type { SiteClock } from './clock.ts';

export type TokenKind = 'jwt' | 'opaque' | 'expired';

export interface TokenRecord {
  id: string;
  kind: TokenKind;
  token: string;
  active: boolean;
  issuedAt: number;
}

export type TokenCheck =
  | { ok: true; record: TokenRecord }
  | { ok: false; reason: 'unknown' | 'expired' | 'inactive'; record?: TokenRecord };

const TEN_YEARS_S = 10 * 365 * 24 * 3600;

export class TokenRegistry {
  private readonly secret = new Uint8Array(randomBytes(32));
  private readonly byToken = new Map<string, TokenRecord>();
  private readonly clock: SiteClock;
  private readonly siteId: string;
  private serial = 0;
  defaultToken: TokenRecord | undefined;

  constructor(clock: SiteClock, siteId: string) {
    this.clock = clock;
    this.siteId = siteId;
  }

  issue(kind: TokenKind): TokenRecord {
    this.serial += 1;
    const id = `tok${this.serial}-${randomBytes(3).toString('hex')}`;
    const nowS = this.clock.seconds();
    const token =
      kind === 'opaque'
        ? `sk_live_${randomBytes(16).toString('hex')}`
        : signHs256(
            { site: this.siteId, scope: 'all', jti: id, iat: kind === 'expired' ? nowS - 7200 : nowS, exp: kind === 'expired' ? nowS - 3600 : nowS + TEN_YEARS_S },
            this.secret,
          );
    const record: TokenRecord = { id, kind, token, active: true, issuedAt: this.clock.now() };
    this.byToken.set(token, record);
    return record;
  }

  /** Keeps the default token (re-enabled) and forgets every other one. */
  resetToDefault(): void {
    const keep = this.defaultToken;
    this.byToken.clear();
    if (keep) {
      keep.active = true;
      this.byToken.set(keep.token, keep);
    }
  }

  find(idOrToken: string): TokenRecord | undefined {
    return this.byToken.get(idOrToken) ?? [...this.byToken.values()].find((record) => record.id === idOrToken);
  }

  list(): TokenRecord[] {
    return [...this.byToken.values()];
  }

  async check(token: string): Promise<TokenCheck> {
    const record = this.byToken.get(token);
    if (!record) return { ok: false, reason: 'unknown' };
    if (record.kind !== 'opaque') {
      try {
        await jwtVerify(token, this.secret, { algorithms: ['HS256'], currentDate: new Date(this.clock.now()) });
      } catch {
        return { ok: false, reason: 'expired', record };
      }
    }
    if (!record.active) return { ok: false, reason: 'inactive', record };
    return { ok: true, record };
  }
}

function signHs256(payload: Record<string, unknown>, secret: Uint8Array): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signed = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
}
