// Turns draft HTML into nodes that cannot run anything: parsed in an inert document (scripts do
// not execute there), then stripped of scripts, frames, event handlers and javascript: URLs.
// Small on purpose: it ships in the content script, which loads on every page of the site.

// SVG animations can set a link's href to a script URL after the checks below: drop them too.
const DROP = 'script,iframe,frame,frameset,object,embed,base,meta,link,noscript,template,animate,set,animateMotion,animateTransform';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data'];

function isScriptUrl(value: string): boolean {
  // Browsers ignore control characters and spaces inside the scheme: "java\tscript:".
  return /^(javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020]/g, '')) && !/^data:image\//i.test(value.trim());
}

export function inertNodes(target: Document, html: string): Node[] {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  for (const element of parsed.body.querySelectorAll(DROP)) element.remove();
  for (const element of parsed.body.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || (URL_ATTRIBUTES.includes(name) && isScriptUrl(attribute.value))) element.removeAttribute(attribute.name);
    }
  }
  return [...parsed.body.childNodes].map((node) => target.importNode(node, true));
}
