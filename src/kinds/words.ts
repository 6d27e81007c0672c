// Every kind of record the panel edits, one line each: what it is called. A kind missing here,
// or one not named in src/vocabulary/kinds.ts, does not compile. How to add a kind:
// docs/architecture.md.
import type { EditableKind } from '../vocabulary/kinds';
import type { KindWords } from './kind-words';
import { pageWords } from './page/words';
import { newsWords } from './news/words';
import { blogWords } from './blog/words';
import { publWords } from './publ/words';
import { loadWords } from './load/words';
import { boardWords } from './board/words';
import { dirWords } from './dir/words';
import { stuffWords } from './stuff/words';
import { faqWords } from './faq/words';
import { menuWords } from './menu/words';
import { mailformWords } from './mailform/words';
import { pollWords } from './poll/words';
import { templateWords } from './template/words';
import { photoWords } from './photo/words';
import { videoWords } from './video/words';
import { postWords } from './post/words';
import { shopcatWords } from './shopcat/words';
import { userWords } from './user/words';
import { productWords } from './product/words';

export const KIND_WORDS = {
  page: pageWords,
  news: newsWords,
  blog: blogWords,
  publ: publWords,
  load: loadWords,
  board: boardWords,
  dir: dirWords,
  stuff: stuffWords,
  faq: faqWords,
  menu: menuWords,
  mailform: mailformWords,
  poll: pollWords,
  template: templateWords,
  photo: photoWords,
  video: videoWords,
  post: postWords,
  shopcat: shopcatWords,
  user: userWords,
  product: productWords,
} satisfies Record<EditableKind, KindWords>;
