// /subscriptions: paid plans and the users' subscriptions to them.
// guess: no public source shows these answers; plain lists of records as stored.
import { invalid, notFound } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { int, text } from '../core/params.ts';
import type { UserSubscription } from '../data/types.ts';
import { route, type Route } from './router.ts';

const STATUSES: readonly UserSubscription['status'][] = ['active', 'paused', 'cancelled'];

export const subscriptionsRoutes: Route[] = [
  route('GET', '/subscriptions', ({ state }) => state.data.plans),
  route('GET', '/subscriptions/user', ({ state, input }) => {
    const userId = int(input, 'user_id', { min: 1 });
    return state.data.subscriptions.filter((item) => userId === undefined || item.user_id === userId);
  }),
  route('PUT', '/subscriptions/user', ({ state, input }) => {
    const userId = int(input, 'user_id', { required: true, min: 1 }) as number;
    const planId = int(input, 'plan_id', { min: 1 });
    const status = text(input, 'status', { required: true }) as string;
    if (!STATUSES.includes(status as UserSubscription['status'])) throw invalid(NUM.SUBSCRIPTION_STATUS, `Parameter "status" must be one of ${STATUSES.join(', ')}`);
    const subscription = state.data.subscriptions.find((item) => item.user_id === userId && (planId === undefined || item.plan_id === planId));
    if (!subscription) throw notFound(`Subscription of user ${userId}`);
    subscription.status = status as UserSubscription['status'];
    return subscription;
  }),
];
