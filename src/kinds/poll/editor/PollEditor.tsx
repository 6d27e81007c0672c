// A poll shown on the page: its question and its answers (at least two), with their votes to see.
import { plural, t } from '../../../i18n';
import { editorTitle } from '../../editor-title';
import { pollKind, rewordsVotedAnswer, votesFor } from '../model';
import { EditorShell } from '../../../ui/editor/EditorShell';
import type { EditorProps } from '../../../ui/editor/editor-props';
import { TextField } from '../../../ui/editor/fields';
import { SiteOnlyFields } from '../../../ui/editor/SiteOnlyFields';
import { useResourceEditor } from '../../../ui/editor/useResourceEditor';
import type { NumberedRef } from '../../../resources/resource-ref';

/** An answer's votes on the site, beside it. */
const votesHint = (votes: number | null) => (votes === null ? undefined : plural('poll_votes', votes));

export function PollEditor({ site, ref_, api, onSaved }: EditorProps<NumberedRef<'poll'>>) {
  const editor = useResourceEditor(pollKind, api, { site, id: ref_.id }, (id) => onSaved({ kind: 'poll', id }));
  const { state, update } = editor;
  const { fields, errors } = state;
  const answers = fields.answers;
  const title = editorTitle(ref_, state.base?.question);
  return (
    <EditorShell title={title} site={site} editor={editor}>
      <TextField id="f-question" label={t('field_poll_question')} value={fields.question} error={errors.question} maxLength={255} onInput={(question) => update({ question })} />
      <fieldset class="poll-answers" aria-describedby={errors.answers ? 'f-answers-error' : undefined}>
        <legend>{t('field_poll_answers')}</legend>
        {answers.map((answer, index) => (
          <div key={index} class="row">
            <TextField id={`f-answer-${index}`} label={t('poll_answer', String(index + 1))} value={answer}
              onInput={(text) => update({ answers: answers.map((old, at) => (at === index ? text : old)) })}
              hint={rewordsVotedAnswer(state.base, index, answer) ? <strong>{t('poll_answer_votes_reset')}</strong> : votesHint(votesFor(state.base, answer))} />
            <button type="button" class="danger" disabled={answers.length <= 2} aria-label={t('poll_answer_remove_named', answer || t('poll_answer', String(index + 1)))}
              onClick={() => update({ answers: answers.filter((_old, at) => at !== index) })}>{t('remove')}</button>
          </div>
        ))}
        <button type="button" class="secondary" onClick={() => update({ answers: [...answers, ''] })}>{t('poll_answer_add')}</button>
        {errors.answers && <p id="f-answers-error" class="error" role="alert">{errors.answers}</p>}
      </fieldset>
      <SiteOnlyFields values={state.base?.siteOnly} />
    </EditorShell>
  );
}
