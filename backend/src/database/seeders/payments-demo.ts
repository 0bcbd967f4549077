import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import { UNSCOPED } from '../../core/database/firm-scope';
import { installmentsOf } from '@parley/domain/payments/billing';
import {
  DemoPaymentCustomer,
  DemoPaymentMethod,
  DemoSubscription,
} from '../../integrations/payments/demo/demo.entities';
import { CustomerDocument, PaymentPlan, StripePaymentIntent } from '../../modules/accounts/entities';
import { User } from '../../modules/identity/entities';
import { Autopay, PaymentInstallment } from '../../modules/payments/entities';

/**
 * Gives every seeded payment plan what autopay set up would have made: the demo provider's customer, a saved
 * 4242 card and its authorisation, the plan's autopay row, and one installment per scheduled payment (the paid
 * ones linked to their payment intents, the rest scheduled, so the worker bills them when they fall due).
 * Idempotent: plans that already have autopay are left alone. `where` narrows the plans (the browser journeys give
 * only their own firm's plans autopay).
 */
export async function seedDemoAutopays(em: EntityManager, where: FilterQuery<PaymentPlan> = {}): Promise<void> {
  const plans = await em.find(PaymentPlan, { $and: [{ status: { $in: ['active', 'completed'] } }, where] }, UNSCOPED);
  if (!plans.length) return;
  const done = new Set(
    (await em.find(Autopay, { paymentPlan: plans.map((p) => p.id) }, UNSCOPED)).map((a) => a.paymentPlan.id),
  );
  for (const plan of plans.filter((p) => !done.has(p.id))) {
    const doc = await em.findOneOrFail(CustomerDocument, plan.customerDocument.id, UNSCOPED);
    const user = await em.findOneOrFail(User, plan.user.id, UNSCOPED);
    const paid = await em.find(
      StripePaymentIntent,
      { paymentPlan: plan.id, status: 'succeeded' },
      { ...UNSCOPED, orderBy: { created: 'asc', id: 'asc' } },
    );
    const customerId = plan.stripeCustomerId ?? `cus_demo_seed${plan.id}`;
    const subscriptionId = plan.stripeSubscriptionId ?? `sub_demo_seed${plan.id}`;
    const pmId = `pm_demo_seed${plan.id}`;
    if (!(await em.findOne(DemoPaymentCustomer, customerId)))
      em.create(DemoPaymentCustomer, {
        id: customerId,
        email: user.email,
        name: [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
        metadata: { parley_user_id: String(user.id) },
      });
    if (!(await em.findOne(DemoPaymentMethod, pmId)))
      em.create(DemoPaymentMethod, {
        id: pmId,
        customerId,
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2034,
        behavior: 'succeeds',
      });
    if (!(await em.findOne(DemoSubscription, subscriptionId)))
      em.create(DemoSubscription, {
        id: subscriptionId,
        customerId,
        paymentMethodId: pmId,
        status: 'active',
        idempotencyKey: `seed-plan-${plan.id}`,
        metadata: { payment_plan_id: String(plan.id) },
      });
    plan.stripeCustomerId = customerId;
    plan.stripeSubscriptionId = subscriptionId;
    em.create(Autopay, {
      paymentPlan: plan,
      customerDocument: doc,
      lawFirm: doc.lawFirm!,
      user,
      provider: 'demo',
      customerId,
      paymentMethodId: pmId,
      subscriptionId,
      cardBrand: 'visa',
      cardLast4: '4242',
      cardExpMonth: 12,
      cardExpYear: 2034,
    });
    for (const i of installmentsOf(plan.schedule)) {
      const intent = paid[i.index];
      em.create(PaymentInstallment, {
        paymentPlan: plan,
        customerDocument: doc,
        lawFirm: doc.lawFirm!,
        index: i.index,
        dueDate: i.due_date,
        amountCents: i.amount_cents,
        status: intent ? 'succeeded' : 'scheduled',
        attempts: intent ? 1 : 0,
        paymentIntentId: intent?.id ?? null,
      });
    }
  }
  await em.flush();
}
