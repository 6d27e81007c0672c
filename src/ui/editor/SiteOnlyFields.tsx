// What else the site sent with a record that no field of the editor edits (an author, reads, a
// file's size…): shown as it came, read-only, and never written back.
import { t } from '../../i18n';
import { siteOnlyRows } from './site-only-words';

export function SiteOnlyFields({ values }: { values: Record<string, string> | undefined }) {
  if (!values) return null;
  return (
    <details class="more site-only">
      <summary>{t('site_only_fields')}</summary>
      <p class="hint">{t('site_only_hint')}</p>
      <dl>
        {siteOnlyRows(values).map(({ key, label, known, value }) => (
          <div key={key} class="row">
            <dt>{known ? label : <code>{label}</code>}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
