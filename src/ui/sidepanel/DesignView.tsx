// The design of the page on screen: the templates that drew it (read from the site's template
// tree, one GET), the global blocks it shows (pointing at one outlines it in the tab) and the
// site's CSS; then every global block, with New global block and Delete. The page's mail forms
// and polls are under "Also on this page".
import { useEffect, useState } from 'preact/hooks';
import type { Resource } from '../../detect/resource';
import { t } from '../../i18n';
import type { PreviewDocument } from '../../messages/protocol';
import { sendFromExtensionPage } from '../../messages/send';
import { templatesOnScreen, treeFrom, type ScreenTemplate } from '../../kinds/template/on-screen';
import type { ListLoader } from '../panel-operations';
import type { ResourceRef } from '../../resources/resource-ref';
import { TEMPLATE_ROLE } from '../../kinds/template/words';
import type { RunOperation } from '../../messages/operations';
import { lazyView } from '../lazy-view';

// Read when first shown: Design is opened less often than the rest.
const GlobalBlocks = lazyView<{ api: RunOperation; lists: ListLoader; onOpen: (ref: ResourceRef) => void }>(
  () => import('../../kinds/template/editor/GlobalBlocks').then((module) => module.GlobalBlocks),
);

interface Props {
  api: RunOperation;
  lists: ListLoader;
  resource: Resource;
  /** The page on screen, once known (a page at its own address is looked up first). */
  pageId: number | null;
  blocks: string[];
  page: PreviewDocument | null;
  onOpen: (ref: ResourceRef) => void;
}

export function DesignView({ api, lists, resource, pageId, blocks, page, onOpen }: Props) {
  const [templates, setTemplates] = useState<ScreenTemplate[] | string | null>(null);
  useEffect(() => {
    let gone = false;
    lists({ op: 'templates/tree' }).then(
      (answer) => !gone && setTemplates(templatesOnScreen(treeFrom(answer), resource, pageId, blocks)),
      (error: Error) => !gone && setTemplates(error.message),
    );
    return () => void (gone = true);
  }, [lists, resource, pageId, blocks.join()]);

  const outline = (block: string | null) => {
    if (page) void sendFromExtensionPage({ type: 'preview/outline', ...page, block }).catch(() => {});
  };
  // Whatever was outlined goes when the list does.
  useEffect(() => () => outline(null), [page?.url]);

  return (
    <section class="design" aria-labelledby="design-title">
      <h2 id="design-title">{t('design_title')}</h2>
      {templates === null && <p aria-busy="true">{t('loading')}</p>}
      {typeof templates === 'string' && <p role="alert" class="error">{templates}</p>}
      {Array.isArray(templates) && (
        <ul class="design-list">
          {templates.map((template) => {
            const role = t(TEMPLATE_ROLE[template.role]);
            const title = template.title || role;
            return (
              <li key={template.path}>
                <button type="button" class="link" data-path={template.path} onClick={() => onOpen({ kind: 'template', id: template.path, title })}
                  onMouseEnter={() => template.block && outline(template.block)} onMouseLeave={() => template.block && outline(null)}
                  onFocus={() => template.block && outline(template.block)} onBlur={() => template.block && outline(null)}>
                  {title}
                </button>{' '}
                <span class="hint">{role}</span>
              </li>
            );
          })}
        </ul>
      )}
      <GlobalBlocks api={api} lists={lists} onOpen={onOpen} />
    </section>
  );
}
