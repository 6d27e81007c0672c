// What an extension page may ask the background to do on a site: named operations, each with a
// schema of its own. The background maps each to the one endpoint it needs
// (src/background/operations.ts); no other endpoint, and no parameter outside these schemas,
// can be reached from a page. The set grows with the editors.
import { z } from 'zod';
import { PER_PAGE_MAX } from '../api/limits';
import { ENTRY_KINDS } from '../resources/editable';
import { LIST_MAX_PAGES } from '../resources/whole-list';

const id = z.number().int().positive();
/** Long texts: page content, templates, entry texts. */
const text = z.string().max(5_000_000);
const line = z.string().max(10_000);
const flag01 = z.union([z.literal(0), z.literal(1)]);
const yesNo = z.enum(['yes', 'no']);
const extraFields = { other1: line.optional(), other2: line.optional(), other3: line.optional(), other4: line.optional(), other5: line.optional() };
const paging = { page: z.number().int().positive().max(LIST_MAX_PAGES).optional(), per_page: z.number().int().positive().max(PER_PAGE_MAX).optional() };

const entryModule = z.enum(ENTRY_KINDS);

/** The fields of a page the editor writes (a save sends only those that changed). */
export const pageFieldsSchema = z.strictObject({
  name: line.optional(),
  message: text.optional(),
  parent_id: z.number().int().nonnegative().optional(),
  pending: flag01.optional(),
  owntmpl: flag01.optional(),
  tmpl: text.optional(),
  ownurl: line.optional(),
  access_all: flag01.optional(),
  access_group_ids: z.array(z.number().int().nonnegative()).max(1_000).optional(),
  meta_title: line.optional(),
  meta_description: text.optional(),
  meta_keywords: line.optional(),
  ...extraFields,
});

/** How an entry's texts are stored; they travel with the text they describe. */
const formatValue = z.union([z.string().max(32), z.number().int()]);

/** The fields of a news or blog entry the editor writes. */
export const entryFieldsSchema = z.strictObject({
  title: line.optional(),
  category: id.optional(),
  description: text.optional(),
  message: text.optional(),
  comments: yesNo.optional(),
  ontop: yesNo.optional(),
  pending: yesNo.optional(),
  /** A new cover, base64 (a 5 MB image at most). */
  cover: z.string().max(7_500_000).optional(),
  ...extraFields,
  message_type: formatValue.optional(),
  description_type: formatValue.optional(),
  includehtml_msg: formatValue.optional(),
  includehtml_desc: formatValue.optional(),
  end2br_msg: formatValue.optional(),
  end2br_desc: formatValue.optional(),
});

/** Menus nest a few levels; a tower deeper than this is no menu. */
export const MENU_DEPTH_MAX = 8;
/** Keys of an item the site sent and the editor keeps as they came: plain values only. */
const keptValue = z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]);

function menuItemsSchema(depth: number): z.ZodType {
  const item = z.object({
    name: line,
    url: line,
    ...(depth > 1 && { children: menuItemsSchema(depth - 1).optional() }),
  });
  // At the deepest level `children` is no plain value: refused.
  return z.array(item.catchall(keptValue)).max(1_000);
}
const menuItems = menuItemsSchema(MENU_DEPTH_MAX);

/** A template by its place in the tree: module id and template id (`1/BFOOTER`, `2/0`, `3/3`, `6/entry`). */
const templatePath = { module: z.number().int().nonnegative().max(10_000), template: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) };

/** The spec's limit on a mail form's name. */
export const MAIL_FORM_NAME_MAX = 73;
/** Field types 1-8: text, textarea, checkbox, radio, select, file, captcha, privacy policy. */
const mailFieldType = z.number().int().min(1).max(8);
export const mailFieldSchema = z.strictObject({ name: z.string().min(1).max(255), type: mailFieldType, required: flag01, values: line });
const mailForm = { form: id };
const mailField = { form: id, fieldId: id };

/** A poll's answers: two at least, as the platform asks. */
const pollAnswers = z.array(z.string().min(1).max(1_000)).min(2).max(100);

