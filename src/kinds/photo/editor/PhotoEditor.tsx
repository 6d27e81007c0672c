// A photo: the image itself, its title, album and description, what else the site keeps of it
// (read-only), and its comments beside it.
import { useEffect, useMemo } from 'preact/hooks';
import { t } from '../../../i18n';
import { readList } from '../../../resources/panel-lists';
import type { NumberedRef } from '../../../resources/resource-ref';
import { EditorShell } from '../../../ui/editor/EditorShell';
import type { EditorProps } from '../../../ui/editor/editor-props';
import { SelectField, TextField } from '../../../ui/editor/fields';
import { commentsOf } from '../../../ui/editor/moderation';
import { ModerationList } from '../../../ui/editor/ModerationList';
import { siteImageAddress } from '../../../ui/editor/site-image';
import { SiteOnlyFields } from '../../../ui/editor/SiteOnlyFields';
import { useLazyList } from '../../../ui/editor/useLazyList';
import { useResourceEditor } from '../../../ui/editor/useResourceEditor';
import { useCaretWhenPointed } from '../../../ui/editor/caret-when-pointed';
import { useFocusWhenPointed } from '../../../ui/point-spot';
import { editorTitle } from '../../editor-title';
import { photoKind } from '../model';

export function PhotoEditor({ site, ref_, api, lists, previewTo, onSaved }: EditorProps<NumberedRef<'photo'>>) {
  const editor = useResourceEditor(photoKind, api, { site, id: ref_.id }, (id) => onSaved({ kind: 'photo', id }));
  const { state, update } = editor;
  const { fields } = state;
  const albums = useLazyList(lists, { op: 'categories/list', module: 'photo' }, readList.categories);
  const photoId = ref_.id;
  const comments = useMemo(() => (photoId === null ? null : commentsOf(api, 'photo', photoId)), [api, photoId]);
  // The album is said by its name from the start: its list is read with the photo (once a panel).
  useEffect(() => {
    albums.load();
  }, []);
  useFocusWhenPointed('f-title', true);
  useCaretWhenPointed('f-description', state.phase !== 'loading');
  // Before the albums are read, the one it is in, by the name the site sent with it.
  const knownName = state.base?.category === fields.category ? state.base.names?.category : undefined;
  const albumChoices = albums.loaded || !fields.category ? albums.items : [{ id: fields.category, name: knownName || t('album_number', String(fields.category)), section: '' }];
  const albumName = (id: string) => (id === '0' ? t('no_album') : albums.items.find((item) => String(item.id) === id)?.name ?? (knownName || t('album_number', id)));
  const image = siteImageAddress(site, fields.image);
  return (
    <EditorShell title={editorTitle(ref_, state.base?.title)} site={site} editor={editor} named={{ category: albumName }}
      beside={comments && <ModerationList moderation={comments} page={previewTo} />}>
      {image && <img class="photo-shown" src={image} alt={t('photo_image_alt', fields.title)} />}
      <TextField id="f-title" label={t('field_title')} value={fields.title} error={state.errors.title} onInput={(title) => update({ title })} />
      <SelectField id="f-category" label={t('field_album')} value={fields.category}
          options={[...(fields.category ? [] : [{ value: 0, label: t('no_album') }]), ...albumChoices.map((album) => ({ value: album.id, label: album.name, group: album.section }))]}
          onChange={(category) => update({ category })} />
      <TextField id="f-description" label={t('field_photo_description')} value={fields.description} multiline
        onInput={(description) => update({ description })} />
      <SiteOnlyFields values={fields.siteOnly} />
    </EditorShell>
  );
}
