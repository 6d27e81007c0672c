// The panel's places, always the same (the one the tab shows, Design, All of the site), and on a
// lighter line below what else the page shows that the panel edits.
import { t, type MessageKey } from '../../i18n';
import { KIND_WORDS } from '../../kinds/words';
import { refKey, type OnScreenRef, type ResourceRef } from '../../resources/resource-ref';
import type { PartOnPage } from './parts-on-page';

export type PanelView = 'edit' | 'browse' | 'minichat' | 'design' | 'guestbook' | 'place' | 'orders' | 'replace';

interface Props {
  detected: OnScreenRef | null;
  /** The tab shows the guest book: its place comes first, as "This page" does for a page. */
  guestBook: boolean;
  /** A kind's place of its own the tab's page is (Add photos on an album's page): its button's words, first. */
  place: MessageKey | null;
  onPage: PartOnPage[];
  minichat: boolean;
  view: PanelView;
  /** What the editor has open. */
  editing: ResourceRef | null;
  /** Whether a place's button shows as pressed (it, or what was opened from it, is shown). */
  marked: (place: 'browse' | 'design') => boolean;
  open: (ref: ResourceRef) => void;
  show: (view: PanelView) => void;
}

export function PanelNav({ detected, guestBook, place, onPage, minichat, view, editing, marked, open, show }: Props) {
  const isOpen = (ref: ResourceRef) => view === 'edit' && editing !== null && refKey(editing) === refKey(ref);
  return (
    <nav aria-label={t('panel_nav')}>
      <div class="row tabs">
        {place && <button type="button" class="secondary" aria-pressed={view === 'place'} onClick={() => show('place')}>{t(place)}</button>}
        {guestBook && <button type="button" class="secondary" aria-pressed={view === 'guestbook'} onClick={() => show('guestbook')}>{t('guestbook_place')}</button>}
        {detected && <button type="button" class="secondary" aria-pressed={isOpen(detected)} onClick={() => open(detected)}>{t(KIND_WORDS[detected.kind].thisOne)}</button>}
        <button type="button" class="secondary" aria-pressed={marked('design')} onClick={() => show('design')}>{t('design_show')}</button>
        <button type="button" class="secondary" aria-pressed={marked('browse')} onClick={() => show('browse')}>{t('all_of_site')}</button>
      </div>
      {(onPage.length > 0 || minichat) && (
        // Named for assistive technology; on screen each part says what it is ("Menu: …", "Poll: …").
        <div class="row on-page" role="group" aria-label={t('also_on_page')} title={t('also_on_page')}>
          {onPage.map((part) => (
            <button key={refKey(part.ref)} type="button" class="link" data-ref={refKey(part.ref)} aria-pressed={isOpen(part.ref)} onClick={() => open(part.ref)}>
              {part.name}
            </button>
          ))}
          {minichat && <button type="button" class="link" aria-pressed={view === 'minichat'} onClick={() => show('minichat')}>{t('minichat_show')}</button>}
        </div>
      )}
    </nav>
  );
}
