/** One site the owner added. Lives only in the background's extension-origin IndexedDB. */
export interface SiteRecord {
  /** e.g. https://example.ucoz.net — the key of the record */
  origin: string;
  /** <origin>/uapi */
  apiBase: string;
  label: string;
  token: string;
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

/** What may leave the background: everything but the token. */
export type PublicSite = Omit<SiteRecord, 'token'>;

export function toPublicSite({ token: _token, ...site }: SiteRecord): PublicSite {
  return site;
}
