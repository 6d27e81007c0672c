// Photos in the panel: opened from a photo's page, and on an album's page a place of their own,
// Add photos, first among the panel's places. (Photos are found by their album, not listed by title.)
import type { EditorProps } from '../../../ui/editor/editor-props';
import type { NumberedRef } from '../../../resources/resource-ref';
import type { KindInPanel, PlaceProps } from '../../../ui/editor/kind-in-panel';
import { lazyView } from '../../../ui/lazy-view';
import { albumShown } from '../../../detect/resource';

// Read when first shown: most sites have no photo album.
const PhotoEditor = lazyView<EditorProps<NumberedRef<'photo'>>>(() => import('./PhotoEditor').then((module) => module.PhotoEditor));
const AddPhotos = lazyView<PlaceProps>(() => import('./AddPhotos').then((module) => module.AddPhotos));

export const photoInPanel: KindInPanel<EditorProps<NumberedRef<'photo'>>> = {
  Editor: PhotoEditor,
  readAhead: PhotoEditor.preload,
  places: [{ shownAt: albumShown, label: 'add_photos_place', View: AddPhotos }],
};
