/** Whole documents (templates with <html>, <head> or <body>) are edited as source only. */
export function isWholeDocument(html: string): boolean {
  return /<(?:!doctype|html|head|body)\b/i.test(html);
}
