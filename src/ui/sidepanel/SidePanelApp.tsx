// The side panel: follows its tab, opens what the tab shows (or anything else of the site the
// owner picks), and edits it.
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { ReadAhead, TabContext } from '../../messages/protocol';
import { tabContextItem } from '../../messages/session-items';
import { t, uiLanguage } from '../../i18n';
import { sendFromExtensionPage } from '../../messages/send';
import { EditorFor, previewsIn, readAheadEditor } from '../../kinds/editors';
import { FirstVisit } from '../adding/FirstVisit';
import { Header } from '../Header';
import { cachedLists, panelOperations } from '../panel-operations';
import { firstOpening, FirstOpeningContext } from '../first-opening';
import { guestBookOf, minichatOf } from '../editor/moderation';
import { ModerationList } from '../editor/ModerationList';
import { EditorHandoffContext, editorHandoff } from '../editor/editor-handoff';
import { addressOnSite, samePage, ShowInTabContext, type PanelTab } from '../editor/show-in-tab';
import { isBoundToTab } from './panel-tab';
import { tabAndContext, type PanelStart } from './panel-start';
import { callsMade } from './calls-made';
import { QuotaLine } from './QuotaLine';
import { PointSwitch } from './PointSwitch';
import { resourceNoun } from './resource-noun';
import { KIND_WORDS } from '../../kinds/words';
import { refFromResource, refKey, type OnScreenRef, type ResourceRef } from '../../resources/resource-ref';
import { DesignView } from './DesignView';
import { partsOnPage } from './parts-on-page';
import { useLinkTargets } from './link-targets-of-site';
import { LinkTargetsContext } from '../link-targets';
import { ResourceBrowser } from './ResourceBrowser';
import { refForTarget, templateForTarget, usePointed, usePointMode, usePointSwitch } from './point-to-edit';
import { treeFrom } from '../../kinds/template/on-screen';
import { PointRegionContext, PointSpotContext, type PointSpot } from '../point-spot';
import type { PointRegion } from '../../messages/to-content-script';

type TabState = { status: 'loading' } | ({ status: 'ready' } & PanelStart) | { status: 'error'; message: string };

/** `start`: the first answer, asked for before this interface was read (see panel-start.ts). */
export function SidePanelApp({ start }: { start?: Promise<PanelStart> }) {
  const [tab, setTab] = useState<TabState>({ status: 'loading' });

  // Asked as soon as the panel is on screen, not a frame later (an effect waits for the next paint).
  useLayoutEffect(() => {
    document.documentElement.lang = uiLanguage();
    let shown: number | null = null;
    let first = start;
    const load = async () => {
      const asked = first ?? tabAndContext(location.search);
      first = undefined;
      try {
        const answers = await asked;
        shown = answers.tabId;
        setTab({ status: 'ready', ...answers });
      } catch (problem) {
        setTab({ status: 'error', message: (problem as Error).message });
      }
    };
    void load();
    // The tab's page reported (a new page, another site) or the tab left the site: follow it.
    // Other tabs loading change nothing here.
    const onContext = (changes: Record<string, unknown>, area: string) => {
      if (area === 'session' && shown !== null && tabContextItem(shown).key in changes) void load();
    };
    browser.storage.onChanged.addListener(onContext);
    // A panel not bound to a tab follows the active one.
    const onActivated = () => void load();
    if (!isBoundToTab(location.search)) browser.tabs.onActivated.addListener(onActivated);
    return () => {
      browser.storage.onChanged.removeListener(onContext);
      browser.tabs.onActivated.removeListener(onActivated);
    };
  }, []);

  return (
    <main class="panel">
      <Header title={t('ext_name')} />
      {tab.status === 'loading' && <p aria-busy="true">{t('loading')}</p>}
      {tab.status === 'error' && <p role="alert" class="error">{tab.message}</p>}
      {tab.status === 'ready' && !tab.context && <FirstVisit tabId={tab.tabId} />}
      {tab.status === 'ready' && tab.context && <SitePanel key={tab.context.url} tabId={tab.tabId} context={tab.context} readAhead={tab.readAhead} />}
    </main>
  );
}

