// Adding, checking, listing and removing sites: the vault, the token check, the site's
// permission and its content script.
import { discardSiteDrafts } from '../drafts/draft-keys';
import { discardSiteHistory } from '../drafts/history-keys';
import { t } from '../i18n';
import type { SiteSummary } from '../messages/from-extension-page';
import { MessageRefusal } from '../messages/router';
import type { QuotaStatus } from '../quota/ledger';
import { quotaKey, type QuotaLimiter } from '../quota/limiter';
import { SiteAddressError, siteOriginFrom } from '../vault/origin';
import { hasSitePermission, revokeSitePermission, startContentScriptInTabs, syncContentScripts } from '../vault/site-access';
import { toPublicSite, type Credentials, type PublicSite, type SiteRecord } from '../vault/site-record';
import { deleteSite, getSite, listSites, putSite } from '../vault/site-store';
import type { CountedCaller } from './api-calls';
import { checkToken } from './site-check';
import { forgetSiteTabs } from './tab-contexts';

export interface SiteDeps {
  caller: CountedCaller;
  limiter: QuotaLimiter;
}

/** The change of a site's record under way, per origin: the next one starts from what it wrote. */
const changing = new Map<string, Promise<void>>();

/**
 * Reads the site's record, changes it and writes it, one change of a site at a time: a check of
 * the token that returns after Remove never brings the site back, and choices made meanwhile
 * are not overwritten with the copy read before them. `change` gets the record as it is now
 * (undefined: no such site) and gives the record to keep, or null to keep none.
 */
function changeSite<T>(origin: string, change: (current: SiteRecord | undefined) => Promise<{ keep: SiteRecord | null; result: T }>): Promise<T> {
  const run = (changing.get(origin) ?? Promise.resolve()).then(async () => {
    const { keep, result } = await change(await getSite(origin));
    if (keep) await putSite(keep);
    return result;
  });
  // The next change waits for this one, whether it kept something or refused.
  const settled: Promise<void> = run.then(
    () => {},
    () => {},
  ).finally(() => {
    if (changing.get(origin) === settled) changing.delete(origin);
  });
  changing.set(origin, settled);
  return run;
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
function cleanCredentials({ token, keys, tokenExpiresAt }: Credentials): Credentials {
  const clean = token.trim();
  if (!keys) {
    if (!clean) throw new MessageRefusal('NOT_ALLOWED', t('token_missing'));
    return { token: clean, tokenExpiresAt };
  }
  const cleanKeys = { consumerKey: keys.consumerKey.trim(), consumerSecret: keys.consumerSecret.trim(), tokenSecret: keys.tokenSecret.trim() };
  if (!clean || Object.values(cleanKeys).some((part) => !part)) throw new MessageRefusal('NOT_ALLOWED', t('key_set_incomplete'));
  return { token: clean, keys: cleanKeys };
}

/** Checks the token with one call; a token the site does not accept is refused with the reason. */
async function checkedRecord(deps: SiteDeps, base: Omit<SiteRecord, 'lastCheck'>): Promise<SiteRecord> {
  // An older key set's token is no JWT: it has no expiry.
  const tokenExpiresAt = base.keys ? undefined : base.tokenExpiresAt;
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
  const checked = await checkedRecord(deps, { origin, apiBase: `${origin}/uapi`, label: new URL(origin).host, ...clean, addedAt: Date.now() });
  // Added again: the token is the new one; the name, the date and the owner's choices stay.
  const site = await changeSite(origin, async (existing) => {
    const { label, addedAt, launcherHidden, previewOff } = existing ?? checked;
    const kept = { ...checked, label, addedAt, ...(launcherHidden !== undefined && { launcherHidden }), ...(previewOff !== undefined && { previewOff }) };
    return { keep: kept, result: kept };
  });
  await syncContentScripts((await listSites()).map((s) => s.origin));
  // The tab the owner added the site from shows the launcher without a reload.
  await startContentScriptInTabs([origin]);
  return toPublicSite(site);
}

export async function replaceToken(deps: SiteDeps, origin: string, credentials: Credentials): Promise<PublicSite> {
  const { token: _token, keys: _keys, ...existing } = await requireSite(origin);
  const { token, keys, tokenExpiresAt, lastCheck } = await checkedRecord(deps, { ...existing, ...cleanCredentials(credentials) });
  return changeSite(origin, async (current) => {
    if (!current) throw gone(origin);
    const { keys: _old, ...rest } = current;
    const site: SiteRecord = { ...rest, token, ...(keys && { keys }), tokenExpiresAt, lastCheck };
    return { keep: site, result: toPublicSite(site) };
  });
}

export async function recheckSite(deps: SiteDeps, origin: string): Promise<PublicSite> {
  const lastCheck = await checkToken(deps.caller, await requireSite(origin));
  // Removed while the site was asked: it stays removed. Checked with another token meanwhile:
  // that token's state is not this one's.
  return changeSite(origin, async (current) => {
    if (!current) throw gone(origin);
    const site = { ...current, lastCheck };
    return { keep: site, result: toPublicSite(site) };
  });
}

/** The owner's choices for one site: the on-page button, the live preview. */
export async function setSiteChoice(origin: string, choice: Pick<SiteRecord, 'launcherHidden'> | Pick<SiteRecord, 'previewOff'>): Promise<PublicSite> {
  return changeSite(origin, async (current) => {
    if (!current) throw gone(origin);
    const site = { ...current, ...choice };
    return { keep: site, result: toPublicSite(site) };
  });
}

const gone = (origin: string) => new MessageRefusal('NOT_ALLOWED', t('not_your_site', origin));

export async function requireSite(origin: string): Promise<SiteRecord> {
  const site = await getSite(origin);
  if (!site) throw gone(origin);
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

/**
 * Removes the site and forgets everything Inplace kept of it: its drafts and versions, its tabs,
 * and the count of its token's requests (unless another site added uses the same token). Added
 * again within the hour, the count starts afresh; the platform's own refusal still stops it.
 */
export async function removeSite(deps: Pick<SiteDeps, 'limiter'>, origin: string): Promise<{ removed: boolean }> {
  const removed = await changeSite(origin, async (current) => {
    if (current) await deleteSite(origin);
    return { keep: null, result: current ?? null };
  });
  if (!removed) return { removed: false };
  const remaining = await listSites();
  const origins = remaining.map((s) => s.origin);
  await syncContentScripts(origins);
  await revokeSitePermission(origin, origins);
  await forgetSiteTabs(origin);
  await discardSiteDrafts(origin);
  await discardSiteHistory(origin);
  const key = await quotaKey(removed);
  const shared = await Promise.all(remaining.map(async (site) => (await quotaKey(site)) === key));
  if (!shared.includes(true)) await deps.limiter.forget(key);
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
