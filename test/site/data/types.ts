// Records of the site. Every record keeps unknown keys sent on update (the platform is lenient),
// hence the index signatures. The shop's records are in shop-types.ts.
import type { ShopData } from './shop-types.ts';

export type { BasketItem, CheckoutDraft, Currency, Order, OrderLine, Product, ShopCategory, ShopData } from './shop-types.ts';

export type Extra = { [key: string]: unknown };

export interface Page extends Extra {
  id: number;
  name: string;
  message: string;
  parent_id: number;
  pending: 0 | 1;
  owntmpl: 0 | 1;
  tmpl: string;
  ownurl: string;
  access_all: 0 | 1;
  access_group_ids: number[];
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  other1: string;
  other2: string;
  other3: string;
  other4: string;
  other5: string;
  add_date: number;
  upd_date: number;
}

export type ContentType = 'plain' | 'bb' | 'html' | string;

/** An entry of news, blog and the other catalogue modules (publ, board, video...). */
export interface Entry extends Extra {
  id: number;
  category: number;
  title: string;
  description: string;
  message: string;
  message_type: ContentType;
  description_type: ContentType;
  includehtml_msg: 0 | 1;
  includehtml_desc: 0 | 1;
  end2br_msg: 0 | 1;
  end2br_desc: 0 | 1;
  add_date: number;
  upd_date: number;
  author: string;
  user_id: number;
  reads: number;
  rating: number;
  rating_votes: number;
  comments: 'yes' | 'no';
  ontop: 'yes' | 'no';
  pending: 'yes' | 'no';
  other1: string;
  other2: string;
  other3: string;
  other4: string;
  other5: string;
  hgu_title: string;
  cover: string;
}

/**
 * A category or a section of an entry module: one list, one id space (platform-notes §6: the
 * categories answer mixes both). Entries live in categories only; a category may sit in a section.
 */
export interface Category extends Extra {
  type: 'category' | 'section';
  id: number;
  name: string;
  description: string;
  hgu_title: string;
  position: number;
  /** The section holding a category; 0 for none (always 0 on a section). */
  section_id: number;
  /** Group ids allowed to add entries / to see the list page. */
  access2add: number[];
  access2page: number[];
  /** Group ids allowed to open it: `access2category` on a category, `access2section` on a section. */
  access2category?: number[];
  access2section?: number[];
}

/** A record kept in a category: what the categories' answer counts. */
export interface Listed {
  id: number;
  category: number;
}

export interface EntryModuleData<E extends Listed = Entry> {
  entries: E[];
  /** Categories and sections together, in list order. */
  categories: Category[];
}

/**
 * A photo of the photo album (module `photo`, id 9). Its file is stored apart, under `file`:
 * served as /_ph/<album>/<file> (the original), /1/ (thumbnail) and /2/ (medium copy).
 */
export interface Photo extends Extra {
  id: number;
  /** The album: a category of the module. */
  category: number;
  title: string;
  /** Plain text. */
  description: string;
  /** The stored file's name (`<number>.<ext>`), a key of PhotoData.files. */
  file: string;
  add_date: number;
  views: number;
  rating: number;
  /** The author's login. */
  user: string;
}

/** A photo's own fields, as a new one is made (its id and file's name come with it). */
export type PhotoFields = Pick<Photo, 'category' | 'title' | 'description' | 'add_date' | 'views' | 'rating' | 'user'> & Extra;

/** An uploaded file kept in memory. */
export interface StoredFile {
  type: string;
  base64: string;
}

export interface PhotoData extends EntryModuleData<Photo> {
  /** The photos' files by name. */
  files: Record<string, StoredFile>;
}

export interface MenuItem extends Extra {
  name: string;
  url: string;
  children?: MenuItem[];
}

export interface Menu extends Extra {
  id: number;
  title: string;
  layout: 0 | 1;
  items: MenuItem[];
}

export interface MailField extends Extra {
  id: number;
  name: string;
  type: number;
  required: 0 | 1;
  values: string;
}

export interface MailForm extends Extra {
  id: number;
  name: string;
  emails: string;
  rez: string;
  tmpl: string;
  fields: MailField[];
}

export interface TemplateItem {
  id: string;
  name: string;
  title: string;
  /** Layout templates must keep $POWERED_BY$. */
  layout: boolean;
}

export interface TemplateModule {
  id: number;
  name: string;
  title: string;
  items: TemplateItem[];
}

export interface TemplateVariable {
  code: string;
  type: string;
  description: string;
}

export interface GlobalBlock extends Extra {
  id: string;
  pda: string;
}

export interface User extends Extra {
  id: number;
  login: string;
  name: string;
  email: string;
  group_id: number;
  rank_id: number;
  reg_date: number;
  gender: string;
  avatar: string;
  signature: string;
}

export interface Group {
  id: number;
  name: string;
}

export interface Rank {
  id: number;
  name: string;
  min_posts: number;
}

export interface Comment extends Extra {
  id: number;
  module: string;
  entry_id: number;
  user_id: number;
  name: string;
  message: string;
  add_date: number;
}

export interface PollAnswer {
  id: number;
  text: string;
  votes: number;
}

export interface Poll extends Extra {
  id: number;
  question: string;
  answers: PollAnswer[];
  active: 0 | 1;
  add_date: number;
}

export interface ShortMessage extends Extra {
  id: number;
  name: string;
  email: string;
  message: string;
  add_date: number;
  answer: string;
}

export interface Forum extends Extra {
  id: number;
  section_id: number;
  name: string;
  description: string;
  state: string;
  private: 'yes' | 'no';
  /** Logins of the forum's moderators. */
  moderators: string[];
  /** Group ids allowed to read, start topics and reply. */
  access: { read: number[]; add: number[]; reply: number[] };
  rules: { caption: string; description: string };
}

export interface ForumTopic extends Extra {
  id: number;
  forum_id: number;
  title: string;
  author: string;
  add_date: number;
}

export interface ForumMessage extends Extra {
  id: number;
  topic_id: number;
  author: string;
  user_id: number;
  message: string;
  add_date: number;
}

export interface Plan extends Extra {
  id: number;
  name: string;
  price: number;
  period_days: number;
}

export interface UserSubscription extends Extra {
  user_id: number;
  plan_id: number;
  status: 'active' | 'paused' | 'cancelled';
  until: number;
}

export interface SiteData {
  /** `mf`: the site id as `window.uCoz` carries it, a cluster digit plus the site's name. */
  site: { id: string; mf: string; name: string; language: string; owner_user_id: number };
  pages: Page[];
  entryModules: Record<string, EntryModuleData>;
  /** The photo album: albums (categories), photos and their files. */
  photo: PhotoData;
  setup: Record<string, Extra>;
  menus: Menu[];
  mailForms: MailForm[];
  templateTree: TemplateModule[];
  templates: Record<string, string>;
  gblocks: GlobalBlock[];
  users: User[];
  groups: Group[];
  ranks: Rank[];
  comments: Comment[];
  polls: Poll[];
  gb: ShortMessage[];
  mchat: ShortMessage[];
  smiles: { code: string; url: string }[];
  forums: Forum[];
  forumSections: { id: number; title: string }[];
  topics: ForumTopic[];
  forumMessages: ForumMessage[];
  plans: Plan[];
  subscriptions: UserSubscription[];
  shop: ShopData;
  /** Uploaded files (covers, category images) served under /_fr/. */
  uploads: Record<string, StoredFile>;
}
