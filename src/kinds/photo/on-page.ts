// A photo as its page shows it: the rating inside `#u-photos` carries its id (the address does
// not), named by its title.
import { PHOTO_DESCRIPTION, PHOTO_PAGE, PHOTO_SHOWN, PHOTO_TITLE, RATING_ID_PREFIX } from '../../detect/platform-markup';
import { shownWords } from '../../detect/shown-words';
import type { KindOnPage } from '../kind-on-page';

export const photoOnPage: KindOnPage = {
  selector: PHOTO_SHOWN,
  idPrefix: RATING_ID_PREFIX,
  wordsOf: (rating) => shownWords(rating.closest(PHOTO_PAGE) ?? rating, PHOTO_TITLE, 1),
  shownFields: { title: PHOTO_TITLE, text: PHOTO_DESCRIPTION, label: 'point_photo_description' },
};
