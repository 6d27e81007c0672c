// The site's Control Panel → uAPI page (`/panel/?a=uapi`), where an owner creates and copies API
// tokens. The platform's own interface, not the site's design: a plain page, the site's tokens
// listed for copying (the real one asks the owner to sign in first; this one is loopback-only).
import type { SiteState } from '../data/store.ts';
import { escapeHtml } from './escape.ts';

export function uapiPanelPage(state: SiteState): string {
  const tokens = state.tokens.list().filter((record) => record.active);
  const rows = tokens.map((record) => `<li><code class="api-token">${escapeHtml(record.token)}</code></li>`).join('');
  const keySets = state.keySets.list().filter((set) => set.active && !set.deleted);
  const part = (name: string, value: string) => `<dt>${name}</dt><dd><code class="${name.toLowerCase().replace(/ /g, '-')}">${escapeHtml(value)}</code></dd>`;
  const keySetRows = keySets
    .map((set) => `<li><dl>${part('Consumer key', set.consumerKey)}${part('Consumer secret', set.consumerSecret)}${part('Token', set.token)}${part('Token secret', set.tokenSecret)}</dl></li>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Control panel · uAPI</title></head>
<body class="control-panel">
<h1>uAPI</h1>
<p>API tokens of this site. Copy one into the application that works with your site.</p>
<ul class="api-tokens">${rows}</ul>
<h2>Older key sets</h2>
<ul class="key-sets">${keySetRows}</ul>
</body></html>`;
}
