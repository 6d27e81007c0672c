// What a kind's folder says of it to the side panel: its editor, where the owner finds it in All
// of the site, what its editor needs read ahead, and where its draft shows in the tab.
// Each kind's `editor/in-panel.ts` holds one; `src/kinds/editors.tsx` lists them.
import type { ComponentType } from 'preact';
import type { ListItem } from '../../resources/panel-lists';
import type { ListOperation } from '../panel-operations';
import type { EditorProps } from './editor-props';

/** Its section of All of the site (the words are the kind's `section`): the list read, and how. */
export interface KindSection {
  list: ListOperation;
  read: (value: unknown) => ListItem[];
}

/**
 * Where its draft shows as it is edited, besides the tab showing that very record: on every page
 * of the site (`site`: the design), or where the tab's page shows it (`part`: a menu the page shows).
 */
export type PreviewsIn = 'site' | 'part';

export interface KindInPanel<Props extends EditorProps = EditorProps> {
  Editor: ComponentType<Props>;
  section?: KindSection;
  /** What its editor needs beyond the panel's own modules, read as soon as the panel knows it opens one. */
  readAhead?: () => Promise<unknown>;
  previewsIn?: PreviewsIn;
}
