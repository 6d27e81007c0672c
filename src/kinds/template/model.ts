// A template of the site's design, named by its path in the template tree: a global block
// (`1/BFOOTER`), a page template (`2/0`, `2/<page id>`), the site's CSS (`3/3`), a module's
// template (`6/entry`). Read and written whole, with the template's variables beside it.
import { t } from '../../i18n';
import type { TemplateRole } from './words';
import { POWERED_BY } from '../../api/limits';
import type { RunOperation } from '../../messages/operations';
import { absentOf, asRecord, has, read, type FieldErrors, type SiteCopy } from '../../resources/records';
import type { ResourceKind } from '../../resources/kind';

export interface TemplatePath {
  module: number;
  template: string;
}

/** Module ids of the template tree that the platform fixes (platform-notes §5). */
export const BLOCKS_MODULE = 1;
export const PAGES_MODULE = 2;
export const CSS_PATH = '3/3';

export function parseTemplatePath(path: string): TemplatePath {
  const match = /^(\d+)\/([A-Za-z0-9_-]+)$/.exec(path);
  if (!match) throw new Error(t('template_path_unknown', path));
  return { module: Number(match[1]), template: match[2] as string };
}

export const blockPath = (block: string): string => `${BLOCKS_MODULE}/${block}`;

/** What the owner calls a template the site gave no name for: by what it is, not its path. */
export function templateRole(path: string): TemplateRole {
  if (path === CSS_PATH) return 'css';
  const { module } = parseTemplatePath(path);
  return module === BLOCKS_MODULE ? 'block' : module === PAGES_MODULE ? 'page' : 'module';
}

/** The block a path names, if it names one. */
export function blockOf(path: string): string | null {
  const { module, template } = parseTemplatePath(path);
  return module === BLOCKS_MODULE ? template : null;
}

export interface TemplateVariable {
  code: string;
  description: string;
}

export interface TemplateFields extends SiteCopy {
  content: string;
}

export function variablesFrom(record: Record<string, unknown>): TemplateVariable[] {
  if (!Array.isArray(record.variables)) return [];
  return record.variables.flatMap((item) => {
    const variable = asRecord(item);
    const code = read.text(variable, 'code');
    return /^\$[A-Z0-9_]+\$$/.test(code) ? [{ code, description: read.text(variable, 'description') }] : [];
  });
}

/**
 * Whether the platform refuses this template without `$POWERED_BY$`: every page template, and
 * any template that has it now (the layouts; a block or the CSS never carries it).
 */
export function needsPoweredBy(path: string, base: TemplateFields | null): boolean {
  return parseTemplatePath(path).module === PAGES_MODULE || Boolean(base?.content.includes(POWERED_BY));
}

/** Whether each `<?if(…)?>` of the template is closed by its `<?endif?>`, and each `<?else?>` is inside one. */
export function conditionsClosed(content: string): boolean {
  let depth = 0;
  for (const [, word] of content.matchAll(/<\?\s*(if|else|endif)\b/gi)) {
    const token = word!.toLowerCase();
    if (token === 'if') depth++;
    else if (depth === 0) return false;
    else if (token === 'endif') depth--;
  }
  return depth === 0;
}

/** `seen`: told the template's variables each time it is read from the site. */
export function templateKind(path: string, seen: (variables: TemplateVariable[]) => void = () => {}): ResourceKind<TemplateFields, string> {
  const where = parseTemplatePath(path);
  const fromRecord = (value: unknown): TemplateFields => {
    const record = asRecord(value);
    const fields: TemplateFields = { content: read.text(record, 'content') };
    const absent = absentOf(record, ['content'], (key) => has(record, key));
    if (absent.length) fields.absent = absent;
    return fields;
  };
  return {
    kind: 'template',
    labels: { content: 'field_template' },
    mergeable: ['content'],
    empty: () => ({ content: '' }),
    fromRecord,
    async load(api: RunOperation) {
      const record = asRecord(await api({ op: 'template/open', ...where }));
      seen(variablesFrom(record));
      return fromRecord(record);
    },
    validate(fields, base): FieldErrors {
      if (needsPoweredBy(path, base) && !fields.content.includes(POWERED_BY)) return { content: t('validate_tmpl_powered_by', POWERED_BY) };
      // An <?if?> left open or an <?endif?> without its <?if?>, where the site's copy had none.
      return base && conditionsClosed(base.content) && !conditionsClosed(fields.content) ? { content: t('validate_tmpl_conditions') } : {};
    },
    async write(api, _path, changed, fields) {
      if (!changed.includes('content')) return {};
      return asRecord(await api({ op: 'template/save', ...where, content: fields.content }));
    },
  };
}
