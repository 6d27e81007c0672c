// One shop order in the variants mode (variants.ts). guess: no public source shows the answer of
// `GET /shop/order/?order=<hash>`; the reference site answers the order as it keeps it, its lines
// under `lines`. In this mode the answer may come wrapped (`{order: {...}}`, as the basket comes
// `{basket: {...}}`, platform-notes §6), its lines under `goods` or keyed by their line ids, and its
// buyer's fields as JSON text (as the list sends them). Values and lines are never dropped.
import { isObject, pick, type Random } from './seeded-mode.ts';

export function varyOrderAnswer(payload: unknown, random: Random): unknown {
  if (!isObject(payload) || !Array.isArray(payload.lines)) return payload;
  const lines = payload.lines as Record<string, unknown>[];
  const { lines: _kept, ...rest } = payload;
  const shaped = pick(random, ['lines', 'goods', 'keyed'] as const);
  const order = {
    ...rest,
    ...(shaped === 'keyed' ? { lines: Object.fromEntries(lines.map((line) => [String(line.rec_id), line])) } : { [shaped]: lines }),
    fields: random() < 0.5 ? JSON.stringify(payload.fields ?? {}) : payload.fields,
  };
  return random() < 0.5 ? { order } : order;
}
