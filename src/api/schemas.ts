// Parameter and record schemas of the spec's resources, by endpoint. Records are loose objects: keys the
// schema does not know are kept, so a save never drops fields the site returned.
import { z } from '../validation/z';
import { flag01, id, nonnegativeInt, optionalText } from './endpoint';

const text = z.string();
const yesNo = z.enum(['yes', 'no']);
const extraFields = { other1: optionalText, other2: optionalText, other3: optionalText, other4: optionalText, other5: optionalText };
/** A file to upload (multipart) or, where the spec says so, its base64 text. */
const upload = z.union([z.instanceof(Blob), z.string()]);

import { ENTRY_TITLE_MAX, MAIL_FORM_NAME_MAX, PER_PAGE_MAX, POWERED_BY } from './limits';

export { ENTRY_TITLE_MAX, MAIL_FORM_NAME_MAX, PER_PAGE_MAX, POWERED_BY };

// ---- Pages -------------------------------------------------------------------------------
const pageName = text.check(z.minLength(1, 'Enter the page name'));
const pageShape = {
  name: pageName,
  message: text,
  parent_id: z.optional(nonnegativeInt),
  pending: z.optional(flag01),
  owntmpl: z.optional(flag01),
  tmpl: optionalText,
  ownurl: optionalText,
  access_all: z.optional(flag01),
  access_group_ids: z.optional(z.array(nonnegativeInt)),
  meta_title: optionalText,
  meta_description: optionalText,
  meta_keywords: optionalText,
  ...extraFields,
};

/** The platform refuses (VALIDATION_ERROR num 2) an own template without $POWERED_BY$: check first. */
const poweredByRule = z.superRefine((page: { owntmpl?: number; tmpl?: string }, ctx) => {
  // A template sent implies an own template.
  if (page.owntmpl !== 0 && page.tmpl && !page.tmpl.includes(POWERED_BY)) {
    ctx.addIssue({ code: 'custom', path: ['tmpl'], message: `The template must contain ${POWERED_BY}` });
  }
});

export const newPage = z.looseObject(pageShape).check(poweredByRule);
// An update is partial on the platform: every field may be left out, and is then left alone.
export const pageUpdate = z.looseObject({ ...pageShape, name: z.optional(pageName), message: optionalText, page_id: id }).check(poweredByRule);
export const paging = z.looseObject({
  page: z.optional(z.int().check(z.positive())),
  per_page: z.optional(z.int().check(z.positive(), z.lte(PER_PAGE_MAX, `At most ${PER_PAGE_MAX} per page`))),
});

// ---- News and blog entries, categories ----------------------------------------------------
const BASE64_UPLOAD = /^(data:[\w/+.-]+;base64,)?[A-Za-z0-9+/\s]*={0,2}$/;

/** A loaded entry carries its cover's address (`/_fr/...`), which is no upload: not sent, kept. */
function keepStoredCover(cover: Blob | string | undefined) {
  return typeof cover === 'string' && !BASE64_UPLOAD.test(cover) ? undefined : cover;
}

const entryTitle = text.check(z.minLength(1, 'Enter a title'), z.maxLength(ENTRY_TITLE_MAX, `At most ${ENTRY_TITLE_MAX} characters`));
const entryShape = {
  /** A category id, or the `{id, name, url}` object a loaded entry carries: sent as its id. */
  category: z.optional(z.union([id, z.pipe(z.looseObject({ id }), z.transform((category) => category.id))])),
  title: entryTitle,
  description: optionalText,
  message: optionalText,
  comments: z.optional(yesNo),
  ontop: z.optional(yesNo),
  pending: z.optional(yesNo),
  cover: z.pipe(z.optional(upload), z.transform(keepStoredCover)),
  ...extraFields,
};
export const newEntry = z.looseObject(entryShape);
export const entryUpdate = z.looseObject({ ...entryShape, title: z.optional(entryTitle), id });

const categoryShape = { name: optionalText, description: optionalText, hgu_title: optionalText, position: z.optional(z.int()) };
export const newCategory = z.looseObject(categoryShape);
export const categoryUpdate = z.looseObject({ ...categoryShape, id });

// ---- Menus ---------------------------------------------------------------------------------
export interface MenuItemInput {
  name: string;
  url: string;
  children?: MenuItemInput[];
  [key: string]: unknown;
}
export const menuItem: z.ZodMiniType<MenuItemInput> = z.lazy(() =>
  z.looseObject({
    name: text.check(z.minLength(1, 'Every item needs a label')),
    url: z.string().check(z.trim(), z.minLength(1, 'Every item needs a URL')),
    children: z.optional(z.array(menuItem)),
  }),
);
const menuTitle = text.check(z.minLength(1, 'Enter the menu title'));
export const newMenu = z.looseObject({ title: menuTitle, layout: z.optional(flag01) });
export const menuUpdate = z.looseObject({ id, title: z.optional(menuTitle), layout: z.optional(flag01) });
export const menuItems = z.looseObject({ id, items: z.array(menuItem) });

// ---- Mail forms ----------------------------------------------------------------------------
const mailFormName = text.check(z.minLength(1, 'Enter the form name'), z.maxLength(MAIL_FORM_NAME_MAX, `At most ${MAIL_FORM_NAME_MAX} characters`));
const mailFormShape = { name: mailFormName, emails: optionalText, rez: optionalText };
export const newMailForm = z.looseObject(mailFormShape);
export const mailFormUpdate = z.looseObject({ ...mailFormShape, name: z.optional(mailFormName), form_id: id });
export const mailFieldType = z.int().check(z.gte(1), z.lte(8));
export const newMailField = z.looseObject({ form_id: id, name: text.check(z.minLength(1)), type: mailFieldType, required: z.optional(flag01), values: optionalText });

export { upload };
