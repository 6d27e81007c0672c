// The panel's places that work on the whole site, each read when first shown (most sites have no
// shop; Find and replace is used seldom): the shop's orders, Find and replace.
import type { RunOperation } from '../../messages/operations';
import type { ResourceRef } from '../../resources/resource-ref';
import { lazyView } from '../lazy-view';
import type { ListLoader } from '../panel-operations';

const ShopOrders = lazyView<{ api: RunOperation; lists: ListLoader }>(() => import('./orders/ShopOrders').then((module) => module.ShopOrders));
const FindReplace = lazyView<{ api: RunOperation; site: string; onOpen: (ref: ResourceRef) => void }>(() => import('./find-replace/FindReplace').then((module) => module.FindReplace));

export type SiteToolView = 'orders' | 'replace';

interface Props {
  view: SiteToolView;
  api: RunOperation;
  lists: ListLoader;
  site: string;
  onOpen: (ref: ResourceRef) => void;
}

export function SiteTool({ view, api, lists, site, onOpen }: Props) {
  return view === 'orders' ? <ShopOrders api={api} lists={lists} /> : <FindReplace api={api} site={site} onOpen={onOpen} />;
}
