// The Point to edit switch: while on, a click on anything of the page opens it here (Alt+click
// does at any time the panel is open). Esc in the page turns it off, as the switch does.
import { t } from '../../i18n';

/** `taken`: whether the page took the switch's state (null: not answered yet). */
export function PointSwitch({ on, taken, onTurn }: { on: boolean; taken: boolean | null; onTurn: (on: boolean) => void }) {
  // What the page does now, said once it does it.
  const hint = taken === false ? t('point_hint_unavailable') : on && taken ? t('point_hint_on') : t('point_hint_off');
  return (
    <p class="point-switch">
      {/* What it does is its tooltip and its description (the page's bar shows the mode while on); a page that cannot be pointed at is said. */}
      <button type="button" class="secondary" aria-pressed={on} aria-describedby="point-hint" title={hint} onClick={() => onTurn(!on)}>
        {t('point_switch')}
      </button>
      <span id="point-hint" class={taken === false ? 'hint warning' : 'visually-hidden'} role="status">{hint}</span>
    </p>
  );
}
