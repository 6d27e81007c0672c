import type { KeySet } from '../api/oauth1';

export type KeySetKeys = Omit<KeySet, 'token'>;

/** What the owner pastes to let Inplace in: a token, or an older key set. */
export interface Credentials {
  token: string;
  keys?: KeySetKeys;
  /**
   * A JWT's expiry (ms), read from the token by the page it was typed in (src/vault/token-expiry.ts):
   * kept and shown, never trusted for more (the site checks its tokens).
   */
  tokenExpiresAt?: number;
}

/** One site the owner added. Lives only in the background's extension-origin IndexedDB. */
export interface SiteRecord {
  /** e.g. https://example.ucoz.net — the key of the record */
  origin: string;
  /** <origin>/uapi */
  apiBase: string;
  label: string;
  /** The API token, or the token of an older key set. */
  token: string;
  /** An older key set's consumer key and secrets: present, every request is signed with them. */
  keys?: KeySetKeys;
  addedAt: number;
  /** When the token stops working, if it is a JWT with an expiry (ms since epoch). */
  tokenExpiresAt?: number;
  lastCheck?: SiteCheck;
  /** The owner hid the on-page button for this site (the toolbar button still works). */
  launcherHidden?: boolean;
  /** The owner turned the live preview off: unsaved text is never shown to the site's pages. */
  previewOff?: boolean;
}

/** What the last check of the token found. */
export type SiteState = 'working' | 'token-invalid' | 'token-inactive' | 'token-expired' | 'blocked' | 'unreachable';

export interface SiteCheck {
  at: number;
  state: SiteState;
  /** Plain words, with the remedy, when the state is not 'working'. */
  message?: string;
}

/** What may leave the background: everything but the token and the keys. */
export type PublicSite = Omit<SiteRecord, 'token' | 'keys'> & {
  /** The site is reached with an older key set. */
  keySet?: true;
};

export function toPublicSite({ token: _token, keys, ...site }: SiteRecord): PublicSite {
  return keys ? { ...site, keySet: true } : site;
}
