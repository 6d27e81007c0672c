// What the owner typed to let Inplace into a site, checked before anything is sent.
import { t } from '../../i18n';
import { siteOriginFrom } from '../../vault/origin';
import type { Credentials } from '../../vault/site-record';

export interface CredentialDraft {
  /** The owner chose "Use an older key set". */
  olderKeySet: boolean;
  token: string;
  consumerKey: string;
  consumerSecret: string;
  tokenSecret: string;
}

export const emptyCredentialDraft = (olderKeySet = false): CredentialDraft => ({ olderKeySet, token: '', consumerKey: '', consumerSecret: '', tokenSecret: '' });

/** The credentials to send, or the plain-words reason they cannot go yet. */
export function credentialsFrom(draft: CredentialDraft): { credentials: Credentials } | { problem: string } {
  if (!draft.olderKeySet) return draft.token.trim() ? { credentials: { token: draft.token } } : { problem: t('paste_token') };
  const { token, consumerKey, consumerSecret, tokenSecret } = draft;
  if (![token, consumerKey, consumerSecret, tokenSecret].every((part) => part.trim())) return { problem: t('key_set_incomplete') };
  return { credentials: { token, keys: { consumerKey, consumerSecret, tokenSecret } } };
}

/** The site's origin and credentials to add, or the first reason they cannot go yet. */
export function additionFrom(address: string, draft: CredentialDraft): { origin: string; credentials: Credentials } | { problem: string } {
  let origin: string;
  try {
    origin = siteOriginFrom(address);
  } catch (problem) {
    return { problem: (problem as Error).message };
  }
  const checked = credentialsFrom(draft);
  return 'problem' in checked ? checked : { origin, credentials: checked.credentials };
}
