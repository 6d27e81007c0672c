// Parameter and record schemas of the spec's resources, by endpoint. Records are loose objects: keys the
// schema does not know are kept, so a save never drops fields the site returned.
import { z } from 'zod';
import { id } from './endpoint';

const text = z.string();
const flag01 = z.union([z.literal(0), z.literal(1)]);
const yesNo = z.enum(['yes', 'no']);
const extraFields = { other1: text.optional(), other2: text.optional(), other3: text.optional(), other4: text.optional(), other5: text.optional() };
/** A file to upload (multipart) or, where the spec says so, its base64 text. */
const upload = z.union([z.instanceof(Blob), z.string()]);

import { ENTRY_TITLE_MAX, MAIL_FORM_NAME_MAX, PER_PAGE_MAX, POWERED_BY } from './limits';

export { ENTRY_TITLE_MAX, MAIL_FORM_NAME_MAX, PER_PAGE_MAX, POWERED_BY };

// ---- Pages -------------------------------------------------------------------------------
const pageShape = {
  name: text.min(1, 'Enter the page name'),
  message: text,
  parent_id: z.number().int().nonnegative().optional(),
  pending: flag01.optional(),
  owntmpl: flag01.optional(),
  tmpl: text.optional(),
  ownurl: text.optional(),
  access_all: flag01.optional(),
  access_group_ids: z.array(z.number().int().nonnegative()).optional(),
  meta_title: text.optional(),
  meta_description: text.optional(),
  meta_keywords: text.optional(),
  ...extraFields,
};

/** The platform refuses (VALIDATION_ERROR num 2) an own template without $POWERED_BY$: check first. */
function poweredByRule(page: { owntmpl?: number; tmpl?: string }, ctx: z.RefinementCtx) {
  // A template sent implies an own template.
  if (page.owntmpl !== 0 && page.tmpl && !page.tmpl.includes(POWERED_BY)) {
    ctx.addIssue({ code: 'custom', path: ['tmpl'], message: `The template must contain ${POWERED_BY}` });
  }
}

export const newPage = z.looseObject(pageShape).superRefine(poweredByRule);
// An update is partial on the platform: every field may be left out, and is then left alone.
export const pageUpdate = z.looseObject({ ...pageShape, name: pageShape.name.optional(), message: text.optional(), page_id: id }).superRefine(poweredByRule);
export const pageRecord = z.looseObject({ id: z.coerce.number().optional(), name: text.optional(), message: text.optional() });
export const paging = z.looseObject({
  page: z.number().int().positive().optional(),
  per_page: z.number().int().positive().max(PER_PAGE_MAX, `At most ${PER_PAGE_MAX} per page`).optional(),
});

// ---- News and blog entries, categories ----------------------------------------------------
const BASE64_UPLOAD = /^(data:[\w/+.-]+;base64,)?[A-Za-z0-9+/\s]*={0,2}$/;

/** A loaded entry carries its cover's address (`/_fr/...`), which is no upload: not sent, kept. */
function keepStoredCover(cover: Blob | string | undefined) {
  return typeof cover === 'string' && !BASE64_UPLOAD.test(cover) ? undefined : cover;
}

const entryShape = {
  /** A category id, or the `{id, name, url}` object a loaded entry carries: sent as its id. */
  category: z.union([id, z.looseObject({ id }).transform((category) => category.id)]).optional(),
  title: text.min(1, 'Enter a title').max(ENTRY_TITLE_MAX, `At most ${ENTRY_TITLE_MAX} characters`),
  description: text.optional(),
  message: text.optional(),
  comments: yesNo.optional(),
  ontop: yesNo.optional(),
  pending: yesNo.optional(),
  cover: upload.optional().transform(keepStoredCover),
  ...extraFields,
};
export const newEntry = z.looseObject(entryShape);
export const entryUpdate = z.looseObject({ ...entryShape, title: entryShape.title.optional(), id });
export const entryRecord = z.looseObject({ id: z.coerce.number().optional(), title: text.optional() });

const categoryShape = { name: text.optional(), description: text.optional(), hgu_title: text.optional(), position: z.number().int().optional() };
export const newCategory = z.looseObject(categoryShape);
export const categoryUpdate = z.looseObject({ ...categoryShape, id });

// ---- Menus ---------------------------------------------------------------------------------
export interface MenuItemInput {
  name: string;
  url: string;
  children?: MenuItemInput[];
  [key: string]: unknown;
}
export const menuItem: z.ZodType<MenuItemInput> = z.lazy(() =>
  z.looseObject({
    name: text.min(1, 'Every item needs a label'),
    url: text.trim().min(1, 'Every item needs a URL'),
    children: z.array(menuItem).optional(),
  }),
);
export const newMenu = z.looseObject({ title: text.min(1, 'Enter the menu title'), layout: flag01.optional() });
export const menuUpdate = z.looseObject({ id, title: text.min(1, 'Enter the menu title').optional(), layout: flag01.optional() });
export const menuItems = z.looseObject({ id, items: z.array(menuItem) });
export const menuRecord = z.looseObject({ id: z.coerce.number().optional(), title: text.optional(), items: z.array(z.unknown()).optional() });

// ---- Mail forms ----------------------------------------------------------------------------
const mailFormShape = {
  name: text.min(1, 'Enter the form name').max(MAIL_FORM_NAME_MAX, `At most ${MAIL_FORM_NAME_MAX} characters`),
  emails: text.optional(),
  rez: text.optional(),
};
export const newMailForm = z.looseObject(mailFormShape);
export const mailFormUpdate = z.looseObject({ ...mailFormShape, name: mailFormShape.name.optional(), form_id: id });
export const mailFieldType = z.number().int().min(1).max(8);
export const newMailField = z.looseObject({ form_id: id, name: text.min(1), type: mailFieldType, required: flag01.optional(), values: text.optional() });

// ---- Shop ------------------------------------------------------------------------------------
/** Order statuses: 6 is not one of them. */
export const orderStatus = z.union([0, 1, 2, 3, 4, 5, 7, 8, 9].map((n) => z.literal(n)) as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]]);
export const orderGroup = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const shopCategory = z.looseObject({
  name: text.optional(), pid: z.number().int().nonnegative().optional(), dscr: text.optional(), url: text.optional(),
  pos: z.number().int().optional(), meta_title: text.optional(), meta_dscr: text.optional(),
  view_groups: z.array(z.number().int()).optional(), add_groups: z.array(z.number().int()).optional(),
});
export const newProduct = z.looseObject({
  cat_id: id, name: text.min(1, 'Enter the product name'), brief: text.optional(), dscr: text.optional(), html_dscr: text.optional(),
  price: z.number().nonnegative().optional(), price_old: z.number().nonnegative().optional(), price_in: z.number().nonnegative().optional(),
  stock: z.number().int().optional(), art: text.optional(), type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).optional(),
  hide: flag01.optional(), cats_add: z.array(id).optional(),
});
export { upload };
