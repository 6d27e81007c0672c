// A product on its page, as the site reads it: read-only (the spec can add a product, not change
// one; the control panel changes it), prices as the shop formats them, and New product like this
// one: every field prefilled, the owner changes what differs, then one POST.
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../../i18n';
import type { NumberedRef } from '../../../resources/resource-ref';
import type { EditorProps } from '../../../ui/editor/editor-props';
import { siteImageAddress } from '../../../ui/editor/site-image';
import { useFormAction } from '../../../ui/useFormAction';
import { likeThisOne, productOf, type ShownProduct } from '../model';
import { productFirstRead } from '../wire';
import { NewProduct } from './NewProduct';

/** Where the owner changes a product: the shop's section of the control panel (its address a guess). */
const controlPanelOf = (site: string) => `${site}/panel/?a=shop`;

export function ProductView({ site, ref_, api, lists }: EditorProps<NumberedRef<'product'>>) {
  const [product, setProduct] = useState<ShownProduct | null>(null);
  const [copying, setCopying] = useState(false);
  // A photo the site no longer serves takes no room.
  const [noPhoto, setNoPhoto] = useState(false);
  const action = useFormAction();
  useEffect(() => {
    if (ref_.id !== null) void action.run(async () => setProduct(productOf(await api(productFirstRead(ref_.id!)))));
  }, [ref_.id]);
  if (!product) return action.error ? <p class="error" role="alert">{action.error}</p> : <p aria-busy="true">{t('loading')}</p>;
  const photo = siteImageAddress(site, product.photo);
  const rows: [string, string][] = [
    [t('field_product_price'), product.price.shown],
    ...(product.oldPrice.raw ? [[t('field_product_price_old'), product.oldPrice.shown] as [string, string]] : []),
    [t('field_product_stock'), product.stock === null ? '—' : String(product.stock)],
    [t('field_product_art'), product.art || '—'],
    [t('field_product_category'), product.category.name || '—'],
    ...(product.hidden ? [[t('field_product_hidden'), t('yes')] as [string, string]] : []),
  ];
  return (
    <section class="product" aria-labelledby="product-title">
      <h2 id="product-title">{t('editor_product', product.name)}</h2>
      {photo && !noPhoto && <img class="photo-shown" src={photo} alt="" onError={() => setNoPhoto(true)} />}
      <dl class="product-facts">{rows.map(([term, value]) => <div key={term}><dt>{term}</dt><dd>{value}</dd></div>)}</dl>
      {product.brief && <p>{product.brief}</p>}
      {product.description && <p class="hint">{new DOMParser().parseFromString(product.description, 'text/html').body.textContent}</p>}
      <p class="hint">{t('product_change_in_panel')} <a href={controlPanelOf(site)} target="_blank" rel="noopener noreferrer">{t('product_open_panel')}</a></p>
      {!copying && <button type="button" class="secondary" onClick={() => setCopying(true)}>{t('product_like_this')}</button>}
      {copying && <NewProduct api={api} lists={lists} initial={likeThisOne(product)} categoryName={product.category.name} heading={t('product_like_this')} />}
    </section>
  );
}
