// A template of the design, or the site's CSS: what the owner reads of it.
import type { MessageKey } from '../../i18n';
import type { KindWords } from '../kind-words';

export const templateWords = {
  editor: { named: 'editor_edit_template', numbered: 'editor_edit_template' },
} satisfies KindWords;

/** What each part of the design is, in words, where the site gave it no name. */
export type TemplateRole = 'page' | 'module' | 'block' | 'css';

export const TEMPLATE_ROLE: Record<TemplateRole, MessageKey> = {
  page: 'design_role_page',
  module: 'design_role_module',
  block: 'design_role_block',
  css: 'design_role_css',
};
