// What an extension page may ask the background to do on a site: named operations, each with a
// schema of its own. The background maps each to the one endpoint it needs
// (src/background/operations.ts); no other endpoint, and no parameter outside these schemas,
// can be reached from a page. The set grows with the editors.
import { chars, z } from '../validation/z';
import { MAIL_FORM_NAME_MAX, PER_PAGE_MAX } from '../api/limits';
import { ENTRY_KINDS } from '../vocabulary/kinds';
import { LIST_MAX_PAGES } from '../api/limits';

const id = z.int().check(z.positive());
const count = z.int().check(z.nonnegative());
/** Long texts: page content, templates, entry texts. */
const text = chars(0, 5_000_000);
const line = chars(0, 10_000);
const optionalLine = z.optional(line);
const flag01 = z.union([z.literal(0), z.literal(1)]);
const optionalYesNo = z.optional(z.enum(['yes', 'no']));
const extraFields = { other1: optionalLine, other2: optionalLine, other3: optionalLine, other4: optionalLine, other5: optionalLine };
const paging = {
  page: z.optional(z.int().check(z.positive(), z.lte(LIST_MAX_PAGES))),
  per_page: z.optional(z.int().check(z.positive(), z.lte(PER_PAGE_MAX))),
};

const entryModule = z.enum(ENTRY_KINDS);

/** The fields of a page the editor writes (a save sends only those that changed). */
export const pageFieldsSchema = z.strictObject({
  name: optionalLine,
  message: z.optional(text),
  parent_id: z.optional(count),
  pending: z.optional(flag01),
  owntmpl: z.optional(flag01),
  tmpl: z.optional(text),
  ownurl: optionalLine,
  access_all: z.optional(flag01),
  access_group_ids: z.optional(z.array(count).check(z.maxLength(1_000))),
  meta_title: optionalLine,
  meta_description: z.optional(text),
  meta_keywords: optionalLine,
  ...extraFields,
});

/** How an entry's texts are stored; they travel with the text they describe. */
const formatValue = z.optional(z.union([chars(0, 32), z.int()]));

/** The fields of a news or blog entry the editor writes. */
export const entryFieldsSchema = z.strictObject({
  title: optionalLine,
  category: z.optional(id),
  description: z.optional(text),
  message: z.optional(text),
  comments: optionalYesNo,
  ontop: optionalYesNo,
  pending: optionalYesNo,
  /** A new cover, base64 (a 5 MB image at most). */
  cover: z.optional(chars(0, 7_500_000)),
  ...extraFields,
  message_type: formatValue,
  description_type: formatValue,
  includehtml_msg: formatValue,
  includehtml_desc: formatValue,
  end2br_msg: formatValue,
  end2br_desc: formatValue,
});

/** Menus nest a few levels; a tower deeper than this is no menu. */
export const MENU_DEPTH_MAX = 8;
/** Keys of an item the site sent and the editor keeps as they came: plain values only. */
const keptValue = z.union([line, z.number(), z.boolean(), z.null()]);

function menuItemsSchema(depth: number): z.ZodMiniType {
  const item = z.object({
    name: line,
    url: line,
    ...(depth > 1 && { children: z.optional(menuItemsSchema(depth - 1)) }),
  });
  // At the deepest level `children` is no plain value: refused.
  return z.array(z.catchall(item, keptValue)).check(z.maxLength(1_000));
}
const menuItems = menuItemsSchema(MENU_DEPTH_MAX);

/** A template by its place in the tree: module id and template id (`1/BFOOTER`, `2/0`, `3/3`, `6/entry`). */
const templatePath = { module: count.check(z.lte(10_000)), template: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)) };

/** Field types 1-8: text, textarea, checkbox, radio, select, file, captcha, privacy policy. */
const mailFieldType = z.int().check(z.gte(1), z.lte(8));
export const mailFieldSchema = z.strictObject({ name: chars(1, 255), type: mailFieldType, required: flag01, values: line });
const mailForm = { form: id };
const mailField = { form: id, fieldId: id };

/** A poll's answers: two at least, as the platform asks. */
const pollAnswers = z.array(chars(1, 1_000)).check(z.minLength(2), z.maxLength(100));

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
  z.strictObject({ op: z.literal('menu/save-settings'), id, title: optionalLine, layout: z.optional(flag01) }),
  z.strictObject({ op: z.literal('menu/create'), title: line, layout: flag01 }),
  z.strictObject({ op: z.literal('menus/list'), ...paging }),
  z.strictObject({ op: z.literal('groups/list') }),
  // Moderation: the comments of one entry; a comment's text; deleting one comment (the only delete).
  z.strictObject({ op: z.literal('comments/list'), module: entryModule, entryId: id, ...paging }),
  z.strictObject({ op: z.literal('comment/save'), id, message: chars(1, 10_000) }),
  z.strictObject({ op: z.literal('comment/delete'), id }),
  z.strictObject({ op: z.literal('guestbook/list'), ...paging }),
  z.strictObject({ op: z.literal('guestbook/delete'), id }),
  z.strictObject({ op: z.literal('minichat/list'), ...paging }),
  z.strictObject({ op: z.literal('minichat/delete'), id }),
  z.strictObject({ op: z.literal('site/search'), query: chars(1, 256) }),
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
    fields: z.strictObject({ name: z.optional(chars(1, MAIL_FORM_NAME_MAX)), emails: optionalLine, rez: optionalLine }),
  }),
  z.strictObject({ op: z.literal('mailform/save-template'), ...mailForm, tmpl: text }),
  z.strictObject({ op: z.literal('mailform/field-create'), ...mailForm, field: mailFieldSchema }),
  z.strictObject({ op: z.literal('mailform/field-save'), ...mailField, field: z.partial(mailFieldSchema) }),
  z.strictObject({ op: z.literal('mailform/field-move'), ...mailField, direction: flag01 }),
  z.strictObject({ op: z.literal('mailform/field-delete'), ...mailField }),
  // Polls: the list (the API reads no single poll), and a poll's question and answers.
  z.strictObject({ op: z.literal('polls/list') }),
  z.strictObject({ op: z.literal('poll/save'), id, question: z.optional(chars(1, 255)), answers: z.optional(pollAnswers) }),
]);

export type Operation = z.infer<typeof operationSchema>;
export type EntryFieldsSent = z.infer<typeof entryFieldsSchema>;

/** How the panel's code reaches a site: one operation at a time, through the background. */
export type RunOperation = (operation: Operation) => Promise<unknown>;

/** Operations that read a list a page at a time. */
export type PagedList = Extract<Operation, { op: 'pages/list' | 'entries/list' | 'menus/list' | 'comments/list' | 'guestbook/list' | 'minichat/list' }>;
