// A whole HTML document: the template with its $PLACEHOLDERS$ filled in one pass, then what the
// platform adds to every page (system assets, the UCOZ-JS blocks, the body's module class).
import { randomBytes } from 'node:crypto';
import type { SiteState } from '../data/store.ts';
import { escapeHtml } from './escape.ts';
import { renderMenu } from './menus.ts';
import { renderPoll } from './polls.ts';

export const POWERED_BY =
  '<!-- "\' --><span class="pbPmT5ea"><a href="https://www.ucoz.ru/" title="Hosted by uCoz" target="_blank" rel="nofollow"><img style="margin:0;padding:0;border:0;" alt="Hosted by uCoz" src="/.s/img/cp/svg/49.svg" width="80" height="15" title="Hosted by uCoz"></a></span>';

export interface DocumentParts {
  /** Platform module name: index, news, blog... (body class `module-<name>`). */
  module: string;
  template: string;
  title: string;
  content: string;
  /** Paths that count as "here" for the menus' current item. */
  currentPaths: string[];
  /** Keys of the page's own added to `window.uCoz` (a shop page's sh_curr, sh_goods). */
  ucoz?: Record<string, unknown>;
}

export function renderDocument(state: SiteState, parts: DocumentParts): string {
  const filled = fillPlaceholders(state, parts);
  return addBodyClass(injectHead(filled, platformHead(state, parts)), `module-${parts.module}`);
}

function fillPlaceholders(state: SiteState, parts: DocumentParts): string {
  const values: Record<string, () => string> = {
    CONTENT: () => parts.content,
    PAGE_TITLE: () => escapeHtml(parts.title),
    ENTRY_TITLE: () => escapeHtml(parts.title),
    SITE_NAME: () => escapeHtml(state.data.site.name),
    YEAR: () => String(new Date(state.clock.now()).getUTCFullYear()),
    POWERED_BY: () => POWERED_BY,
    // The mini-chat block: its latest messages, each `#mchatMsg<ID>`.
    MCHAT: () => `<div id="mchatBlock" class="mchat">${state.data.mchat
      .slice(-20)
      .map((message) => `<div id="mchatMsg${message.id}" class="mcMessage"><b>${escapeHtml(message.name)}</b>: ${escapeHtml(message.message)}</div>`)
      .join('')}</div>`,
    POLL: () => renderPoll(state),
  };
  return parts.template.replace(/\$([A-Z0-9_]+)\$/g, (placeholder, name: string) => {
    const simple = values[name];
    if (simple) return simple();
    const menu = /^([NS])MENU_(\d+)$/.exec(name);
    if (menu) {
      const found = state.data.menus.find((item) => item.id === Number(menu[2]));
      return found ? renderMenu(found, menu[1] as 'N' | 'S', parts.currentPaths) : '';
    }
    const block = /^GLOBAL_([A-Z0-9]+)$/.exec(name);
    if (block) {
      const found = state.data.gblocks.find((item) => item.id === block[1]);
      return found ? `<!--U1${found.id}1Z-->${found.pda}<!--/U1${found.id}1Z-->` : '';
    }
    return placeholder;
  });
}

function platformHead(state: SiteState, parts: DocumentParts): string {
  // platform-notes §6: a real page carried mf (the site id: a cluster digit plus the site's name),
  // ver, and on shops sh_curr and sh_goods; there is no documented site or module key. §2: spam,
  // editor and sign were seen. guess: the values of ver, language, ssid, country and layerType.
  const data = {
    mf: state.data.site.mf,
    ver: 1,
    language: state.data.site.language,
    ssid: randomBytes(8).toString('hex'),
    country: 'RU',
    layerType: 1,
    sign: { 7287: 'Перейти на страницу', 5255: 'Помощник' },
    ...parts.ucoz,
  };
  return [
    '<link type="text/css" rel="stylesheet" href="/.s/src/base.min.css" />',
    '<link type="text/css" rel="stylesheet" href="/.s/src/layer7.min.css" />',
    '<script src="/.s/src/uwnd.min.js"></script>',
    '<script>',
    '//------------UCOZ-JS-DATA----------',
    `window.uCoz = ${JSON.stringify(data).replace(/</g, '\\u003c')};`,
    '//------------UCOZ-JS-CODE-----------',
    'function uSocialLogin(provider) { window.open("/index/sub/?provider=" + encodeURIComponent(provider)); }',
    '//------------UCOZ-JS-END-----------',
    '</script>',
  ].join('\n');
}

function injectHead(html: string, head: string): string {
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `${head}\n</head>`);
  if (/<body[^>]*>/i.test(html)) return html.replace(/<body[^>]*>/i, (tag) => `${head}\n${tag}`);
  return `${head}\n${html}`;
}

function addBodyClass(html: string, className: string): string {
  return html.replace(/<body([^>]*)>/i, (_tag, attrs: string) => {
    if (/\bclass\s*=\s*"/i.test(attrs)) return `<body${attrs.replace(/\bclass\s*=\s*"/i, (start) => `${start}${className} `)}>`;
    return `<body class="${className}"${attrs}>`;
  });
}
