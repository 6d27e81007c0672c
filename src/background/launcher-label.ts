// What the on-page button says, and whether it shows: it names what a click edits. Its words are
// each kind's `launcher` (words.ts), always `launcher_edit_<kind>` (the kinds' conventions test
// holds that): named so here, the service worker carries those keys, not every kind's words.
import { albumShown, forumShown, topicShown, videoCategoryShown, type Resource } from '../detect/resource';
import type { ShownPart } from '../kinds/on-page';
import { isEntryKind, SHOWN_RECORD_KINDS, type EntryKind, type PartKind } from '../vocabulary/kinds';
import { altKeyName, t, type MessageKey } from '../i18n';
import type { LauncherWords } from '../messages/from-content-script';
import type { SiteRecord } from '../vault/site-record';

/** The button's words for a kind an address shows: every one has them (else this does not compile). */
const launcherOf = (kind: 'page' | 'user' | 'product' | EntryKind | (typeof PART_LAUNCHERS)[number]) => `launcher_edit_${kind}` as const satisfies MessageKey;
/** The button's words on a module's list or category page (`listLauncher` in the kinds' words). */
const listLauncherOf = (kind: EntryKind) => `launcher_list_${kind}` as const satisfies MessageKey;

/**
 * The parts of a page that name the button when the address shows nothing the panel edits: the
 * record a page shows by its markup (a photo, a video, a shop category), else a menu.
 */
export const PART_LAUNCHERS = [...SHOWN_RECORD_KINDS, 'menu'] as const satisfies readonly PartKind[];

/** The label for what the tab shows, when the panel edits it directly. */
function editLabel(resource: Resource): MessageKey | null {
  if (resource.kind === 'page' || resource.kind === 'page-slug') return launcherOf('page');
  if (resource.kind === 'entry' && isEntryKind(resource.module)) return launcherOf(resource.module);
  if (resource.kind === 'user' || resource.kind === 'product') return launcherOf(resource.kind);
  if (resource.kind === 'user-login') return launcherOf('user');
  if (resource.kind === 'list' && resource.module === 'gb') return 'launcher_guestbook';
  if (albumShown(resource) !== null) return 'launcher_add_photos';
  if (videoCategoryShown(resource) !== null) return 'launcher_new_video';
  if (topicShown(resource) !== null) return 'launcher_topic_posts';
  if (forumShown(resource) !== null) return 'launcher_new_topic';
  if ((resource.kind === 'list' || resource.kind === 'category') && isEntryKind(resource.module)) return listLauncherOf(resource.module);
  return null;
}

/**
 * The button's words, its accessible name among them: worded here, so that the content script
 * needs no message catalogue on a page load (the browser reads one in on its first word).
 */
export function launcherFor(site: SiteRecord, resource: Resource, parts: readonly ShownPart[]): LauncherWords {
  if (site.launcherHidden) return HIDDEN;
  // Else the first part the page shows whose kind has a word for the button (a menu does).
  const key = editLabel(resource) ?? partLabel(parts);
  if (!key) return HIDDEN;
  const label = t(key);
  return { show: true, label, aria: t('launcher_aria', label), tip: t('launcher_tip', altKeyName()) };
}

function partLabel(parts: readonly ShownPart[]): MessageKey | null {
  const part = parts.find(({ kind }) => (PART_LAUNCHERS as readonly string[]).includes(kind));
  return part ? launcherOf(part.kind as (typeof PART_LAUNCHERS)[number]) : null;
}

const HIDDEN: LauncherWords = { show: false, label: '', aria: '', tip: '' };
