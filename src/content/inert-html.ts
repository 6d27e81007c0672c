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

/** Strips `element` and what it holds of what could run or load; false when the element itself must go. */
function makeInert(element: Element, target: Document): boolean {
  if (element.matches(DROP)) return false;
  for (const dropped of element.querySelectorAll(DROP)) dropped.remove();
  for (const each of [element, ...element.querySelectorAll('*')]) {
    for (const attribute of [...each.attributes]) {
      const name = attribute.name.toLowerCase();
      // Only links keep an address (SVG <image>/<use> would load theirs), and only a harmless one.
      const link = name === 'href' || name === 'xlink:href';
      if (
        name.startsWith('on') || NEVER.includes(name)
        || (link && (each.localName !== 'a' || isScriptUrl(attribute.value)))
        || (name === 'src' && !fromPageOrigin(attribute.value, target))
      ) each.removeAttribute(attribute.name);
    }
  }
  return true;
}

/**
 * Draft HTML parsed in an inert document, as the content of a body (what comes first stays in
 * it, a <style> or leading white space too): its top-level nodes as written, not made inert yet.
 */
export function parseInert(html: string): Node[] {
  return [...new DOMParser().parseFromString(`<body>${html}`, 'text/html').body.childNodes];
}

/** `node`, parsed in an inert document, made inert there and imported into `target` (null: it may not be shown). */
function inertImport(target: Document, node: Node): ChildNode | null {
  if (node.nodeType === Node.ELEMENT_NODE && !makeInert(node as Element, target)) return null;
  return target.importNode(node, true) as ChildNode;
}

/**
 * An inert copy of a parsed node for `target` (null: nothing of it may be shown, e.g. a script),
 * the parsed node left as it was. Made inert where it was parsed, then copied into the page:
 * moved over as it is (adoptNode), a node let Chromium run an error handler it had carried in
 * the inert document, though its attribute was gone.
 */
export function inertCopy(target: Document, node: Node): ChildNode | null {
  return inertImport(target, node.cloneNode(true));
}

export function inertNodes(target: Document, html: string): Node[] {
  return parseInert(html).flatMap((node) => inertImport(target, node) ?? []);
}
