// CodeMirror's own words (search panel, announcements) in the browser's language.
// A `$` in a phrase is where CodeMirror puts a number: it goes in as a substitution.
import { t } from '../../i18n';

export function codeEditorPhrases(): Record<string, string> {
  return {
    Find: t('code_find'),
    Replace: t('code_replace_with'),
    next: t('code_find_next'),
    previous: t('code_find_previous'),
    all: t('code_find_all'),
    'match case': t('code_match_case'),
    regexp: t('code_regexp'),
    'by word': t('code_by_word'),
    replace: t('code_replace'),
    'replace all': t('code_replace_all'),
    close: t('code_close'),
    'current match': t('code_current_match'),
    'on line': t('code_on_line'),
    'replaced $ matches': t('code_replaced_matches', '$'),
    'replaced match on line $': t('code_replaced_on_line', '$'),
    'Go to line': t('code_go_to_line'),
    go: t('code_go'),
    Completions: t('code_completions'),
    'Selection deleted': t('code_selection_deleted'),
    'Control character': t('code_control_character'),
  };
}
