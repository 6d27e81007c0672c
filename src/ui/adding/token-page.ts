// Where a site's owner creates API tokens and key sets: the site's own Control Panel → uAPI.
import { siteOriginFrom } from '../../vault/origin';

/** The page for the address as typed, or for `fallback` while what is typed is no address. */
export function tokenPageOf(address: string, fallback: string): string {
  let origin = fallback;
  try {
    origin = siteOriginFrom(address);
  } catch {
    // Still being typed.
  }
  return `${origin}/panel/?a=uapi`;
}
