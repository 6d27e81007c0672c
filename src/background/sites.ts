// Adding, checking, listing and removing sites: the vault, the token check, the site's
// permission and its content script.
import { discardSiteDrafts } from '../drafts/draft-keys';
import { t } from '../i18n';
import type { SiteSummary } from '../messages/protocol';
import { MessageRefusal } from '../messages/router';
import type { QuotaStatus } from '../quota/ledger';
import { quotaKey, type QuotaLimiter } from '../quota/limiter';
import { SiteAddressError, siteOriginFrom } from '../vault/origin';
import { hasSitePermission, revokeSitePermission, startContentScriptInTabs, syncContentScripts } from '../vault/site-access';
import { toPublicSite, type Credentials, type PublicSite, type SiteRecord } from '../vault/site-record';
import { deleteSite, getSite, listSites, putSite } from '../vault/site-store';
import { tokenExpiry } from '../vault/token-expiry';
import type { CountedCaller } from './api-calls';
import { checkToken } from './site-check';
import { forgetSiteTabs } from './tab-contexts';

export interface SiteDeps {
  caller: CountedCaller;
  limiter: QuotaLimiter;
}

/** Token states that mean the token is of no use: it is not stored. */
const REJECTED = new Set(['token-invalid', 'token-inactive', 'token-expired', 'unreachable']);

function originOf(address: string): string {
  try {
    return siteOriginFrom(address);
  } catch (error) {
    if (error instanceof SiteAddressError) throw new MessageRefusal('NOT_ALLOWED', error.message);
    throw error;
  }
}

/** Pasted text loses its surrounding spaces; a key set is kept only whole. */
function cleanCredentials({ token, keys }: Credentials): Credentials {
  const clean = token.trim();
  if (!keys) {
    if (!clean) throw new MessageRefusal('NOT_ALLOWED', t('token_missing'));
    return { token: clean };
  }
  const cleanKeys = { consumerKey: keys.consumerKey.trim(), consumerSecret: keys.consumerSecret.trim(), tokenSecret: keys.tokenSecret.trim() };
  if (!clean || Object.values(cleanKeys).some((part) => !part)) throw new MessageRefusal('NOT_ALLOWED', t('key_set_incomplete'));
  return { token: clean, keys: cleanKeys };
}

/** Checks the token with one call; a token the site does not accept is refused with the reason. */
async function checkedRecord(deps: SiteDeps, base: Omit<SiteRecord, 'lastCheck' | 'tokenExpiresAt'>): Promise<SiteRecord> {
  // An older key set's token is no JWT: it has no expiry to read.
  const tokenExpiresAt = base.keys ? undefined : tokenExpiry(base.token);
  const lastCheck = await checkToken(deps.caller, { ...base, tokenExpiresAt });
  if (REJECTED.has(lastCheck.state)) throw new MessageRefusal('NOT_ALLOWED', lastCheck.message ?? t('token_not_accepted'));
  return { ...base, tokenExpiresAt, lastCheck };
}

export async function addSite(deps: SiteDeps, address: string, credentials: Credentials): Promise<PublicSite> {
  const origin = originOf(address);
  const clean = cleanCredentials(credentials);
  // The options page asks for the permission in the owner's click; without it the script never runs.
  if (!(await hasSitePermission(origin))) {
    throw new MessageRefusal('NOT_ALLOWED', t('site_access_missing', origin));
  }
  const existing = await getSite(origin);
  const site = await checkedRecord(deps, {
    origin,
    apiBase: `${origin}/uapi`,
    label: existing?.label ?? new URL(origin).host,
    ...clean,
    addedAt: existing?.addedAt ?? Date.now(),
  });
  await putSite(site);
  await syncContentScripts((await listSites()).map((s) => s.origin));
  // The tab the owner added the site from shows the launcher without a reload.
  await startContentScriptInTabs([origin]);
  return toPublicSite(site);
}

export async function replaceToken(deps: SiteDeps, origin: string, credentials: Credentials): Promise<PublicSite> {
  const { token: _token, keys: _keys, ...existing } = await requireSite(origin);
  const site = await checkedRecord(deps, { ...existing, ...cleanCredentials(credentials) });
  await putSite(site);
  return toPublicSite(site);
}

export async function recheckSite(deps: SiteDeps, origin: string): Promise<PublicSite> {
  const site = await requireSite(origin);
  const checked = { ...site, lastCheck: await checkToken(deps.caller, site) };
  await putSite(checked);
  return toPublicSite(checked);
}

/** The owner's choices for one site: the on-page button, the live preview. */
export async function setSiteChoice(origin: string, choice: Pick<SiteRecord, 'launcherHidden'> | Pick<SiteRecord, 'previewOff'>): Promise<PublicSite> {
  const site = { ...(await requireSite(origin)), ...choice };
  await putSite(site);
  return toPublicSite(site);
}

export async function requireSite(origin: string): Promise<SiteRecord> {
  const site = await getSite(origin);
  if (!site) throw new MessageRefusal('NOT_ALLOWED', t('not_your_site', origin));
  return site;
}

export async function siteSummaries(deps: SiteDeps): Promise<SiteSummary[]> {
  const sites = await listSites();
  return Promise.all(sites.map(async (site) => ({ ...toPublicSite(site), quota: await deps.limiter.status(await quotaKey(site)) })));
}

export async function quotaOf(deps: SiteDeps, origin: string): Promise<QuotaStatus> {
  const site = await requireSite(origin);
  return deps.limiter.status(await quotaKey(site));
}

export async function removeSite(origin: string): Promise<{ removed: boolean }> {
  const site = await getSite(origin);
  if (!site) return { removed: false };
  await deleteSite(origin);
  const remaining = (await listSites()).map((s) => s.origin);
  await syncContentScripts(remaining);
  await revokeSitePermission(origin, remaining);
  await forgetSiteTabs(origin);
  await discardSiteDrafts(origin);
  return { removed: true };
}

let restoring: Promise<void> | undefined;

/**
 * Scripts registered at run time can vanish on a browser restart or a reinstall, and tabs of the
 * owner's sites may have loaded before they were back: registers every stored site's script
 * again, then starts it in those tabs. Safe to repeat; calls while one is under way share it.
 */
export function restoreContentScripts(): Promise<void> {
  restoring ??= (async () => {
    const origins = (await listSites()).map((s) => s.origin);
    // Open tabs are started only when their scripts had to be registered again (a restart, an
    // update): a service worker that merely wakes finds them running already.
    if (await syncContentScripts(origins)) await startContentScriptInTabs(origins);
  })().finally(() => {
    restoring = undefined;
  });
  return restoring;
}
