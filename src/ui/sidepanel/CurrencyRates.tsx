// The shop's currency rates, in All of the site: each currency's rate as a field; Save rates
// sends one request for each rate changed, none for the rest. A rate that is not a number above
// 0 is said at its field and nothing is sent.
import { useEffect, useState } from 'preact/hooks';
import { formatNumber, t } from '../../i18n';
import type { RunOperation } from '../../messages/operations';
import { currenciesOf, rateOf, rateProblem, type Currency } from '../../resources/currencies';
import { TextField } from '../editor/fields';
import { useFormAction } from '../useFormAction';

export function CurrencyRates({ api }: { api: RunOperation }) {
  const [currencies, setCurrencies] = useState<Currency[] | null>(null);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const [saved, setSaved] = useState(0);
  const action = useFormAction();
  useEffect(() => {
    void action.run(async () => setCurrencies(currenciesOf(await api({ op: 'currencies/list' }))));
  }, []);
  const changed = (currencies ?? []).filter((currency) => typed[currency.code] !== undefined && rateOf(typed[currency.code]!) !== currency.rate);
  const save = () => action.run(async () => {
    setChecked(true);
    setSaved(0);
    if (changed.some((currency) => rateProblem(typed[currency.code]!))) return;
    for (const currency of changed) {
      const rate = rateOf(typed[currency.code]!)!;
      await api({ op: 'currency/rate', code: currency.code, rate });
      setCurrencies((all) => all?.map((each) => (each.code === currency.code ? { ...each, rate } : each)) ?? null);
    }
    setSaved(changed.length);
    setChecked(false);
  });
  if (!currencies) return action.error ? <p class="error" role="alert">{action.error}</p> : <p aria-busy="true">{t('loading')}</p>;
  return (
    <form class="currency-rates" onSubmit={(event) => (event.preventDefault(), void save())}>
      {currencies.length === 0 && <p class="hint">{t('currencies_none')}</p>}
      {currencies.map((currency) => {
        const text = typed[currency.code] ?? String(currency.rate);
        // A rate the owner typed is checked as soon as they tried to save it.
        const problem = checked && typed[currency.code] !== undefined ? rateProblem(text) : '';
        return (
          <TextField key={currency.code} id={`f-rate-${currency.code}`} label={t('currency_rate_label', currency.code, currency.symbol)} value={text}
            error={problem || undefined} hint={t('currency_rate_hint', formatNumber(currency.rate))} onInput={(value) => setTyped((all) => ({ ...all, [currency.code]: value }))} />
        );
      })}
      <div class="row">
        <button type="submit" disabled={action.busy || changed.length === 0}>{t('currency_rates_save')}</button>
        <span role="status" class="hint">{saved > 0 ? t('currency_rates_saved') : ''}</span>
      </div>
      {action.error && <p class="error" role="alert">{action.error}</p>}
    </form>
  );
}
