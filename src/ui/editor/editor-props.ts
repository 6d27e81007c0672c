// What every editor of the panel is given: the record, the site to call, and where to preview.
import type { PreviewDocument } from '../../messages/protocol';
import type { RunOperation } from '../../messages/operations';
import type { ResourceRef } from '../../resources/resource-ref';
import type { ListLoader } from '../panel-operations';

export interface EditorProps<R extends ResourceRef = ResourceRef> {
  site: string;
  ref_: R;
  api: RunOperation;
  lists: ListLoader;
  /** The tab's page that shows what is edited, for the live preview (null: none does). */
  previewTo: PreviewDocument | null;
  onSaved: (ref: ResourceRef) => void;
  /** Opens another thing of the site in the panel (a menu, to add a page just made to it). */
  onOpen?: (ref: ResourceRef) => void;
}
