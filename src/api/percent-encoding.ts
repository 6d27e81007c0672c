// RFC 3986 percent-encoding, as OAuth 1.0a signs and as PHP-style forms are written.

/** Only A-Z a-z 0-9 - . _ ~ stay as they are. */
export function percentEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
