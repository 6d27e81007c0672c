// Point to edit in a template: the cursor goes to the source of what the owner pointed at on the
// page (a global block's text), or, after Alt+Shift+click, to the rules of the site's CSS that
// style the element, which are listed in order to go from one to the next.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { t } from '../../../i18n';
import { sourceIndexAtVisibleChars } from '../../../html-source/visible-source';
import type { PointSpot } from '../../../ui/point-spot';
import { cssRuleStarts } from '../css-rule-starts';
import { blockOf, CSS_PATH } from '../model';

/** A rule of the stylesheet as the list shows it: its selector, and where it starts. */
export interface PointedRule {
  selector: string;
  index: number;
}

const SELECTOR_SHOWN_MAX = 80;

/**
 * `content`: the template's text once read (null while loading); `saved`: the site's copy, on
 * whose change (a save) the list reads the rules' selectors again, as they now are.
 */
export function useCursorAtSpot(spot: PointSpot | null, path: string, content: string | null, saved?: string) {
  const [cursorAt, setCursorAt] = useState<{ index: number; at: number } | undefined>();
  const rules = useMemo<PointedRule[] | null>(() => {
    if (content === null || spot?.target.what !== 'css' || path !== CSS_PATH) return null;
    const starts = cssRuleStarts(content);
    return spot.target.rules.flatMap((rule) => {
      const index = starts[rule];
      if (index === undefined) return [];
      const selector = content.slice(index, headEnd(content, index)).trim().replace(/\s+/g, ' ');
      return [{ index, selector: selector.length > SELECTOR_SHOWN_MAX ? `${selector.slice(0, SELECTOR_SHOWN_MAX - 1)}…` : selector }];
    });
  }, [spot?.at, path, content === null, saved]);

  useEffect(() => {
    if (content === null || !spot) return;
    const { target } = spot;
    if (target.what === 'block' && blockOf(path) === target.block) setCursorAt({ index: sourceIndexAtVisibleChars(content, target.offset), at: spot.at });
    else if (rules?.[0]) setCursorAt({ index: rules[0].index, at: spot.at });
  }, [spot?.at, content === null]);

  return { cursorAt, rules, go: (index: number) => setCursorAt({ index, at: performance.now() }) };
}

/** Where a rule's head (its selector, or an at-rule's prelude) ends: at its block or its `;`. */
function headEnd(css: string, from: number): number {
  const ends = [css.indexOf('{', from), css.indexOf(';', from)].filter((at) => at >= 0);
  return ends.length ? Math.min(...ends) : css.length;
}

export function PointedRules({ rules, onGo }: { rules: PointedRule[]; onGo: (index: number) => void }) {
  if (rules.length === 0) return <p class="hint" role="status">{t('css_rules_none')}</p>;
  return (
    <div class="pointed-rules" role="group" aria-label={t('css_rules_pointed')}>
      <span class="hint">{t('css_rules_pointed')}</span>
      {rules.map((rule) => (
        <button key={rule.index} type="button" class="link" onClick={() => onGo(rule.index)}>
          <code>{rule.selector}</code>
        </button>
      ))}
    </div>
  );
}
