// On a forum topic's page: the topic's posts, oldest first, each opened in the panel by a click,
// and Reply under them (an empty reply is refused before anything is sent). A reply posted shows
// in the list and on the page, which reloads to show it where the forum puts it. A reply whose
// answer was lost is looked for before it is sent again: never posted twice.
import { browser } from 'wxt/browser';
import { useEffect, useState } from 'preact/hooks';
import { formatDateTime, t } from '../../../i18n';
import type { PlaceProps } from '../../../ui/editor/kind-in-panel';
import { createOnce, type CreateAttempt } from '../../../resources/find-created';
import { replyMadeIn } from '../made-in';
import { newPostHtml } from '../model';
import { POSTS_PER_PAGE, postsPage, type PostSummary } from '../post-summary';
import { BBField } from './BBField';
import './forum.css';

export function TopicPosts({ api, page, id, onMade }: PlaceProps) {
  const topic = Number(id);
  const [posts, setPosts] = useState<PostSummary[] | null>(null);
  const [pages, setPages] = useState({ read: 0, more: false });
  const [problem, setProblem] = useState('');
  const readPage = (number: number) =>
    api({ op: 'posts/list', topic, page: number, per_page: POSTS_PER_PAGE }).then((answer) => {
      const read = postsPage(answer);
      setPosts((before) => [...(number === 1 ? [] : before ?? []), ...read.posts]);
      setPages({ read: number, more: read.full });
    }, (error: unknown) => setProblem((error as Error).message));
  useEffect(() => void readPage(1), [topic]);
  return (
    <section class="topic-posts" aria-labelledby="topic-posts-heading">
      <h2 id="topic-posts-heading">{t('editor_topic_posts')}</h2>
      {problem && <p class="error" role="alert">{problem}</p>}
      {posts === null && !problem && <p aria-busy="true">{t('loading')}</p>}
      {posts?.length === 0 && <p class="hint">{t('posts_none')}</p>}
      {posts && posts.length > 0 && (
        <ol class="post-list">
          {posts.map((post) => (
            <li key={post.id}>
              <button type="button" class="post-pick" onClick={() => onMade({ kind: 'post', id: post.id })}>
                <span class="post-by"><strong>{post.author}</strong>{post.at !== null && <span class="hint"> · {formatDateTime(post.at)}</span>}</span>
                <span class="post-start">{post.start}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {pages.more && <button type="button" class="secondary" onClick={() => void readPage(pages.read + 1)}>{t('posts_more')}</button>}
      <Reply api={api} topic={topic} onPosted={() => {
        void readPage(1);
        if (page) void browser.tabs.reload(page.tabId);
      }} />
    </section>
  );
}

type ReplyState =
  | { phase: 'writing' | 'sending' | 'posted' | 'found' }
  | { phase: 'failed' | 'empty'; problem: string }
  /** The site did not answer: the reply may be in the topic. The next Reply looks for it first. */
  | { phase: 'lost'; attempt: CreateAttempt };

function Reply({ api, topic, onPosted }: { api: PlaceProps['api']; topic: number; onPosted: () => void }) {
  const [message, setMessage] = useState('');
  const [state, setState] = useState<ReplyState>({ phase: 'writing' });
  const send = async () => {
    if (!message.trim()) return setState({ phase: 'empty', problem: t('validate_post_empty') });
    const earlier = state.phase === 'lost' ? state.attempt : undefined;
    setState({ phase: 'sending' });
    try {
      const sent = await createOnce(api, replyMadeIn(topic), message, earlier, () => api({ op: 'post/reply', topic, message }));
      if (sent.status === 'lost') return setState({ phase: 'lost', attempt: sent.attempt });
      setMessage('');
      setState({ phase: sent.status === 'found' ? 'found' : 'posted' });
      onPosted();
    } catch (error) {
      setState({ phase: 'failed', problem: (error as Error).message });
    }
  };
  const said = { posted: t('post_replied'), found: t('post_reply_found') } as Partial<Record<ReplyState['phase'], string>>;
  return (
    <form class="reply" onSubmit={(event) => (event.preventDefault(), void send())}>
      <h3>{t('post_reply_heading')}</h3>
      <BBField id="f-reply" label={t('field_post_message')} value={message} rows={5} render={newPostHtml}
        error={state.phase === 'empty' ? state.problem : undefined}
        onInput={(value) => (setMessage(value), state.phase !== 'sending' && state.phase !== 'lost' && setState({ phase: 'writing' }))} />
      <div class="row">
        <button type="submit" disabled={state.phase === 'sending'}>{t('post_reply')}</button>
        <span role="status" class="hint">{said[state.phase] ?? ''}</span>
      </div>
      {state.phase === 'failed' && <p class="error" role="alert">{state.problem}</p>}
      {state.phase === 'lost' && <p class="error" role="alert">{t('post_reply_lost')}</p>}
    </form>
  );
}
