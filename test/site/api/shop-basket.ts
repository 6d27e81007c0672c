// /shop/basket/: the cart. POST ?mode=add, PUT ?mode=put, DELETE one item or all. Every answer is
// the wrapped basket of platform-notes §6 (basketAnswer).
import { invalid, missing, notFound } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { int, text } from '../core/params.ts';
import { basketAnswer, basketOf, basketOwner, findProduct, modeOf } from './shop-common.ts';
import { route, type Route } from './router.ts';

export const shopBasketRoutes: Route[] = [
  route('GET', '/shop/basket', ({ state, input }) => basketAnswer(state, basketOwner(state, int(input, 'user_id', { min: 1 })))),
  route('POST', '/shop/basket', (req) => {
    modeOf(req, ['add']);
    const { state, input } = req;
    const userId = basketOwner(state, int(input, 'user_id', { min: 1 }));
    const product = findProduct(state, int(input, 'id', { required: true, min: 1 }) as number);
    const cnt = int(input, 'cnt') ?? 1;
    if (cnt < 1) throw invalid(NUM.BAD_QUANTITY, 'Parameter "cnt" must be 1 or more');
    const opt = text(input, 'opt') ?? '';
    const basket = basketOf(state, userId);
    const line = basket.find((item) => item.id === product.id && item.opt === opt);
    if (line) line.cnt += cnt;
    else basket.push({ id: product.id, cnt, opt });
    return basketAnswer(state, userId, 'Товар добавлен в корзину');
  }),
  route('PUT', '/shop/basket', (req) => {
    modeOf(req, ['put']);
    const { state, input } = req;
    const userId = basketOwner(state, int(input, 'user_id', { min: 1 }));
    const product = findProduct(state, int(input, 'id', { required: true, min: 1 }) as number);
    const cnt = int(input, 'cnt');
    if (cnt === undefined) throw missing('cnt');
    if (cnt < 0) throw invalid(NUM.BAD_QUANTITY, 'Parameter "cnt" must be 0 or more (0 removes the item)');
    const opt = text(input, 'opt') ?? '';
    const rest = basketOf(state, userId).filter((item) => !(item.id === product.id && item.opt === opt));
    state.data.shop.baskets[String(userId)] = cnt === 0 ? rest : [...rest, { id: product.id, cnt, opt }];
    return basketAnswer(state, userId, cnt === 0 ? 'Товар удалён из корзины' : 'Корзина обновлена');
  }),
  route('DELETE', '/shop/basket', ({ state, input }) => {
    const userId = basketOwner(state, int(input, 'user_id', { min: 1 }));
    const id = int(input, 'id', { min: 1 });
    const basket = basketOf(state, userId);
    if (id !== undefined && !basket.some((item) => item.id === id)) throw notFound(`Product ${id} in the cart`);
    state.data.shop.baskets[String(userId)] = id === undefined ? [] : basket.filter((item) => item.id !== id);
    return basketAnswer(state, userId, id === undefined ? 'Корзина очищена' : 'Товар удалён из корзины');
  }),
];