function SitePanel({ tabId, context, readAhead }: { tabId: number | null; context: TabContext; readAhead: Promise<ReadAhead | null> }) {
  const site = context.site.origin;
  // Every call can change the requests left: the quota line follows.
  const calls = useMemo(callsMade, []);
  // What an editor hands the next one this panel opens (a record just made, what its save said).
  const handoff = useMemo(editorHandoff, [site]);
  // The read ahead serves the editor's first opening only: later reports of the tab bring none.
  const [opening] = useState(() => firstOpening(readAhead));
  const api = useMemo(() => panelOperations(site, calls.note, opening), [site, calls, opening]);
  // Something new makes the lists read before out of date: the next ones are read afresh.
  const [created, setCreated] = useState(0);
  const lists = useMemo(() => cachedLists(api), [api, created]);
  const [detected, setDetected] = useState<OnScreenRef | null>(() => refFromResource(context.resource));
  const [ref, setRef] = useState<ResourceRef | null>(detected);
  const [view, setView] = useState<'edit' | 'browse' | 'minichat' | 'design'>(detected || context.resource.kind === 'page-slug' ? 'edit' : 'browse');
  // The tab shows a page or an entry: what its editor needs is read while the record is.
  useEffect(() => {
    const kind = detected?.kind ?? (context.resource.kind === 'page-slug' ? 'page' : null);
    if (kind) readAheadEditor(kind);
  }, []);
  const [slugProblem, setSlugProblem] = useState('');

  // A page at its own URL (/about): find its id by slug, once per slug (not once per new context object).
  const slug = context.resource.kind === 'page-slug' ? context.resource.slug : null;
  useEffect(() => {
    if (slug === null) return;
    sendFromExtensionPage({ type: 'pages/resolve-slug', origin: site, slug }).then(
      ({ id }) => {
        if (!id) return setSlugProblem(t('slug_not_a_page'));
        setDetected({ kind: 'page', id });
        setRef({ kind: 'page', id });
      },
      (error: Error) => setSlugProblem(error.message),
    );
  }, [slug, site]);

  // What an opened thing was picked from (All of the site, Design): its tab stays marked, and a
  // button leads back to it.
  const [pickedFrom, setPickedFrom] = useState<'browse' | 'design' | null>(null);
  // Where the owner pointed on the page, for the editor opened for it.
  const [spot, setSpot] = useState<PointSpot | null>(null);
  const open = (next: ResourceRef, from: 'browse' | 'design' | null = null, at: PointSpot | null = null) => {
    setPickedFrom(from);
    setSpot(at);
    setRef(next);
    setView('edit');
  };
  const marked = (tab: 'browse' | 'design') => view === tab || (view === 'edit' && pickedFrom === tab);

  const onSaved = useCallback(
    (saved: ResourceRef) => {
      if (ref?.id === null) setCreated((n) => n + 1);
      setRef(saved);
      // Show the result where the owner looks: reload the tab (it shows the saved content).
      if (tabId !== null) void browser.tabs.reload(tabId);
    },
    [tabId, ref],
  );

  const onThisTab = ref !== null && detected !== null && refKey(ref) === refKey(detected);
  // "View on site", "Open in this tab": the tab goes to an address, checked to be of this site.
  // The record the tab shows is shown there, at whichever of its addresses (/about or /index/0-2).
  const showInTab = useMemo<PanelTab | null>(
    () => (tabId === null ? null : {
      show(address) {
        const url = addressOnSite(site, address);
        if (url) void browser.tabs.update(tabId, { url });
      },
      shows: (address) => onThisTab || samePage(address, context.url),
    }),
    [tabId, site, context.url, onThisTab],
  );
  // What the tab's page can show as it is edited: the record it shows, and what each kind says
  // (src/kinds/<kind>/editor/in-panel.ts): the design anywhere, a menu where the page shows it.
  const previewsHere = (shown: ResourceRef) => {
    const where = previewsIn(shown.kind);
    return onThisTab || where === 'site' || (where === 'part' && context.parts.some((part) => part.kind === shown.kind && part.id === shown.id));
  };
  const thisPage = tabId !== null ? { tabId, url: context.url, documentId: context.documentId } : null;
  // The guest book on screen: its messages to moderate, above the rest of the site.
  const onGuestBook = context.resource.kind === 'list' && context.resource.module === 'gb';
  const guestBook = useMemo(() => (onGuestBook ? guestBookOf(api) : null), [api, onGuestBook]);
  const minichat = useMemo(() => minichatOf(api), [api]);
  // Where Link to… finds places: the site's pages (read once for the panel) and its search.
  const linkTargets = useLinkTargets(site, lists, api);
  // What else the page shows that the panel edits, each named by what it shows there.
  const onPage = useMemo(() => partsOnPage(context), [context]);
  // Point to edit: the page is pointed at while this panel is open; what is pointed at opens here.
  const [pointClicks, setPointClicks] = usePointSwitch(tabId);
  const [region, setRegion] = useState<PointRegion | null>(null);
  const reportRegion = useCallback((next: PointRegion | null) => {
    if (next) setRegion((now) => (now?.kind === next.kind && now.originalHtml === next.originalHtml ? now : next));
  }, []);
  const pointTaken = usePointMode(thisPage, pointClicks, region);
  usePointed(tabId, ({ target, at }) => {
    const next = refForTarget(target, detected, context.resource);
    if (next?.kind !== 'template' && target.what !== 'layout') return next && open(next, null, { target, at });
    // A template, named by the site's tree (read once a panel); without it, by its role.
    const onScreen = { resource: context.resource, pageId: detected?.kind === 'page' ? detected.id : null, blocks: context.blocks };
    void lists({ op: 'templates/tree' }).then((answer) => templateForTarget(target, treeFrom(answer), onScreen), () => next).then(
      (template) => template && open(template, null, { target, at }),
    );
  });

  return (
    <>
      <section data-testid="panel-status" class="site-line">
        <p>
          {t('panel_site')} <strong>{context.site.label}</strong> · <span class="hint">{t('panel_tab_shows', resourceNoun(context.resource))}</span>
        </p>
        {tabId !== null && <PointSwitch on={pointClicks} taken={pointTaken} onTurn={setPointClicks} />}
        <QuotaLine site={site} calls={calls} />
      </section>
      <nav aria-label={t('panel_nav')}>
        {/* Three places, always the same; what else the page shows, on a lighter line below. */}
        <div class="row tabs">
          {detected && <button type="button" class="secondary" aria-pressed={view === 'edit' && onThisTab} onClick={() => open(detected)}>{t(KIND_WORDS[detected.kind].thisOne)}</button>}
          <button type="button" class="secondary" aria-pressed={marked('design')} onClick={() => setView('design')}>{t('design_show')}</button>
          <button type="button" class="secondary" aria-pressed={marked('browse')} onClick={() => setView('browse')}>{t('all_of_site')}</button>
        </div>
        {(onPage.length > 0 || context.minichat) && (
          <div class="row on-page">
            <span class="hint">{t('also_on_page')}</span>
            {onPage.map((part) => (
              <button key={refKey(part.ref)} type="button" class="link" data-ref={refKey(part.ref)} aria-pressed={view === 'edit' && ref !== null && refKey(ref) === refKey(part.ref)} onClick={() => open(part.ref)}>
                {part.name}
              </button>
            ))}
            {context.minichat && (
              <button type="button" class="link" aria-pressed={view === 'minichat'} onClick={() => setView('minichat')}>{t('minichat_show')}</button>
            )}
          </div>
        )}
      </nav>
      {slugProblem && <p class="error" role="alert">{slugProblem}</p>}
      {view === 'browse' && guestBook && <ModerationList moderation={guestBook} page={thisPage} level={2} />}
      {view === 'minichat' && <ModerationList moderation={minichat} page={thisPage} level={2} />}
      {view === 'design' && (
        <DesignView lists={lists} resource={context.resource} pageId={detected?.kind === 'page' ? detected.id : null} blocks={context.blocks}
          page={thisPage} onOpen={(next) => open(next, 'design')} />
      )}
      {view === 'browse' && <ResourceBrowser site={site} lists={lists} search={(query) => api({ op: 'site/search', query })} onOpen={(next) => open(next, 'browse')} />}
      {view === 'edit' && ref && pickedFrom && (
        <button type="button" class="link back" onClick={() => setView(pickedFrom)}>
          {t('back_to', t(pickedFrom === 'design' ? 'design_show' : 'all_of_site'))}
        </button>
      )}
      {view === 'edit' && ref && (
        <FirstOpeningContext.Provider value={opening}>
          <EditorHandoffContext.Provider value={handoff}>
            <ShowInTabContext.Provider value={showInTab}>
              <LinkTargetsContext.Provider value={linkTargets}>
                <PointSpotContext.Provider value={spot}>
                  <PointRegionContext.Provider value={reportRegion}>
                    <EditorFor key={`${site} ${refKey(ref)}`} site={site} ref_={ref} api={api} lists={lists} previewTo={previewsHere(ref) ? thisPage : null}
                      onSaved={onSaved} onOpen={open} />
                  </PointRegionContext.Provider>
                </PointSpotContext.Provider>
              </LinkTargetsContext.Provider>
            </ShowInTabContext.Provider>
          </EditorHandoffContext.Provider>
        </FirstOpeningContext.Provider>
      )}
    </>
  );
}
