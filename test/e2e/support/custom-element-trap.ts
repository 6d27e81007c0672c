// A page that defines, before Inplace runs, a custom element for every name Inplace's on-page
// controls were ever given, each class keeping its element's internals: were one of Inplace's
// hosts such an element, the page would be handed its closed shadow root
// (`attachInternals().shadowRoot`), and could read, relabel and restyle the control.
import type { TestPage } from './driver.ts';

const NAMES = ['inplace-launcher', 'inplace-point', 'inplace-comment', 'inplace-outline'];

interface Trapped {
  name: string;
  internals: ElementInternals;
}

function defineTraps(names: string[]) {
  const trapped: Trapped[] = [];
  (window as unknown as { trapped: Trapped[] }).trapped = trapped;
  for (const name of names) {
    customElements.define(name, class extends HTMLElement {
      constructor() {
        super();
        trapped.push({ name, internals: this.attachInternals() });
      }
    });
  }
}

/** The script to put at the start of a page's content. */
export const CUSTOM_ELEMENT_TRAP = `<script>(${String(defineTraps)})(${JSON.stringify(NAMES)})</script>`;

/**
 * What the page's classes got hold of: each element of those names made in the page (by anyone),
 * and whether its internals reach a shadow root. Null when the trap never ran.
 */
export function trappedInPage(tab: TestPage): Promise<{ name: string; root: boolean }[] | null> {
  return tab.evaluate(() => {
    const trapped = (window as unknown as { trapped?: Trapped[] }).trapped;
    return trapped ? trapped.map(({ name, internals }) => ({ name, root: internals.shadowRoot !== null })) : null;
  });
}
