import { useState } from 'preact/hooks';
import type { PublicSite } from '../../vault/site-record';

interface Props {
  sites: PublicSite[];
  onRemove: (origin: string) => Promise<void>;
}

export function SiteList({ sites, onRemove }: Props) {
  const [confirming, setConfirming] = useState<string | null>(null);
  if (!sites.length) return <p class="hint">No sites yet. Add your site above to edit it in place.</p>;
  return (
    <ul class="sites" aria-label="Your sites">
      {sites.map((site) => (
        <li key={site.origin}>
          <strong>{site.label}</strong>
          <div class="site-origin">{site.origin}</div>
          {confirming === site.origin ? (
            <div class="row" role="group" aria-label={`Remove ${site.label}?`}>
              <span>Remove {site.label}? Its access and drafts are deleted.</span>
              <button type="button" class="danger" onClick={() => onRemove(site.origin).then(() => setConfirming(null))}>
                Remove site
              </button>
              <button type="button" class="secondary" onClick={() => setConfirming(null)}>Cancel</button>
            </div>
          ) : (
            <div class="row">
              <button type="button" class="danger" onClick={() => setConfirming(site.origin)}>Remove</button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
