/** One site the owner added. Lives only in the background's extension-origin IndexedDB. */
export interface SiteRecord {
  /** e.g. https://example.ucoz.net — the key of the record */
  origin: string;
  /** <origin>/uapi */
  apiBase: string;
  label: string;
  token: string;
  addedAt: number;
}

/** What may leave the background: everything but the token. */
export type PublicSite = Omit<SiteRecord, 'token'>;

export function toPublicSite({ token: _token, ...site }: SiteRecord): PublicSite {
  return site;
}
