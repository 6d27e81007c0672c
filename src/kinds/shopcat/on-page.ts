// A shop category as its page shows it: its address has slugs only, its link carries its id
// (`a#cat-id-<ID>`), named by the link's words.
import { SHOP_CATEGORY_ID_PREFIX, SHOP_CATEGORY_SHOWN } from '../../detect/platform-markup';
import { SHOWN_WORDS_MAX } from '../../detect/shown-words';
import type { KindOnPage } from '../kind-on-page';

export const shopcatOnPage: KindOnPage = {
  selector: SHOP_CATEGORY_SHOWN,
  idPrefix: SHOP_CATEGORY_ID_PREFIX,
  wordsOf: (link) => (link.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, SHOWN_WORDS_MAX),
};
