// What the tab shows (src/detect), in words for the panel's site line, in the browser's language.
import { albumShown, type Resource } from '../../detect/resource';
import { t, type MessageKey } from '../../i18n';
import { KIND_WORDS } from '../../kinds/words';
import { SHOWN_RECORD_KINDS, type ShownRecordKind } from '../../vocabulary/kinds';

const MODULES: Record<string, MessageKey> = {
  news: 'module_news',
  blog: 'module_blog',
  publ: 'module_publ',
  load: 'module_load',
  board: 'module_board',
  dir: 'module_dir',
  stuff: 'module_stuff',
  photo: 'module_photo',
  video: 'module_video',
  faq: 'module_faq',
  forum: 'module_forum',
  gb: 'module_gb',
  search: 'module_search',
  shop: 'module_shop',
  tests: 'module_tests',
  mail: 'module_mail',
  poll: 'module_poll',
};

const SYSTEM: Record<Extract<Resource, { kind: 'system' }>['what'], MessageKey> = {
  login: 'noun_login',
  register: 'noun_register',
  profile: 'noun_profile',
  'login-popup': 'noun_login_popup',
  'control-panel': 'noun_control_panel',
  api: 'noun_api',
  asset: 'noun_asset',
  other: 'noun_system_page',
};

/** A module the platform names; one it does not is shown by its own name in the address. */
function moduleName(module: string): string {
  const key = MODULES[module];
  return key ? t(key) : module;
}

/**
 * "page", "news entry", "file catalog category"… in the browser's language; a record its page's markup
 * names (a photo, a video, a shop category: `parts`, the hello's) by its kind's noun (its words.ts).
 */
export function resourceNoun(resource: Resource, parts: readonly { kind: string }[] = []): string {
  const shown = parts.find((part): part is { kind: ShownRecordKind } => (SHOWN_RECORD_KINDS as readonly string[]).includes(part.kind));
  const noun = shown && KIND_WORDS[shown.kind].noun;
  if (noun) return t(noun);
  if (albumShown(resource) !== null) return t('noun_album');
  switch (resource.kind) {
    case 'page':
    case 'page-slug':
      return t('noun_page');
    case 'user':
    case 'user-login':
      return t('noun_user');
    case 'product':
      return t('noun_product');
    case 'entry':
      if (resource.module === 'news') return t('noun_news_entry');
      if (resource.module === 'blog') return t('noun_blog_entry');
      return t('noun_module_entry', moduleName(resource.module));
    case 'category':
    case 'category-slug':
      return t('noun_module_category', moduleName(resource.module));
    case 'forum-topic':
      return t('noun_forum_topic');
    case 'forum':
      return t('noun_forum');
    case 'list':
      return t('noun_module_list', moduleName(resource.module));
    case 'system':
      return t(SYSTEM[resource.what]);
  }
}
