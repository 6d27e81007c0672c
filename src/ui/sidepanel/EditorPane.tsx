// The editor of what the panel has open, with what the panel gives every editor: the read made
// as it opened, what the last editor handed on, the tab to show addresses in, the places Link
// to… finds, Point to edit's spot and region, and where images from this computer go.
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import type { RunOperation } from '../../messages/operations';
import { ImageUploadsContext, type ImageUploads } from '../image-uploads';
import { EditorFor } from '../../kinds/editors';
import type { EditorProps } from '../editor/editor-props';
import { EditorHandoffContext, type EditorHandoff } from '../editor/editor-handoff';
import { ShowInTabContext, type PanelTab } from '../editor/show-in-tab';
import { FirstOpeningContext, type FirstOpening } from '../first-opening';
import { LinkTargetsContext, type LinkTargets } from '../link-targets';
import { PointRegionContext, PointSpotContext, type PointSpot } from '../point-spot';
import type { PointRegion } from '../../messages/to-content-script';
import { refKey } from '../../resources/resource-ref';

export interface EditorSurroundings {
  opening: FirstOpening;
  handoff: EditorHandoff;
  showInTab: PanelTab | null;
  linkTargets: LinkTargets;
  spot: PointSpot | null;
  reportRegion: (region: PointRegion | null) => void;
}

function Surroundings({ given, children }: { given: EditorSurroundings; children: ComponentChildren }) {
  return (
    <FirstOpeningContext.Provider value={given.opening}>
      <EditorHandoffContext.Provider value={given.handoff}>
        <ShowInTabContext.Provider value={given.showInTab}>
          <LinkTargetsContext.Provider value={given.linkTargets}>
            <PointSpotContext.Provider value={given.spot}>
              <PointRegionContext.Provider value={given.reportRegion}>{children}</PointRegionContext.Provider>
            </PointSpotContext.Provider>
          </LinkTargetsContext.Provider>
        </ShowInTabContext.Provider>
      </EditorHandoffContext.Provider>
    </FirstOpeningContext.Provider>
  );
}

export function EditorPane({ given, ...props }: EditorProps & { given: EditorSurroundings }) {
  const { site, api } = props;
  const uploads = useMemo(() => imageUploadsOf(site, api), [site, api]);
  return (
    <Surroundings given={given}>
      <ImageUploadsContext.Provider value={uploads}>
        {/* A new editor for each record: nothing of one carries over to the next. */}
        <EditorFor key={`${props.site} ${refKey(props.ref_)}`} {...props} />
      </ImageUploadsContext.Provider>
    </Surroundings>
  );
}

/** Images from this computer go into the site's photo album; that code is read at the first one. */
function imageUploadsOf(site: string, api: RunOperation): ImageUploads {
  const load = () => import('../../kinds/photo/editor/album-uploads').then(({ albumUploads }) => albumUploads(site, api));
  let uploads: ReturnType<typeof load> | null = null;
  return { site, upload: async (file) => (await (uploads ??= load())).upload(file) };
}
