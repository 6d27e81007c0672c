/** Whole documents (templates with <html>, <head> or <body>) are edited as source only. */
export function isWholeDocument(html: string): boolean {
  return /<(?:!doctype|html|head|body)\b/i.test(html);
}

/**
 * Where the body's content starts in a whole document: after its `<body …>` tag (0 when it has
 * none, or is no whole document). What a page shows of its own template is counted from there.
 */
export function bodyStartIn(html: string): number {
  const body = /<body\b(?:[^>"']|"[^"]*"|'[^']*')*>/i.exec(html);
  return body ? body.index + body[0].length : 0;
}