export const operationSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('page/open'), id }),
  z.strictObject({ op: z.literal('page/open-template'), id }),
  z.strictObject({ op: z.literal('page/save'), id, fields: pageFieldsSchema }),
  z.strictObject({ op: z.literal('page/save-template'), id, content: text }),
  z.strictObject({ op: z.literal('page/create'), fields: pageFieldsSchema }),
  z.strictObject({ op: z.literal('pages/list'), ...paging }),
  z.strictObject({ op: z.literal('entry/open'), module: entryModule, id }),
  z.strictObject({ op: z.literal('entry/save'), module: entryModule, id, fields: entryFieldsSchema }),
  z.strictObject({ op: z.literal('entry/create'), module: entryModule, fields: entryFieldsSchema }),
  z.strictObject({ op: z.literal('entries/list'), module: entryModule, ...paging }),
  z.strictObject({ op: z.literal('categories/list'), module: entryModule }),
  z.strictObject({ op: z.literal('menu/open'), id }),
  z.strictObject({ op: z.literal('menu/save-items'), id, items: menuItems }),
  z.strictObject({ op: z.literal('menu/save-settings'), id, title: line.optional(), layout: flag01.optional() }),
  z.strictObject({ op: z.literal('menu/create'), title: line, layout: flag01 }),
  z.strictObject({ op: z.literal('menus/list'), ...paging }),
  z.strictObject({ op: z.literal('groups/list') }),
  // Moderation: the comments of one entry; a comment's text; deleting one comment (the only delete).
  z.strictObject({ op: z.literal('comments/list'), module: entryModule, entryId: id, ...paging }),
  z.strictObject({ op: z.literal('comment/save'), id, message: z.string().min(1).max(10_000) }),
  z.strictObject({ op: z.literal('comment/delete'), id }),
  z.strictObject({ op: z.literal('guestbook/list'), ...paging }),
  z.strictObject({ op: z.literal('guestbook/delete'), id }),
  z.strictObject({ op: z.literal('minichat/list'), ...paging }),
  z.strictObject({ op: z.literal('minichat/delete'), id }),
  z.strictObject({ op: z.literal('site/search'), query: z.string().min(1).max(256) }),
  // The design: templates, global blocks (module 1) and the site's CSS (3/3) read and written whole.
  z.strictObject({ op: z.literal('templates/tree') }),
  z.strictObject({ op: z.literal('template/open'), ...templatePath }),
  z.strictObject({ op: z.literal('template/save'), ...templatePath, content: text }),
  // Mail forms: the form's own fields, its email template, and each of its fields.
  z.strictObject({ op: z.literal('mailform/open'), ...mailForm }),
  z.strictObject({ op: z.literal('mailform/open-fields'), ...mailForm }),
  z.strictObject({ op: z.literal('mailform/open-template'), ...mailForm }),
  z.strictObject({
    op: z.literal('mailform/save'),
    ...mailForm,
    fields: z.strictObject({ name: z.string().min(1).max(MAIL_FORM_NAME_MAX).optional(), emails: line.optional(), rez: line.optional() }),
  }),
  z.strictObject({ op: z.literal('mailform/save-template'), ...mailForm, tmpl: text }),
  z.strictObject({ op: z.literal('mailform/field-create'), ...mailForm, field: mailFieldSchema }),
  z.strictObject({ op: z.literal('mailform/field-save'), ...mailField, field: mailFieldSchema.partial() }),
  z.strictObject({ op: z.literal('mailform/field-move'), ...mailField, direction: flag01 }),
  z.strictObject({ op: z.literal('mailform/field-delete'), ...mailField }),
  // Polls: the list (the API reads no single poll), and a poll's question and answers.
  z.strictObject({ op: z.literal('polls/list') }),
  z.strictObject({ op: z.literal('poll/save'), id, question: z.string().min(1).max(255).optional(), answers: pollAnswers.optional() }),
]);

export type Operation = z.infer<typeof operationSchema>;
export type EntryFieldsSent = z.infer<typeof entryFieldsSchema>;

/** How the panel's code reaches a site: one operation at a time, through the background. */
export type RunOperation = (operation: Operation) => Promise<unknown>;

/** Operations that read a list a page at a time. */
export type PagedList = Extract<Operation, { op: 'pages/list' | 'entries/list' | 'menus/list' | 'comments/list' | 'guestbook/list' | 'minichat/list' }>;
