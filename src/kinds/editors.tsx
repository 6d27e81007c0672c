// Every kind in the panel, one line each: its editor, its section of All of the site, what it
// reads ahead, where it previews and any place of its own (each kind's `editor/in-panel.ts`). A kind missing here does
// not compile. How to add a kind: docs/architecture.md.
import type { ComponentType } from 'preact';
import type { EditorProps } from '../ui/editor/editor-props';
import type { KindInPanel, KindPlace, KindSection, PreviewsIn } from '../ui/editor/kind-in-panel';
import type { Resource } from '../detect/resource';
import type { NumberedRef, ResourceRef } from '../resources/resource-ref';
import { ENTRY_KINDS, type EditableKind, type EntryKind, type NumberedKind } from '../vocabulary/kinds';
import { entryInPanel } from './entry/editor/in-panel';
import { mailformInPanel } from './mailform/editor/in-panel';
import { menuInPanel } from './menu/editor/in-panel';
import { pageInPanel } from './page/editor/in-panel';
import { pollInPanel } from './poll/editor/in-panel';
import { templateInPanel } from './template/editor/in-panel';
import { photoInPanel } from './photo/editor/in-panel';
import { videoInPanel } from './video/editor/in-panel';
import { postInPanel } from './post/editor/in-panel';
import { shopcatInPanel } from './shopcat/editor/in-panel';
import { userInPanel } from './user/editor/in-panel';
import { productInPanel } from './product/editor/in-panel';

type RefOf<K extends EditableKind> = K extends NumberedKind ? NumberedRef<K> : Extract<ResourceRef, { kind: K }>;

const entries = Object.fromEntries(ENTRY_KINDS.map((kind) => [kind, entryInPanel(kind)])) as { [K in EntryKind]: KindInPanel<EditorProps<NumberedRef<K>>> };

/** In this order, the sections of All of the site. */
export const IN_PANEL: { [K in EditableKind]: KindInPanel<EditorProps<RefOf<K>>> } = {
  page: pageInPanel,
  ...entries,
  menu: menuInPanel,
  template: templateInPanel,
  mailform: mailformInPanel,
  poll: pollInPanel,
  photo: photoInPanel,
  video: videoInPanel,
  post: postInPanel,
  shopcat: shopcatInPanel,
  user: userInPanel,
  product: productInPanel,
};

export function EditorFor(props: EditorProps) {
  const Editor = IN_PANEL[props.ref_.kind].Editor as ComponentType<EditorProps>;
  return <Editor {...props} />;
}

/** Starts reading what the editor of `kind` will need, once the panel knows it opens one. */
export function readAheadEditor(kind: EditableKind): void {
  void IN_PANEL[kind].readAhead?.().catch(() => {});
}

/** The kinds listed in All of the site, in its order, each with its list (only numbered kinds have lists). */
export const SECTIONS: (KindSection & { kind: NumberedKind })[] = (Object.keys(IN_PANEL) as EditableKind[]).flatMap((kind) => {
  const section: KindSection | undefined = IN_PANEL[kind].section;
  return section ? [{ kind: kind as NumberedKind, ...section }] : [];
});

/** Where a kind's draft shows besides the tab showing that very record. */
export const previewsIn = (kind: EditableKind): PreviewsIn | undefined => IN_PANEL[kind].previewsIn;

/** Whether a save of `kind` is shown on the tab's page by its editor, not by reloading it. */
export const showsSaveInPage = (kind: EditableKind): boolean => IN_PANEL[kind].showsSaveInPage === true;

/** The place of a kind's own the tab's page is (Add photos on an album's page, New video on a video category's), with what it works on. */
export function placeShownAt(resource: Resource): { kind: EditableKind; place: KindPlace; id: number | string } | null {
  for (const kind of Object.keys(IN_PANEL) as EditableKind[]) {
    for (const place of IN_PANEL[kind].places ?? []) {
      const id = place.shownAt(resource);
      if (id !== null) return { kind, place, id };
    }
  }
  return null;
}
