// A menu as the site's pages show it: `<div id="uNMenuDiv<ID>">`, named by its first labels.
import { MENU, MENU_ID_PREFIX } from '../../detect/platform-markup';
import { menuWordsOf } from '../../detect/menus-in-markup';
import type { KindOnPage } from '../kind-on-page';

export const menuOnPage: KindOnPage = { selector: MENU, idPrefix: MENU_ID_PREFIX, wordsOf: menuWordsOf };
