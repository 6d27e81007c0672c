// A video as its page shows it: the rating inside the video's block carries its id (the address
// does not say it), named by its title.
import { RATING_ID_PREFIX, VIDEO_DESCRIPTION, VIDEO_PAGE, VIDEO_SHOWN, VIDEO_TITLE } from '../../detect/platform-markup';
import { shownWords } from '../../detect/shown-words';
import type { KindOnPage } from '../kind-on-page';

export const videoOnPage: KindOnPage = {
  selector: VIDEO_SHOWN,
  idPrefix: RATING_ID_PREFIX,
  wordsOf: (rating) => shownWords(rating.closest(VIDEO_PAGE) ?? rating, VIDEO_TITLE, 1),
  shownFields: { title: VIDEO_TITLE, text: VIDEO_DESCRIPTION, label: 'point_video_description' },
};
