// What a kind's folder says of it to the side panel: its editor, where the owner finds it in All
// of the site, what its editor needs read ahead, and where its draft shows in the tab.
// Each kind's `editor/in-panel.ts` holds one; `src/kinds/editors.tsx` lists them.
import type { ComponentType } from 'preact';
import type { ListItem } from '../../resources/panel-lists';
import type { ListLoader, ListOperation } from '../panel-operations';
import type { ResourceRef } from '../../resources/resource-ref';
import type { EditorProps } from './editor-props';
import type { Resource } from '../../detect/resource';
import type { MessageKey } from '../../i18n';
import type { RunOperation } from '../../messages/operations';
import type { PreviewDocument } from '../../messages/protocol';

/** Its section of All of the site (the words are the kind's `section`): the list read, and how. */
export interface KindSection {
  list: ListOperation;
  read: (value: unknown) => ListItem[];
}

/**
 * Where its draft shows as it is edited, besides the tab showing that very record: on every page
 * of the site (`site`: the design), where the tab's page shows it (`part`: a menu the page shows),
 * or on a forum topic's page (`topic`: a post, which its editor shows there once saved).
 */
export type PreviewsIn = 'site' | 'part' | 'topic';

export interface KindInPanel<Props extends EditorProps = EditorProps> {
  Editor: ComponentType<Props>;
  section?: KindSection;
  /** What its editor needs beyond the panel's own modules, read as soon as the panel knows it opens one. */
  readAhead?: () => Promise<unknown>;
  previewsIn?: PreviewsIn;
  /** Its editor shows a save on the tab's page itself (a forum post, in place): the tab is not reloaded. */
  showsSaveInPage?: boolean;
  /** Places of its own, first in the panel, where the tab shows where it lives (Add photos on an album's page; a topic's posts, New topic on a forum's page). */
  places?: readonly KindPlace[];
}

/** What a place of a kind's own is given: the site, its calls and lists, and the tab (to show there what it does). */
export interface PlaceProps {
  site: string;
  api: RunOperation;
  lists: ListLoader;
  page: PreviewDocument | null;
  /** What the tab's address names it by: an id (an album's), or a slug (a video category's). */
  id: number | string;
  /** Opens what the place made (a new video) in the panel, the tab showing it on the site. */
  onMade: (ref: ResourceRef) => void;
}

export interface KindPlace {
  /** The tab's page shows where it lives: what the address names it by there, else null. */
  shownAt(resource: Resource): number | string | null;
  /** Its button in the panel's places. */
  label: MessageKey;
  View: ComponentType<PlaceProps>;
}
