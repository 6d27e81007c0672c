// Which address a page of the site is at, for what the panel opens and previews into: the one
// its document was loaded from. A page's own script can change the address bar before Inplace
// says hello (history.pushState), and the browser then reports that address as the sender's;
// the document is still the record it was loaded as. The loaded address is taken only when it
// is of the sender's own origin (a web origin: no other address has one).
export function documentAddress(senderUrl: string, senderOrigin: string, loadedFrom: string | undefined): string {
  if (!loadedFrom) return senderUrl;
  try {
    const loaded = new URL(loadedFrom);
    return loaded.origin === senderOrigin ? loaded.href : senderUrl;
  } catch {
    return senderUrl;
  }
}
