import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES } from '@parley/domain/settlement-rules/rules';
import {
  centsToDollars,
  describeAccept,
  describeCounter,
  describeScope,
  dollarsToCentsOrNull,
  NEW_RULE,
  ruleFormErrors,
} from './rule-form';

describe('rule form helpers', () => {
  it('reads a rule in a sentence', () => {
    expect(
      describeScope({ states: ['*'], plaintiffs: [], min_lawsuit_amount_cents: null, max_lawsuit_amount_cents: null }),
    ).toBe('Every plaintiff; every state; any lawsuit amount');
    expect(
      describeScope({
        states: ['CA', 'TX'],
        plaintiffs: ['Midland'],
        min_lawsuit_amount_cents: 100000,
        max_lawsuit_amount_cents: 500000,
      }),
    ).toBe('Midland; CA, TX; lawsuits of $1,000.00 to $5,000.00');
    expect(
      describeScope({
        states: ['*'],
        plaintiffs: [],
        min_lawsuit_amount_cents: 100000,
        max_lawsuit_amount_cents: null,
      }),
    ).toContain('from $1,000.00');
    expect(
      describeScope({
        states: ['*'],
        plaintiffs: [],
        min_lawsuit_amount_cents: 100000,
        max_lawsuit_amount_cents: 100000,
      }),
    ).toContain('lawsuits of exactly $1,000.00');
    expect(
      describeAccept({
        lump_sum_min_percentage: 40,
        plan_min_percentage: 60,
        max_payments: 12,
        max_first_payment_delay_days: 30,
      }),
    ).toBe('Accepts a lump sum from 40%, a plan from 60% in up to 12 payments, first payment within 30 days');
    expect(describeAccept(null)).toBe('Never accepts');
    expect(describeCounter({ percentage: 70, max_payments: 12 })).toBe('Counteroffers 70% in up to 12 payments');
  });

  it('keeps cents behind dollar inputs', () => {
    expect(centsToDollars(123456)).toBe(1234.56);
    expect(centsToDollars(null)).toBe('');
    expect(dollarsToCentsOrNull('1234.56')).toBe(123456);
    expect(dollarsToCentsOrNull('')).toBeNull();
    expect(dollarsToCentsOrNull(0.1 + 0.2)).toBe(30);
  });

  it("places the server's sentences on the fields", () => {
    expect(ruleFormErrors({ ...NEW_RULE, name: 'Texas' })).toEqual({});
    expect(ruleFormErrors({ ...NEW_RULE, name: '' })).toEqual({ name: RULE_MESSAGES.nameBlank });
    expect(ruleFormErrors({ ...NEW_RULE, name: 'A', auto_counter: { percentage: 130, max_payments: 12 } })).toEqual({
      auto_counter: { percentage: RULE_MESSAGES.percentage('Counteroffer percentage') },
    });
    expect(
      ruleFormErrors({ ...NEW_RULE, name: 'A', min_lawsuit_amount_cents: 5, max_lawsuit_amount_cents: 4 }),
    ).toEqual({
      max_lawsuit_amount_cents: RULE_MESSAGES.minAboveMax,
    });
    expect(ruleFormErrors({ ...NEW_RULE, name: 'A', auto_accept: null, auto_counter: null })).toEqual({
      auto_counter: RULE_MESSAGES.noAnswer,
    });
    expect(ruleFormErrors({ ...NEW_RULE, name: 'A', states: ['TX', 'ZZ'] })).toEqual({
      states: RULE_MESSAGES.unknownState('ZZ'),
    });
  });
});
