// On a forum's page: a new topic, its title (at most 60 characters, said as the owner types, and
// never cut) and its first post in BB code. Made, the tab goes to the new topic's page. A create
// whose answer was lost is looked for before it is sent again: never two topics from one.
import { browser } from 'wxt/browser';
import { useState } from 'preact/hooks';
import { t } from '../../../i18n';
import { createOnce, type CreateAttempt } from '../../../resources/find-created';
import { asRecord } from '../../../resources/records';
import { recordId } from '../../../resources/list-answer';
import { TextField } from '../../../ui/editor/fields';
import type { PlaceProps } from '../../../ui/editor/kind-in-panel';
import { useFormAction } from '../../../ui/useFormAction';
import { topicMadeIn } from '../made-in';
import { newPostHtml } from '../model';
import { TOPIC_TITLE_MAX } from '../wire';
import { BBField } from './BBField';

/** What is wrong with a new topic, field by field; empty when nothing is. */
export function newTopicErrors(title: string, message: string): { title?: string; message?: string } {
  const length = title.length;
  return {
    ...(!title.trim() ? { title: t('validate_topic_title') } : length > TOPIC_TITLE_MAX && { title: t('topic_title_long', String(TOPIC_TITLE_MAX), String(length)) }),
    ...(!message.trim() && { message: t('validate_post_empty') }),
  };
}

export function NewTopic({ api, page, id }: PlaceProps) {
  const forum = Number(id);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [checked, setChecked] = useState(false);
  const [made, setMade] = useState('');
  // A create whose answer was lost: the next one looks for the topic it may have made first.
  const [lost, setLost] = useState<CreateAttempt>();
  const action = useFormAction();
  const errors = newTopicErrors(title, message);
  const left = TOPIC_TITLE_MAX - title.length;
  // Too long is said at once; empty only once the owner tried to create it.
  const titleError = errors.title && (checked || left < 0) ? errors.title : undefined;
  const create = () => action.run(async () => {
    setChecked(true);
    if (Object.keys(errors).length) return;
    const name = title.trim();
    const sent = await createOnce(api, topicMadeIn(forum), name, lost, () => api({ op: 'topic/create', forum, title: name, message }));
    if (sent.status === 'lost') return setLost(sent.attempt);
    const topic = sent.status === 'found' ? sent.made.id : recordId(asRecord(sent.answer));
    setLost(undefined);
    setMade(name);
    setTitle('');
    setMessage('');
    setChecked(false);
    if (page && topic > 0) void browser.tabs.update(page.tabId, { url: new URL(`/forum/${forum}-${topic}-1`, page.url).href });
  });
  return (
    <form class="new-topic" onSubmit={(event) => (event.preventDefault(), void create())}>
      <h2>{t('editor_new_topic')}</h2>
      <TextField id="f-topic-title" label={t('field_topic_title')} value={title} error={titleError}
        hint={t('topic_title_hint', String(TOPIC_TITLE_MAX), String(Math.max(0, left)))} onInput={setTitle} />
      <BBField id="f-topic-message" label={t('field_topic_message')} value={message} rows={6} render={newPostHtml}
        error={checked ? errors.message : undefined} onInput={setMessage} />
      <div class="row">
        <button type="submit" disabled={action.busy}>{t('topic_create')}</button>
        <span role="status" class="hint">{made && t('topic_created', made)}</span>
      </div>
      {action.error && <p class="error" role="alert">{action.error}</p>}
      {lost && !action.busy && <p class="error" role="alert">{t('topic_create_lost')}</p>}
    </form>
  );
}
