// A user's paid subscriptions (`GET /subscriptions/user`), each by its plan's name
// (`GET /subscriptions`) with its status, changed at once (`PUT /subscriptions/user`).
import { useEffect, useState } from 'preact/hooks';
import { t, type MessageKey } from '../../../i18n';
import type { RunOperation } from '../../../messages/operations';
import { listRecordsOf, recordId, recordText } from '../../../resources/list-answer';
import { read } from '../../../resources/records';
import { SelectField } from '../../../ui/editor/fields';
import { useFormAction } from '../../../ui/useFormAction';
import { SUBSCRIPTION_STATUSES } from '../wire';

type Status = (typeof SUBSCRIPTION_STATUSES)[number];
const STATUS_WORDS: Record<Status, MessageKey> = { active: 'subscription_active', paused: 'subscription_paused', cancelled: 'subscription_cancelled' };

interface Held {
  plan: number;
  planName: string;
  status: string;
}

export function Subscriptions({ api, user }: { api: RunOperation; user: number }) {
  const [held, setHeld] = useState<Held[] | null>(null);
  const [said, setSaid] = useState('');
  const action = useFormAction();
  useEffect(() => {
    void action.run(async () => {
      const [mine, plans] = await Promise.all([api({ op: 'user/subscriptions', id: user }), api({ op: 'subscriptions/plans' })]);
      const planName = (id: number) => recordText((listRecordsOf(plans) ?? []).find((plan) => recordId(plan) === id) ?? {}, ['name', 'title']);
      setHeld((listRecordsOf(mine) ?? []).map((record) => {
        const plan = read.int(record, 'plan_id');
        return { plan, planName: planName(plan) || t('plan_number', String(plan)), status: read.text(record, 'status') };
      }));
    });
  }, [user]);
  const change = (plan: number, status: Status) => action.run(async () => {
    await api({ op: 'user/subscription', id: user, plan, status });
    setHeld((all) => all?.map((each) => (each.plan === plan ? { ...each, status } : each)) ?? null);
    setSaid(t('subscription_changed', t(STATUS_WORDS[status])));
  });
  if (held === null) return action.error ? <p class="error" role="alert">{action.error}</p> : null;
  return (
    <section class="subscriptions" aria-labelledby="subscriptions-title">
      <h3 id="subscriptions-title">{t('subscriptions_title')}</h3>
      {held.length === 0 && <p class="hint">{t('subscriptions_none')}</p>}
      {held.map((each) => (
        <SelectField key={each.plan} id={`f-subscription-${each.plan}`} label={each.planName} value={each.status}
          options={[...(SUBSCRIPTION_STATUSES as readonly string[]).includes(each.status) ? [] : [{ value: each.status, label: each.status }],
            ...SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: t(STATUS_WORDS[status]) }))]}
          onChange={(status) => (SUBSCRIPTION_STATUSES as readonly string[]).includes(status) && void change(each.plan, status as Status)} />
      ))}
      <p role="status" class="hint">{said}</p>
      {action.error && <p class="error" role="alert">{action.error}</p>}
    </section>
  );
}
