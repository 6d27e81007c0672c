// The Point to edit switch: while on, a click on anything of the page opens it here (Alt+click
// does at any time the panel is open). Esc in the page turns it off, as the switch does.
import { t } from '../../i18n';

export function PointSwitch({ on, onTurn }: { on: boolean; onTurn: (on: boolean) => void }) {
  return (
    <p class="point-switch">
      <button type="button" class="secondary" aria-pressed={on} aria-describedby="point-hint" onClick={() => onTurn(!on)}>
        {t('point_switch')}
      </button>{' '}
      <span id="point-hint" class="hint" role="status">{t(on ? 'point_hint_on' : 'point_hint_off')}</span>
    </p>
  );
}
