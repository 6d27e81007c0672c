// A mail form as the site's pages show it: `<form id="mffm<ID>">`, named by its first field labels.
import { MAIL_FORM, MAIL_FORM_ID_PREFIX, MAIL_FORM_LABELS } from '../../detect/platform-markup';
import { shownWords } from '../../detect/shown-words';
import type { KindOnPage } from '../kind-on-page';

/** How many of a form's first field labels name it. */
export const FORM_WORDS_LABELS = 3;

export const mailformWordsOf = (form: Element): string => shownWords(form, MAIL_FORM_LABELS, FORM_WORDS_LABELS);

export const mailformOnPage: KindOnPage = { selector: MAIL_FORM, idPrefix: MAIL_FORM_ID_PREFIX, wordsOf: mailformWordsOf, pointed: 'point_mailform' };
