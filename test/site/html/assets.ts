// The platform's system files under /.s/ (small but real), the site's stylesheet (template 3/3,
// not cached, so a saved CSS shows on the next load), the photo album's files under /_ph/ and
// other uploaded files under /_fr/.
import type { Context } from 'hono';
import { photoFileAt } from '../data/photo-files.ts';
import { CSS_KEY } from '../data/seed-templates.ts';
import type { SiteState } from '../data/store.ts';

const SYSTEM_FILES: Record<string, { type: string; body: string }> = {
  '/.s/src/base.min.css': {
    type: 'text/css; charset=utf-8',
    body: '.uMenuRoot{margin:0;padding:0;list-style:none}.uMenuV .uMenuRoot li{margin:2px 0}.subM{list-style:none;padding-left:12px}.catPages1{margin:12px 0}.eBlock{margin-bottom:16px}.eTitle{font-size:1.2em;font-weight:bold}.eDetails{color:#777;font-size:.85em}\n',
  },
  '/.s/src/layer7.min.css': {
    type: 'text/css; charset=utf-8',
    body: '.myWinCont{font-size:13px}.myWinError{color:#c00}.myWinSuccess{color:#070}\n',
  },
  '/.s/src/uwnd.min.js': {
    type: 'application/javascript; charset=utf-8',
    body: '(function(){window._uWnd={alert:function(t){window.alert(t)},close:function(){}};})();\n',
  },
  '/.s/img/cp/svg/49.svg': {
    type: 'image/svg+xml',
    body: '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="15" viewBox="0 0 80 15"><rect width="80" height="15" rx="2" fill="#1d6fa5"/><text x="40" y="11" font-family="Arial,sans-serif" font-size="9" fill="#fff" text-anchor="middle">Hosted by uCoz</text></svg>\n',
  },
};

/** A response for a static file, or undefined when the path is not one. */
export function assetResponse(c: Context, state: SiteState, path: string): Response | undefined {
  const system = SYSTEM_FILES[path];
  if (system) return c.body(system.body, 200, { 'Content-Type': system.type, 'Cache-Control': 'public, max-age=3600' });
  if (path === '/_st/my.css') return c.body(state.data.templates[CSS_KEY] ?? '', 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' });
  const upload = state.data.uploads[path] ?? photoFileAt(state.data.photo, path);
  if (upload) return c.body(new Uint8Array(Buffer.from(upload.base64, 'base64')), 200, { 'Content-Type': upload.type });
  return undefined;
}
