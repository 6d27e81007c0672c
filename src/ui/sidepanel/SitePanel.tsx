// The panel on a tab of one of the owner's sites: the site's line, the places to go, and what is
// open there: the editor of a record, All of the site, Design, a list to moderate.
import { useCallback, useMemo, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '../../i18n';
import { placeShownAt, previewsIn, showsSaveInPage } from '../../kinds/editors';
import type { ReadAhead, TabContext } from '../../messages/protocol';
import { refFromResource, refKey, type ResourceRef } from '../../resources/resource-ref';
import { isEntryKind, type EntryKind } from '../../vocabulary/kinds';
import { editorHandoff, type EditorHandoff } from '../editor/editor-handoff';
import { ModerationList } from '../editor/ModerationList';
import { guestBookOf, minichatOf } from '../editor/moderation';
import { addressOnSite, samePage, type PanelTab } from '../editor/show-in-tab';
import { firstOpening } from '../first-opening';
import { cachedLists, panelOperations } from '../panel-operations';
import type { PointSpot } from '../point-spot';
import { callsMade } from './calls-made';
import { DesignView } from './DesignView';
import { EditorPane } from './EditorPane';
import { useLinkTargets } from './link-targets-of-site';
import { PanelNav, type PanelView } from './PanelNav';
import { partsOnPage } from './parts-on-page';
import { PointSwitch } from './PointSwitch';
import { QuotaLine } from './QuotaLine';
import { resourceNoun } from './resource-noun';
import { ResourceBrowser } from './ResourceBrowser';
import { useLayoutStep } from './LayoutStep';
import { StoppedReplace } from './find-replace/StoppedReplace';
import { SiteTool } from './SiteTool';
import { useOnScreen } from './useOnScreen';
import { usePanelPointing } from './usePanelPointing';

type Place = 'browse' | 'design';
/** What can be opened from a place (All of the site, Design): an editor, the guest book, the shop's orders, Find and replace. */
const OPENED_FROM: PanelView[] = ['edit', 'guestbook', 'orders', 'replace'];

/**
 * "View on site", "Open in this tab": the tab goes to an address, checked to be of this site.
 * The record the tab shows is shown there, at whichever of its addresses (/about or /index/0-2).
 */
function usePanelTab(tabId: number | null, site: string, shownUrl: string, onThisTab: boolean): PanelTab | null {
  return useMemo(() => (tabId === null ? null : {
    show(address: string) {
      const url = addressOnSite(site, address);
      if (url) void browser.tabs.update(tabId, { url });
    },
    shows: (address: string) => onThisTab || samePage(address, shownUrl),
  }), [tabId, site, shownUrl, onThisTab]);
}

export function SitePanel({ tabId, context, readAhead }: { tabId: number | null; context: TabContext; readAhead: Promise<ReadAhead | null> }) {
  const site = context.site.origin;
  // Every call can change the requests left: the quota line follows.
  const calls = useMemo(callsMade, []);
  // What an editor hands the next one this panel opens (a record just made, what its save said).
  const handoff: EditorHandoff = useMemo(editorHandoff, [site]);
  // The read ahead serves the editor's first opening only: later reports of the tab bring none.
  const [opening] = useState(() => firstOpening(readAhead));
  const api = useMemo(() => panelOperations(site, calls.note, opening), [site, calls, opening]);
  // Something new makes the lists read before out of date: the next ones are read afresh.
  const [created, setCreated] = useState(0);
  const lists = useMemo(() => cachedLists(api), [api, created]);
  const [ref, setRef] = useState<ResourceRef | null>(() => refFromResource(context.resource, context.parts));
  // A page found by its own address opens unless the owner opened something meanwhile (an
  // Alt+click that opened the panel points before the address is looked up).
  const { detected, slugProblem } = useOnScreen(site, context, api, lists, (page) => setRef((now) => now ?? page));
  const { onGuestBook, place } = useMemo(() => placesOf(context.resource), [context.resource]);
  const [view, setView] = useState<PanelView>(detected || context.resource.kind === 'page-slug' || context.resource.kind === 'user-login' ? 'edit' : onGuestBook ? 'guestbook' : place ? 'place' : 'browse');
  // What an opened thing was picked from (All of the site, Design): its tab stays marked, and a
  // button leads back to it. Where the owner pointed on the page, for the editor opened for it.
  const [pickedFrom, setPickedFrom] = useState<Place | null>(null);
  const [spot, setSpot] = useState<PointSpot | null>(null);
  const open = (next: ResourceRef, from: Place | null = null, at: PointSpot | null = null) => {
    setPickedFrom(from);
    setSpot(at);
    setRef(next);
    setView('edit');
  };
  const marked = (place: Place) => view === place || (OPENED_FROM.includes(view) && pickedFrom === place);
  const showFrom = (next: PanelView, from: Place | null) => (setPickedFrom(from), setView(next));

  // Saved, or made in a place (a new video, then opened): the tab reloads to show the result where the owner looks.
  const onSaved = useCallback((saved: ResourceRef, inPlace = false) => {
    if (ref?.id === null || inPlace) setCreated((n) => n + 1);
    (inPlace ? open : setRef)(saved);
    if (tabId !== null && !showsSaveInPage(saved.kind)) void browser.tabs.reload(tabId);
  }, [tabId, ref]);

  const onThisTab = ref !== null && detected !== null && refKey(ref) === refKey(detected);
  const showInTab = usePanelTab(tabId, site, context.url, onThisTab);
  // What the tab's page can show as it is edited: the record it shows, and what each kind says
  // (src/kinds/<kind>/editor/in-panel.ts): the design anywhere, a menu where the page shows it.
  const previewsHere = (shown: ResourceRef) => {
    const where = previewsIn(shown.kind);
    return onThisTab || where === 'site' || (where === 'topic' && context.resource.kind === 'forum-topic') || (where === 'part' && context.parts.some((part) => part.kind === shown.kind && part.id === shown.id));
  };
  const thisPage = tabId !== null ? { tabId, url: context.url, documentId: context.documentId } : null;
  const { guestBook, minichat } = useMemo(() => ({ guestBook: guestBookOf(api), minichat: minichatOf(api) }), [api]);
  // Where Link to… finds places: the site's pages (read once for the panel) and its search.
  const linkTargets = useLinkTargets(site, lists, api);
  // What else the page shows that the panel edits, each named by what it shows there.
  const onPage = useMemo(() => partsOnPage(context), [context]);
  // The layout pointed at: asked about first, as editing it changes every page.
  const layoutStep = useLayoutStep((template, at) => open(template, null, at));
  const pointing = usePanelPointing(tabId, thisPage, context, detected, lists, (next, at) => (layoutStep.done(), open(next, null, at)),
    { guestBook: () => (layoutStep.done(), showFrom('guestbook', null)), minichat: () => (layoutStep.done(), showFrom('minichat', null)), layout: layoutStep.ask });

  return (
    <>
      <section data-testid="panel-status" class="site-line">
        <p>
          {/* "Site:" is for assistive technology: the owner sees their site's name, which says it. */}
          <span class="visually-hidden">{t('panel_site')} </span><strong>{context.site.label}</strong> · <span class="hint">{t('panel_tab_shows', resourceNoun(context.resource, context.parts))}</span>
        </p>
        {tabId !== null && <PointSwitch on={pointing.clicks} taken={pointing.taken} onTurn={pointing.turn} />}
        <QuotaLine site={site} calls={calls} />
      </section>
      <PanelNav detected={detected} guestBook={onGuestBook} place={place?.place.label ?? null} onPage={onPage} minichat={context.minichat === true} view={view} editing={ref} marked={marked} open={(next) => open(next)} show={(next) => showFrom(next, null)} />
      {slugProblem && <p class="error" role="alert">{slugProblem}</p>}
      {view !== 'replace' && <StoppedReplace site={site} onGoOn={() => showFrom('replace', 'browse')} />}
      {layoutStep.view}
      {view === 'minichat' && <ModerationList moderation={minichat} page={thisPage} level={2} />}
      {view === 'design' && (
        <DesignView api={api} lists={lists} resource={context.resource} pageId={detected?.kind === 'page' ? detected.id : null} blocks={context.blocks}
          page={thisPage} onOpen={(next) => open(next, 'design')} />
      )}
      {view === 'browse' && (
        <ResourceBrowser site={site} api={api} lists={lists} search={(query) => api({ op: 'site/search', query })} onOpen={(next) => open(next, 'browse')}
          onGuestBook={() => showFrom('guestbook', onGuestBook ? null : 'browse')} onOrders={() => showFrom('orders', 'browse')} onReplace={() => showFrom('replace', 'browse')} first={listedHere(context.resource)} />
      )}
      {(view !== 'edit' || ref) && OPENED_FROM.includes(view) && pickedFrom && (
        <button type="button" class="link back" onClick={() => setView(pickedFrom)}>{t('back_to', t(pickedFrom === 'design' ? 'design_show' : 'all_of_site'))}</button>
      )}
      {view === 'place' && place && <place.place.View site={site} api={api} lists={lists} page={thisPage} id={place.id} onMade={(made) => onSaved(made, true)} />}
      {view === 'guestbook' && <ModerationList moderation={guestBook} page={onGuestBook ? thisPage : null} level={2} />}
      {(view === 'orders' || view === 'replace') && <SiteTool view={view} api={api} lists={lists} site={site} onOpen={(next) => open(next, 'browse')} />}
      {view === 'edit' && ref && (
        <EditorPane given={{ opening, handoff, showInTab, linkTargets, spot, reportRegion: pointing.reportRegion }}
          site={site} ref_={ref} api={api} lists={lists} previewTo={previewsHere(ref) ? thisPage : null} onSaved={onSaved} onOpen={(next) => open(next)} />
      )}
    </>
  );
}

/**
 * The places of the panel the tab's page is: the guest book (its messages to moderate), or a
 * kind's place of its own (an album: Add photos); each comes first.
 */
function placesOf(resource: TabContext['resource']) {
  return { onGuestBook: resource.kind === 'list' && resource.module === 'gb', place: placeShownAt(resource) };
}

/** The module whose list (or a category of it) the tab shows: the panel lists it first, as the launcher says. */
function listedHere(resource: TabContext['resource']): EntryKind | null {
  return (resource.kind === 'list' || resource.kind === 'category') && isEntryKind(resource.module) ? resource.module : null;
}
