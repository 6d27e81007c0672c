// Turns draft HTML into nodes that cannot run anything: parsed in an inert document (scripts do
// not execute there), then stripped of scripts, frames, forms, styles, event handlers and
// javascript: URLs. Ids and names go too (they would shadow the site's globals: window.uCoz,
// document.x), and so does whatever would load from another site. The panel has sanitised the
// draft already; this is the second layer, small on purpose: it ships in the content script,
// which loads on every page of the site.

// SVG animations can set a link's href to a script URL after the checks below: drop them too.
const DROP = 'script,iframe,frame,frameset,object,embed,base,meta,link,style,form,noscript,template,animate,set,animateMotion,animateTransform';
// Clobbering, loads from wherever they say (srcset, CSS url()), form targets, focus theft.
const NEVER = ['id', 'name', 'style', 'srcset', 'poster', 'background', 'ping', 'srcdoc', 'data', 'action', 'formaction', 'autofocus'];

function isScriptUrl(value: string): boolean {
  // Browsers ignore control characters and spaces inside the scheme: "java\tscript:".
  return /^(javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020]/g, ''));
}

function fromPageOrigin(value: string, target: Document): boolean {
  try {
    const url = new URL(value, target.baseURI);
    return /^https?:$/.test(url.protocol) && url.origin === new URL(target.URL).origin;
  } catch {
    return false;
  }
}

export function inertNodes(target: Document, html: string): Node[] {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  for (const element of parsed.body.querySelectorAll(DROP)) element.remove();
  for (const element of parsed.body.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      // Only links keep an address (SVG <image>/<use> would load theirs), and only a harmless one.
      const link = name === 'href' || name === 'xlink:href';
      if (
        name.startsWith('on') || NEVER.includes(name)
        || (link && (element.localName !== 'a' || isScriptUrl(attribute.value)))
        || (name === 'src' && !fromPageOrigin(attribute.value, target))
      ) element.removeAttribute(attribute.name);
    }
  }
  return [...parsed.body.childNodes].map((node) => target.importNode(node, true));
}
