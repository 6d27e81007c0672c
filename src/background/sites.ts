// Adding, listing and removing sites: the vault, the site's permission and its content script.
import { MessageRefusal } from '../messages/router';
import { SiteAddressError, siteOriginFrom } from '../vault/origin';
import { hasSitePermission, revokeSitePermission, syncContentScripts } from '../vault/site-access';
import { toPublicSite, type PublicSite } from '../vault/site-record';
import { deleteSite, getSite, listSites, putSite } from '../vault/site-store';
import { forgetSiteTabs } from './tab-contexts';

export async function addSite(address: string, token: string): Promise<PublicSite> {
  let origin: string;
  try {
    origin = siteOriginFrom(address);
  } catch (error) {
    if (error instanceof SiteAddressError) throw new MessageRefusal('NOT_ALLOWED', error.message);
    throw error;
  }
  const cleanToken = token.trim();
  if (!cleanToken) throw new MessageRefusal('NOT_ALLOWED', 'Paste the API token from your control panel.');
  // The options page asks for the permission in the owner's click; without it the script never runs.
  if (!(await hasSitePermission(origin))) {
    throw new MessageRefusal('NOT_ALLOWED', `Inplace needs access to ${origin} to work there. Add the site again and allow access.`);
  }
  const existing = await getSite(origin);
  const site = {
    origin,
    apiBase: `${origin}/uapi`,
    label: existing?.label ?? new URL(origin).host,
    token: cleanToken,
    addedAt: existing?.addedAt ?? Date.now(),
  };
  await putSite(site);
  await syncContentScripts((await listSites()).map((s) => s.origin));
  return toPublicSite(site);
}

export async function listPublicSites(): Promise<PublicSite[]> {
  return (await listSites()).map(toPublicSite);
}

export async function removeSite(origin: string): Promise<{ removed: boolean }> {
  const site = await getSite(origin);
  if (!site) return { removed: false };
  await deleteSite(origin);
  const remaining = (await listSites()).map((s) => s.origin);
  await syncContentScripts(remaining);
  await revokeSitePermission(origin, remaining);
  await forgetSiteTabs(origin);
  return { removed: true };
}

/** Scripts registered at run time can vanish on browser restart or reinstall: put them back. */
export async function restoreContentScripts(): Promise<void> {
  await syncContentScripts((await listSites()).map((s) => s.origin));
}
