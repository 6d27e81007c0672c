// Which of the site CSS's rules style an element (Alt+Shift+click in Point to edit): the
// top-level rules of the sheet the page shows (the draft's preview while there is one), a
// grouping rule when a rule inside it matches while its condition holds now.
import { POINT_RULES_MAX, POINT_SELECTOR, POINT_SELECTOR_NAME, type PointTarget } from '../messages/point';
import { CSS_PREVIEW_ATTRIBUTE, isSiteCss } from './design-preview';

/** The site's CSS as the page shows it: the preview of the draft while there is one. */
function siteSheet(doc: Document): CSSStyleSheet | null {
  const preview = doc.querySelector<HTMLStyleElement>(`style[${CSS_PREVIEW_ATTRIBUTE}]`);
  if (preview) return preview.sheet;
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')) {
    if (isSiteCss(link)) return link.sheet;
  }
  return null;
}

/** Whether a grouping rule's condition holds now (`@media` by the window, `@supports` by CSS). */
function conditionHolds(rule: CSSRule, view: Window | null): boolean {
  if ('media' in rule) return view?.matchMedia((rule as CSSMediaRule).media.mediaText).matches ?? false;
  if ('conditionText' in rule && rule.cssText.startsWith('@supports')) {
    try {
      return CSS.supports((rule as CSSSupportsRule).conditionText);
    } catch {
      return false;
    }
  }
  // Layers and the like style what their rules match.
  return true;
}

/** Whether `rule` styles `element`: its selector matches, or a rule inside it does while its condition holds. */
function styles(rule: CSSRule, element: Element, view: Window | null): boolean {
  if ('selectorText' in rule) {
    try {
      return element.matches((rule as CSSStyleRule).selectorText);
    } catch {
      // A selector this browser does not take (or a page rule's): it styles nothing here.
      return false;
    }
  }
  if (!('cssRules' in rule) || !conditionHolds(rule, view)) return false;
  return [...(rule as CSSGroupingRule).cssRules].some((inner) => styles(inner, element, view));
}

/** The top-level rules of the site's CSS that style `element`, by index, in order (Alt+Shift+click). */
export function cssRulesFor(doc: Document, element: Element): number[] {
  let rules: CSSRuleList | undefined;
  try {
    rules = siteSheet(doc)?.cssRules;
  } catch {
    // A sheet from another origin cannot be read.
    return [];
  }
  const found: number[] = [];
  const view = doc.defaultView;
  for (let index = 0; rules && index < rules.length && found.length < POINT_RULES_MAX; index++) {
    if (styles(rules[index]!, element, view)) found.push(index);
  }
  return found;
}

/** How far up a rule is looked for when none styles the element itself, and a name for its selector. */
const ANCESTORS_MAX = 6;

/**
 * Alt+Shift+click: the rules that style `element`; where none does, the rules of the nearest
 * element around it that has some (what it inherits its text's look from), and a selector for a
 * rule of its own, made of the names the page gives it and what holds it (`#content h2.lead`).
 */
export function cssTargetFor(doc: Document, element: Element): Extract<PointTarget, { what: 'css' }> {
  const rules = cssRulesFor(doc, element);
  if (rules.length) return { what: 'css', rules };
  let inherited: number[] = [];
  for (let around = element.parentElement, hops = 0; around && !inherited.length && hops < ANCESTORS_MAX; around = around.parentElement, hops++) {
    inherited = cssRulesFor(doc, around);
  }
  const selector = selectorFor(element);
  // Only a selector the background's check takes: else the pointing would be refused whole.
  return { what: 'css', rules, inherited, ...(POINT_SELECTOR.test(selector) && { selector }) };
}

/** `tag.class`, after the nearest element around it with an id (`#id`) when there is one; its own id alone if it has one. */
function selectorFor(element: Element): string {
  const named = (name: string) => POINT_SELECTOR_NAME.test(name);
  if (named(element.id)) return `#${element.id}`;
  const className = [...element.classList].find(named);
  const own = `${element.localName.toLowerCase()}${className ? `.${className}` : ''}`;
  const holder = element.parentElement?.closest('[id]');
  return holder && named(holder.id) && holder.localName !== 'html' && holder.localName !== 'body' ? `#${holder.id} ${own}` : own;
}
