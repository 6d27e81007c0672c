// A poll as the site's pages show it: `id="pollBlock<ID>"`, named by its question.
import { POLL, POLL_ID_PREFIX, POLL_QUESTION } from '../../detect/platform-markup';
import { shownWords } from '../../detect/shown-words';
import type { KindOnPage } from '../kind-on-page';

export const pollOnPage: KindOnPage = { selector: POLL, idPrefix: POLL_ID_PREFIX, wordsOf: (poll) => shownWords(poll, POLL_QUESTION, 1), pointed: 'point_poll' };
