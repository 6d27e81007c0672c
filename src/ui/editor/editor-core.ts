// What an open resource's editor and its actions share (useResourceEditor.ts): the resource, its
// state as it is now, the events that change what the editor shows, and where it keeps things on
// this computer.
import type { MutableRef } from 'preact/hooks';
import type { ResourceId, ResourceKind } from '../../resources/kind';
import type { SiteCopy } from '../../resources/records';
import type { EditorEvent, EditorState } from './editor-state';
import type { useLocalKeeping } from './useLocalKeeping';

export interface EditorCore<F extends SiteCopy, I extends ResourceId> {
  kind: ResourceKind<F, I>;
  site: string;
  /** The resource's key within the site ("page:2", "new-page"). */
  key: string;
  /** The state as it is now, ahead of the next render. */
  latest: MutableRef<EditorState<F, I>>;
  dispatch: (event: EditorEvent<F, I>) => void;
  local: ReturnType<typeof useLocalKeeping<F>>;
}
