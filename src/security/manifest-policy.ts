// What the manifest lets the extension reach (wxt.config.ts): sites over https, this machine
// alone over plain http, and the content security policy of the extension's own pages.
// No imports: the build configuration reads it.

/** The hosts plain HTTP may reach: a token sent over HTTP never leaves the machine. */
export const PLAIN_HTTP_HOSTS: readonly string[] = ['localhost', '127.0.0.1'];

/** Asked per site when the owner adds it; nothing is asked for all sites at install. */
export const OPTIONAL_HOST_PERMISSIONS = ['https://*/*', ...PLAIN_HTTP_HOSTS.map((host) => `http://${host}/*`)];

const PLAIN_HTTP_SOURCES = PLAIN_HTTP_HOSTS.map((host) => `http://${host}:*`).join(' ');

/**
 * Extension pages (side panel, options) and the background: everything from the extension alone
 * unless named here; scripts only from the extension; nothing that embeds, posts or rebases;
 * calls to the owner's sites (https, or this machine over http); images from them and from data
 * the panel makes (a cover chosen from a file); styles the code editor and the panel set inline.
 */
export const EXTENSION_PAGES_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-src 'none'",
  "form-action 'none'",
  `connect-src 'self' https: ${PLAIN_HTTP_SOURCES}`,
  `img-src 'self' data: blob: https: ${PLAIN_HTTP_SOURCES}`,
  "style-src 'self' 'unsafe-inline'",
].join('; ');
