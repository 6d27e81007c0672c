// The forum's pages (module 8, platform-notes §6): its forums, a forum's topics and a topic's
// posts. From §6: a topic's address `/forum/<forum>-<topic>-<page>`, the topic's title in
// `td.gTableTop`, topic links `a.threadLink`, each post a row `tr#post<ID>` with its author
// `a.postUser`, its ordinal `a.postNumberLink` and its text in `td.posttdMessage >
// span.ucoz-forum-post#ucoz-forum-post-<ID>`, the HTML the platform stores (markers and all,
// data/forum-posts.ts). Guesses: the tables around them, the forum list's `a.forumName`, the body
// class `module-forum`, 20 posts a page (the site's setting, state.postsPerTopicPage).
import { PAGES_KEY } from '../data/seed-templates.ts';
import type { SiteState } from '../data/store.ts';
import type { ForumMessage, ForumTopic } from '../data/types.ts';
import { displayDate, renderPager } from './entries.ts';
import { escapeHtml } from './escape.ts';
import type { View } from './views.ts';

const MODULE = 'forum';
const HEADING = 'Форум';

const topicUrl = (topic: Pick<ForumTopic, 'id' | 'forum_id'>, page = 1) => `/forum/${topic.forum_id}-${topic.id}-${page}`;
const postsOf = (state: SiteState, topicId: number): ForumMessage[] =>
  state.data.forumMessages.filter((post) => post.topic_id === topicId).sort((a, b) => a.add_date - b.add_date || a.id - b.id);

/** /forum/: the forums, each linked with its count of topics. */
export function forumsView(state: SiteState, path: string): View {
  const rows = state.data.forums.map((forum) => {
    const topics = state.data.topics.filter((topic) => topic.forum_id === forum.id).length;
    return `<tr><td class="forumNameTd"><a class="forumName" href="/forum/${forum.id}">${escapeHtml(forum.name)}</a><div class="forumDescr">${escapeHtml(forum.description)}</div></td><td class="forumThreadTd">${topics}</td></tr>`;
  });
  const content = `<table class="gTable" width="100%"><tr><td class="gTableTop" colspan="2">${HEADING}</td></tr>\n${rows.join('\n')}</table>`;
  return { module: MODULE, templateKey: PAGES_KEY, title: HEADING, content, currentPaths: [path, '/forum/'] };
}

/** /forum/<forum>: its topics, newest first, each an `a.threadLink`. */
export function forumView(state: SiteState, forumId: number, path: string): View | undefined {
  const forum = state.data.forums.find((item) => item.id === forumId);
  if (!forum) return undefined;
  const topics = state.data.topics.filter((topic) => topic.forum_id === forumId).sort((a, b) => b.add_date - a.add_date || b.id - a.id);
  const rows = topics.map((topic) => `<tr><td class="threadNametd"><a class="threadLink" href="${topicUrl(topic)}">${escapeHtml(topic.title)}</a></td><td class="threadAuthTd">${escapeHtml(topic.author)}</td><td class="threadPostTd">${postsOf(state, topic.id).length}</td></tr>`);
  const empty = topics.length === 0 ? '<tr><td colspan="3" class="noEntry">В этом форуме пока нет тем</td></tr>' : '';
  const content = `<table class="gTable" width="100%"><tr><td class="gTableTop" colspan="3">${escapeHtml(forum.name)}</td></tr>\n${rows.join('\n')}${empty}</table>`;
  return { module: MODULE, templateKey: PAGES_KEY, title: forum.name, content, currentPaths: [path, `/forum/${forumId}`] };
}

/** A topic's page: its title, then its posts oldest first, each as stored. */
export function topicView(state: SiteState, forumId: number, topicId: number, page: number, path: string): View | undefined {
  const topic = state.data.topics.find((item) => item.id === topicId && item.forum_id === forumId);
  if (!topic) return undefined;
  const posts = postsOf(state, topicId);
  const perPage = state.postsPerTopicPage;
  const pages = Math.max(1, Math.ceil(posts.length / perPage));
  const first = (page - 1) * perPage;
  const rows = posts.slice(first, first + perPage).map((post, index) => `<tr id="post${post.id}"><td class="postTdTop"><a class="postUser" href="javascript:;">${escapeHtml(post.author)}</a> · ${displayDate(post.add_date)} · <a class="postNumberLink" href="/forum/${forumId}-${topicId}-${post.id}-16-${post.add_date}">${first + index + 1}</a></td></tr>
<tr><td class="posttdMessage"><span class="ucoz-forum-post" id="ucoz-forum-post-${post.id}">${post.message}</span></td></tr>`);
  const content = `<table class="gTable" width="100%"><tr><td class="gTableTop">${escapeHtml(topic.title)}</td></tr>
${rows.join('\n')}</table>
${renderPager({ page, pages, link: (number) => topicUrl(topic, number) })}`;
  return { module: MODULE, templateKey: PAGES_KEY, title: topic.title, content, currentPaths: [path, topicUrl(topic)] };
}
