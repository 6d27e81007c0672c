// The address a new page is offered from its name, as owners expect of WordPress: "О нас" → o-nas.
// Cyrillic is spelled in Latin letters by cyrillic-to-translit-js (its Russian or, where the name
// has letters only Ukrainian has, its Ukrainian table); the rest is ours: lower case, words joined
// by "-", only what a page address takes (latin letters, digits, "-", "_"), and never an address
// the site answers as something else (/news, /forum, /panel…): such a name gets "-page".
import cyrillicToTranslit from 'cyrillic-to-translit-js';
import { resourceFromUrl } from '../../detect/resource';

/** Long enough to tell pages apart, short enough to read in a link. */
const LONGEST = 60;
const UKRAINIAN_ONLY = /[іїєґ]/i;

export function suggestedAddress(name: string): string {
  const preset = UKRAINIAN_ONLY.test(name) ? 'uk' : 'ru';
  const latin = cyrillicToTranslit({ preset }).transform(name.normalize('NFC'), ' ');
  const words = latin
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let address = '';
  for (const word of words) {
    const longer = address ? `${address}-${word}` : word;
    if (longer.length > LONGEST) break;
    address = longer;
  }
  if (!address) return words[0]?.slice(0, LONGEST) ?? '';
  return isPageAddress(address) ? address : `${address}-page`;
}

/** Whether the site would read `/<address>` as a page's own address (not a module, the control panel or a file). */
function isPageAddress(address: string): boolean {
  return resourceFromUrl(`https://site.invalid/${address}`).kind === 'page-slug';
}

/**
 * Whether the address field still follows the name: the owner has not typed one of their own
 * (it is empty, or what the name before offered).
 */
export function followsName(ownUrl: string, name: string): boolean {
  return ownUrl === '' || ownUrl === suggestedAddress(name);
}
