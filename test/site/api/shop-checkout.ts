// /shop/checkout/ (the pending order built from the cart) and currencies.
// guess: no public source shows these answers; the currencies' {code, rate, symbol} are the spec's.
import { randomBytes } from 'node:crypto';
import { invalid, missing } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { int, num, text, type Input } from '../core/params.ts';
import { nextId, type SiteState } from '../data/store.ts';
import type { CheckoutDraft, Order } from '../data/types.ts';
import { basketOf, basketOut, findProduct, modeOf, nextRecId, orderOut, round } from './shop-common.ts';
import { route, type Route } from './router.ts';

function draftOf(state: SiteState, userId: number): CheckoutDraft {
  return (state.data.shop.checkout[String(userId)] ??= { payment_id: 0, delivery_id: 0, promo_code: '', fields: {} });
}

/** Applies the checkout fields sent (payment, delivery, promo code, field_N) to the draft. */
function applyDraft(state: SiteState, draft: CheckoutDraft, input: Input): void {
  const paymentId = int(input, 'payment_id', { min: 1 });
  if (paymentId !== undefined && !state.data.shop.payments.some((item) => item.id === paymentId)) throw invalid(NUM.UNKNOWN_PAYMENT_OR_DELIVERY, `Payment method ${paymentId} does not exist`);
  const deliveryId = int(input, 'delivery_id', { min: 1 });
  if (deliveryId !== undefined && !state.data.shop.deliveries.some((item) => item.id === deliveryId)) throw invalid(NUM.UNKNOWN_PAYMENT_OR_DELIVERY, `Delivery method ${deliveryId} does not exist`);
  const promo = text(input, 'promo_code', { max: 50 });
  if (promo && !state.data.shop.promo_codes.some((item) => item.code === promo)) throw invalid(NUM.UNKNOWN_PROMO_CODE, `Promo code "${promo}" does not exist`);
  draft.payment_id = paymentId ?? draft.payment_id;
  draft.delivery_id = deliveryId ?? draft.delivery_id;
  draft.promo_code = promo ?? draft.promo_code;
  for (const [key, value] of Object.entries(input)) {
    const match = /^field_(\d+)$/.exec(key);
    if (match?.[1]) draft.fields[match[1]] = String(value);
  }
}

function summary(state: SiteState, userId: number, draft: CheckoutDraft, input: Input) {
  const basket = basketOut(state, userId);
  const promo = state.data.shop.promo_codes.find((item) => item.code === draft.promo_code);
  const discount = promo ? round((basket.total * promo.percent) / 100) : 0;
  const customTax = num(input, 'custom_delivery_tax');
  const delivery = customTax ?? state.data.shop.deliveries.find((item) => item.id === draft.delivery_id)?.price ?? 0;
  return {
    ...basket,
    ...draft,
    discount,
    delivery_price: delivery,
    total: round(basket.total - discount + delivery),
    payments: state.data.shop.payments,
    deliveries: state.data.shop.deliveries,
  };
}

const owner = (state: SiteState) => state.data.site.owner_user_id;

export const shopCheckoutRoutes: Route[] = [
  route('GET', '/shop/checkout', ({ state, input }) => {
    const draft = { ...draftOf(state, owner(state)) };
    applyDraft(state, draft, { promo_code: input.promo_code });
    return summary(state, owner(state), draft, input);
  }),
  route('PUT', '/shop/checkout', (req) => {
    const mode = modeOf(req, ['recalc', 'edit']);
    const { state, body } = req;
    const draft = draftOf(state, owner(state));
    if (mode === 'recalc') {
      const preview = { ...draft, fields: { ...draft.fields } };
      applyDraft(state, preview, body);
      return summary(state, owner(state), preview, body);
    }
    applyDraft(state, draft, body);
    return summary(state, owner(state), draft, body);
  }),
  route('POST', '/shop/checkout', ({ state, body }) => {
    const userId = owner(state);
    const basket = basketOf(state, userId);
    if (basket.length === 0) throw invalid(NUM.BASKET_EMPTY, 'The cart is empty: nothing to check out');
    const draft = { ...draftOf(state, userId) };
    applyDraft(state, draft, body);
    if (!draft.payment_id) throw missing('payment_id');
    if (!draft.delivery_id) throw missing('delivery_id');
    const firstRecId = nextRecId(state);
    const order: Order = {
      id: nextId(state.data.shop.orders),
      hash: randomBytes(5).toString('hex'),
      user_id: userId,
      status: 0,
      hide: 0,
      group_courier: 0,
      lines: basket.map((item, index) => {
        const product = findProduct(state, item.id);
        return { rec_id: firstRecId + index, product_id: product.id, name: product.name, price: product.price, cnt: item.cnt, opt: item.opt };
      }),
      fields: draft.fields,
      note: '',
      payment_id: draft.payment_id,
      delivery_id: draft.delivery_id,
      promo_code: draft.promo_code,
      add_date: state.now(),
    };
    state.data.shop.orders.push(order);
    state.data.shop.baskets[String(userId)] = [];
    delete state.data.shop.checkout[String(userId)];
    return orderOut(state, order);
  }),
  route('GET', '/shop/getshopdata', (req) => {
    modeOf(req, ['currencies_list'], 'page');
    return { currencies: req.state.data.shop.currencies.map(({ code, rate, symbol }) => ({ code, rate, symbol })) };
  }),
  route('POST', '/shop/setcurrrate', ({ state, input }) => {
    const code = (text(input, 'curr_code', { required: true, max: 10 }) as string).toUpperCase();
    const rate = num(input, 'curr_rate', { required: true }) as number;
    if (rate <= 0) throw invalid(NUM.BAD_AMOUNT, 'Parameter "curr_rate" must be above 0');
    const currency = state.data.shop.currencies.find((item) => item.code === code);
    if (!currency) throw invalid(NUM.UNKNOWN_CURRENCY, `Currency ${code} does not exist`);
    currency.rate = rate;
    return { code: currency.code, rate: currency.rate, symbol: currency.symbol };
  }),
];
