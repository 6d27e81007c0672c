// An image of the site, as an address the panel may show: the site's own (a path) made whole,
// another http(s) one as it is; anything else (a script, data) is not shown.
export function siteImageAddress(site: string, address: string): string {
  return address.startsWith('/') && !address.startsWith('//') ? site + address : /^https?:/i.test(address) ? address : '';
}
