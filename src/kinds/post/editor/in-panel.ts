// The forum in the panel: on a topic's page a place of its own, the topic's posts (each opened in
// the post editor) and Reply; on a forum's page, New topic. A post saved shows in place on the
// topic's page, with no reload. Read when first shown: most sites have no forum.
import type { EditorProps } from '../../../ui/editor/editor-props';
import type { KindInPanel, PlaceProps } from '../../../ui/editor/kind-in-panel';
import type { NumberedRef } from '../../../resources/resource-ref';
import { forumShown, topicShown } from '../../../detect/resource';
import { lazyView } from '../../../ui/lazy-view';

const PostEditor = lazyView<EditorProps<NumberedRef<'post'>>>(() => import('./PostEditor').then((module) => module.PostEditor));
const TopicPosts = lazyView<PlaceProps>(() => import('./TopicPosts').then((module) => module.TopicPosts));
const NewTopic = lazyView<PlaceProps>(() => import('./NewTopic').then((module) => module.NewTopic));

export const postInPanel: KindInPanel<EditorProps<NumberedRef<'post'>>> = {
  Editor: PostEditor,
  readAhead: PostEditor.preload,
  previewsIn: 'topic',
  showsSaveInPage: true,
  places: [
    { shownAt: topicShown, label: 'editor_topic_posts', View: TopicPosts },
    { shownAt: forumShown, label: 'editor_new_topic', View: NewTopic },
  ],
};
