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
  // The rules that style what was pointed at; where none does, those it inherits from.
  const found = useMemo<{ rules: PointedRule[]; inherited: PointedRule[] } | null>(() => {
    if (content === null || spot?.target.what !== 'css' || path !== CSS_PATH) return null;
    const starts = cssRuleStarts(content);
    const listed = (indexes: number[]) => indexes.flatMap((rule) => {
      const index = starts[rule];
      if (index === undefined) return [];
      const selector = content.slice(index, headEnd(content, index)).trim().replace(/\s+/g, ' ');
      return [{ index, selector: selector.length > SELECTOR_SHOWN_MAX ? `${selector.slice(0, SELECTOR_SHOWN_MAX - 1)}…` : selector }];
    });
    return { rules: listed(spot.target.rules), inherited: listed(spot.target.inherited ?? []) };
  }, [spot?.at, path, content === null, saved]);
  const rules = found?.rules ?? null;

  useEffect(() => {
    if (content === null || !spot) return;
    const { target } = spot;
    if (target.what === 'block' && blockOf(path) === target.block) setCursorAt({ index: sourceIndexAtVisibleChars(content, target.offset), at: spot.at });
    else if (rules?.[0]) setCursorAt({ index: rules[0].index, at: spot.at });
  }, [spot?.at, content === null]);

  const selector = spot?.target.what === 'css' ? spot.target.selector : undefined;
  return { cursorAt, rules, inherited: found?.inherited ?? [], selector, go: (index: number) => setCursorAt({ index, at: performance.now() }) };
}

/** Where a rule's head (its selector, or an at-rule's prelude) ends: at its block or its `;`. */
function headEnd(css: string, from: number): number {
  const ends = [css.indexOf('{', from), css.indexOf(';', from)].filter((at) => at >= 0);
  return ends.length ? Math.min(...ends) : css.length;
}

interface Props {
  rules: PointedRule[];
  /** Where no rule styles it: those of what holds it, and a selector for one of its own. */
  inherited?: PointedRule[];
  selector?: string;
  onGo: (index: number) => void;
  /** Adds a rule for the selector at the end of the stylesheet, the cursor in it. */
  onAdd: (selector: string) => void;
}

export function PointedRules({ rules, inherited = [], selector, onGo, onAdd }: Props) {
  if (rules.length === 0) {
    return (
      <div class="pointed-rules" role="status">
        <span class="hint">{t('css_rules_none')}</span>
        {selector && <button type="button" class="secondary" onClick={() => onAdd(selector)}>{t('css_rule_add', selector)}</button>}
        {inherited.length > 0 && <RuleLinks label={t('css_rules_inherited')} rules={inherited} onGo={onGo} />}
      </div>
    );
  }
  return <RuleLinks label={t('css_rules_pointed')} rules={rules} onGo={onGo} />;
}

function RuleLinks({ label, rules, onGo }: { label: string; rules: PointedRule[]; onGo: (index: number) => void }) {
  return (
    <div class="pointed-rules" role="group" aria-label={label}>
      <span class="hint">{label}</span>
      {rules.map((rule) => (
        <button key={rule.index} type="button" class="link" onClick={() => onGo(rule.index)}>
          <code>{rule.selector}</code>
        </button>
      ))}
    </div>
  );
}

/** The stylesheet with an empty rule for `selector` at its end, and where its body starts. */
export function withRuleFor(css: string, selector: string): { css: string; cursor: number } {
  const head = `${css}${css === '' || css.endsWith('\n') ? '' : '\n'}\n${selector} {\n  `;
  return { css: `${head}\n}\n`, cursor: head.length };
}
