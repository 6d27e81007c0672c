// A video: its picture, title, category, channel and description, the address where it is
// watched (given when it is made, shown after), what else the site keeps of it (read-only), and
// its comments beside it. On a category's page, New video starts in that category.
import { useEffect, useMemo, useState } from 'preact/hooks';
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
import { categoryOfSlug } from '../category-at';
import { videoKind } from '../model';
import { useChannels } from './useChannels';

type VideoEditorProps = EditorProps<NumberedRef<'video'>> & { inCategory?: string };

/**
 * `inCategory`: the slug of the category whose page the tab shows. A new video starts in that
 * category: found first (the category list, read once a panel), so that starting there is no
 * change of the owner's and keeps no draft.
 */
export function VideoEditor(props: VideoEditorProps) {
  const slug = props.ref_.id === null ? props.inCategory : undefined;
  const [category, setCategory] = useState<number | null>(slug ? null : 0);
  useEffect(() => {
    if (slug) void props.lists({ op: 'categories/list', module: 'video' }).then((list) => setCategory(categoryOfSlug(list, slug)), () => setCategory(0));
  }, [slug]);
  const kind = useMemo(() => (category ? { ...videoKind, empty: () => ({ ...videoKind.empty(), category }) } : videoKind), [category]);
  return category === null ? <p aria-busy="true">{t('loading')}</p> : <VideoForm {...props} kind={kind} />;
}

function VideoForm({ site, ref_, api, lists, previewTo, onSaved, kind }: VideoEditorProps & { kind: typeof videoKind }) {
  const editor = useResourceEditor(kind, api, { site, id: ref_.id }, (id) => onSaved({ kind: 'video', id }));
  const { state, update } = editor;
  const { fields } = state;
  const isNew = ref_.id === null;
  const categories = useLazyList(lists, { op: 'categories/list', module: 'video' }, readList.categories);
  const channels = useChannels(api);
  const videoId = ref_.id;
  const comments = useMemo(() => (videoId === null ? null : commentsOf(api, 'video', videoId)), [api, videoId]);
  // The category and channel are said by their names from the start: their lists are read with the video.
  useEffect(() => {
    categories.load();
    channels.load();
  }, []);
  useFocusWhenPointed('f-title', true);
  useCaretWhenPointed('f-description', state.phase !== 'loading');
  const named = (list: { id: number; name: string }[], id: number, known: string | undefined, numbered: string) =>
    list.find((item) => item.id === id)?.name ?? (known || t(numbered as 'category_number', String(id)));
  const categoryName = (id: string) => (id === '0' ? t('no_category') : named(categories.items, Number(id), state.base?.names?.category, 'category_number'));
  const channelName = (id: string) => (id === '0' ? t('no_channel') : named(channels.items, Number(id), state.base?.names?.channel, 'channel_number'));
  const image = siteImageAddress(site, fields.image);
  return (
    <EditorShell title={editorTitle(ref_, state.base?.title)} site={site} editor={editor} named={{ category: categoryName, channel: channelName }}
      beside={comments && <ModerationList moderation={comments} page={previewTo} />}>
      {image && <img class="photo-shown" src={image} alt={t('video_image_alt', fields.title)} />}
      <TextField id="f-title" label={t('field_title')} value={fields.title} error={state.errors.title} onInput={(title) => update({ title })} />
      {isNew ? (
        <TextField id="f-link" label={t('field_video_link')} value={fields.link} error={state.errors.link} hint={t('field_video_link_hint')} maxLength={2000}
          onInput={(link) => update({ link })} />
      ) : fields.link && <WatchedAt link={fields.link} />}
      <SelectField id="f-category" label={t('field_category')} value={fields.category} error={state.errors.category}
        options={[...(fields.category ? [] : [{ value: 0, label: t('no_category') }]), ...withKnown(categories.items, fields.category, categoryName).map((item) => ({ value: item.id, label: item.name, group: 'section' in item ? item.section : '' }))]}
        onChange={(category) => update({ category })} />
      <SelectField id="f-channel" label={t('field_video_channel')} value={fields.channel}
        options={[...(fields.channel ? [] : [{ value: 0, label: t('no_channel') }]), ...withKnown(channels.items, fields.channel, channelName).map((item) => ({ value: item.id, label: item.name }))]}
        onChange={(channel) => update({ channel })} />
      <TextField id="f-description" label={t('field_video_description')} value={fields.description} multiline onInput={(description) => update({ description })} />
      <SiteOnlyFields values={fields.siteOnly} />
    </EditorShell>
  );
}

/** The list as read, or before it is, the one chosen now by the name known for it. */
function withKnown<T extends { id: number; name: string }>(items: T[], id: number, nameOf: (id: string) => string): (T | { id: number; name: string })[] {
  return items.length || !id ? items : [{ id, name: nameOf(String(id)) }];
}

/** Where it is watched: its address, and a link that opens it (an address of the web only). */
function WatchedAt({ link }: { link: string }) {
  return (
    <div class="field">
      <span class="label">{t('field_video_link')}</span>
      <p class="watched-at"><span class="address">{link}</span> {/^https?:\/\//.test(link) && <a href={link} target="_blank" rel="noopener noreferrer">{t('video_watch')}</a>}</p>
    </div>
  );
}
