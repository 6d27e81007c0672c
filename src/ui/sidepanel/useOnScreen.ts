// What the tab shows that the panel edits: a page or an entry by its address, a page at its own
// address (/about), whose id the site's pages list gives (once per address), or a user's profile
// by login, whose id the users list gives. What its editor needs is read as soon as that is known.
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { readAheadEditor } from '../../kinds/editors';
import type { TabContext } from '../../messages/protocol';
import type { RunOperation } from '../../messages/operations';
import type { ListLoader } from '../panel-operations';
import { refFromResource, type OnScreenRef } from '../../resources/resource-ref';

export interface OnScreen {
  detected: OnScreenRef | null;
  /** Why a page at its own address (a user by login) could not be found ('' while none). */
  slugProblem: string;
}

/** `found`: a page at its own address (a user by login) was found (the panel opens it). */
export function useOnScreen(site: string, context: TabContext, api: RunOperation, lists: ListLoader, found: (page: OnScreenRef) => void): OnScreen {
  const [detected, setDetected] = useState<OnScreenRef | null>(() => refFromResource(context.resource, context.parts));
  const [slugProblem, setSlugProblem] = useState('');
  // The tab shows a page or an entry: what its editor needs is read while the record is.
  useEffect(() => {
    const kind = detected?.kind ?? (context.resource.kind === 'page-slug' ? 'page' : context.resource.kind === 'user-login' ? 'user' : null);
    if (kind) readAheadEditor(kind);
  }, []);
  // A page at its own URL (/about): find its id by slug, once per slug (not once per new context object).
  const slug = context.resource.kind === 'page-slug' ? context.resource.slug : null;
  useEffect(() => {
    if (slug === null) return;
    // Read only where the tab shows a page at its own address.
    // Through the panel's lists: the page's editor lists the pages too, and reads them no second time.
    import('../../resources/slugs').then(({ resolveSlug }) => resolveSlug(lists, site, slug)).then(
      (id) => {
        if (!id) return setSlugProblem(t('slug_not_a_page'));
        setDetected({ kind: 'page', id });
        found({ kind: 'page', id });
      },
      (error: Error) => setSlugProblem(error.message),
    );
  }, [slug, site, lists]);
  const login = context.resource.kind === 'user-login' ? context.resource.login : null;
  useEffect(() => {
    if (login === null) return;
    import('../../kinds/user/by-login').then(({ userByLogin }) => userByLogin(api, login)).then(
      (id) => {
        if (!id) return setSlugProblem(t('login_not_a_user', login));
        setDetected({ kind: 'user', id });
        found({ kind: 'user', id });
      },
      (error: Error) => setSlugProblem(error.message),
    );
  }, [login, api]);
  return { detected, slugProblem };
}
