// A plain step before the layout's code: what the owner pointed at has no editor of its own, the
// template every page is drawn with shows it. Editing that changes every page, so they choose.
import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { TemplateRef } from '../../resources/resource-ref';
import type { PointSpot } from '../point-spot';

/** The step while it is asked: `ask` puts it up, `done` takes it down, `view` is what to show. */
export function useLayoutStep(open: (template: TemplateRef, at: PointSpot) => void) {
  const [offer, setOffer] = useState<{ template: TemplateRef; at: PointSpot } | null>(null);
  const view = offer && (
    <LayoutStep template={offer.template} onCancel={() => setOffer(null)} onEdit={() => (setOffer(null), open(offer.template, offer.at))} />
  );
  return { ask: (template: TemplateRef, at: PointSpot) => setOffer({ template, at }), done: () => setOffer(null), view };
}

export function LayoutStep({ template, onEdit, onCancel }: { template: TemplateRef; onEdit: () => void; onCancel: () => void }) {
  return (
    <div class="banner layout-step" role="alertdialog" aria-labelledby="layout-step-text">
      <p id="layout-step-text">{t('layout_step', template.title ?? t('layout_step_template'))}</p>
      <div class="row">
        <button type="button" onClick={onEdit}>{t('layout_step_edit')}</button>
        <button type="button" class="secondary" onClick={onCancel}>{t('cancel')}</button>
      </div>
    </div>
  );
}
