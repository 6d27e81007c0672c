// Videos in the panel: opened from a video's page or from All of the site, and on a category's
// page a place of their own, New video, first among the panel's places, starting in that category.
import { h } from 'preact';
import type { EditorProps } from '../../../ui/editor/editor-props';
import type { NumberedRef } from '../../../resources/resource-ref';
import type { KindInPanel, PlaceProps } from '../../../ui/editor/kind-in-panel';
import { readList } from '../../../resources/panel-lists';
import { lazyView } from '../../../ui/lazy-view';
import { videoCategoryShown } from '../../../detect/resource';

type VideoEditorProps = EditorProps<NumberedRef<'video'>> & { inCategory?: string };

// Read when first shown: most sites have no video module.
const VideoEditor = lazyView<VideoEditorProps>(() => import('./VideoEditor').then((module) => module.VideoEditor));

/** New video on a category's page: the editor of a new one, in that category; once made, it opens as itself. */
function NewVideo({ site, api, lists, id, onMade }: PlaceProps) {
  return h(VideoEditor, { site, api, lists, ref_: { kind: 'video', id: null }, previewTo: null, onSaved: onMade, inCategory: String(id) });
}

export const videoInPanel: KindInPanel<EditorProps<NumberedRef<'video'>>> = {
  Editor: VideoEditor,
  readAhead: VideoEditor.preload,
  section: { list: { op: 'videos/list' }, read: readList.entries },
  places: [{ shownAt: videoCategoryShown, label: 'editor_new_video', View: NewVideo }],
};
