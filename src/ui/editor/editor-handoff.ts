// What one editor hands the editor the panel opens next: the copy a create just got back (so the
// new record opens without a GET), and what a save said of something it made only in part. One
// per panel, given by the panel to the editors it shows.
import { createContext } from 'preact';
import type { EditorState } from './editor-state';

export interface EditorHandoff {
  /** The site's copy of a record just made, by its resource key ("page:12"). */
  readonly fresh: Map<string, unknown>;
  /** What a save said of a record it made in part, shown again by the editor that opens it. */
  readonly said: Map<string, Partial<Pick<EditorState<unknown>, 'problem' | 'errors' | 'notice' | 'savedAt' | 'made'>>>;
  /** An item for a menu ("Add to a menu"), by the menu's resource key: added as that menu opens. */
  readonly menuItems: Map<string, { name: string; url: string }>;
}

export const editorHandoff = (): EditorHandoff => ({ fresh: new Map(), said: new Map(), menuItems: new Map() });

/** Without a panel around (a test of one editor), each editor has its own and hands nothing on. */
export const EditorHandoffContext = createContext<EditorHandoff | null>(null);
