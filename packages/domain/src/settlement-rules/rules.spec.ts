import {
  bySpecificity,
  matchRule,
  plaintiffKey,
  readRuleBody,
  ruleCovers,
  ruleErrors,
  RULE_MESSAGES,
  shareOf,
  withDefaults,
  type SettlementRule,
} from './rules';

const rule = (id: number, over: Partial<SettlementRule> = {}): SettlementRule => ({
  id,
  name: `Rule ${id}`,
  active: true,
  states: ['*'],
  plaintiffs: [],
  min_lawsuit_amount_cents: null,
  max_lawsuit_amount_cents: null,
  auto_accept: { lump_sum_min_percentage: 40, plan_min_percentage: 60, max_payments: 12, max_first_payment_delay_days: 30 },
  auto_counter: null,
  disclosures: [],
  ...over,
});

const account = { plaintiffName: 'Midland Credit Management, Inc.', lawsuitState: 'TX', lawsuitAmountCents: 500_000 };

describe('matching: the most specific rule wins', () => {
  it('prefers naming plaintiffs over naming states over an amount range', () => {
    const everything = rule(1);
    const range = rule(2, { min_lawsuit_amount_cents: 100_000, max_lawsuit_amount_cents: 900_000 });
    const texas = rule(3, { states: ['TX'] });
    const midland = rule(4, { plaintiffs: ['Midland Credit Management Inc'] });
    expect(matchRule([everything], account)?.id).toBe(1);
    expect(matchRule([everything, range], account)?.id).toBe(2);
    expect(matchRule([range, texas, everything], account)?.id).toBe(3);
    expect(matchRule([texas, range, midland, everything], account)?.id).toBe(4);
    // Plaintiff and state beats plaintiff alone; plaintiff alone beats state and range together.
    const midlandTexas = rule(5, { plaintiffs: ['midland credit management, inc.'], states: ['TX'] });
    const texasRange = rule(6, { states: ['TX'], min_lawsuit_amount_cents: 0, max_lawsuit_amount_cents: 600_000 });
    expect(matchRule([midland, midlandTexas], account)?.id).toBe(5);
    expect(matchRule([texasRange, midland], account)?.id).toBe(4);
  });

  it('breaks ties by the narrower list or range, then the older rule', () => {
    const wide = rule(1, { min_lawsuit_amount_cents: 0, max_lawsuit_amount_cents: 1_000_000 });
    const narrow = rule(2, { min_lawsuit_amount_cents: 400_000, max_lawsuit_amount_cents: 600_000 });
    expect(matchRule([wide, narrow], account)?.id).toBe(2);
    const oneBound = rule(3, { min_lawsuit_amount_cents: 400_000 });
    expect(matchRule([oneBound, wide], account)?.id).toBe(1);
    const fewStates = rule(4, { states: ['TX'] });
    const manyStates = rule(5, { states: ['CA', 'NY', 'TX'] });
    expect(matchRule([manyStates, fewStates], account)?.id).toBe(4);
    expect(matchRule([rule(9), rule(7), rule(8)], account)?.id).toBe(7);
    expect(bySpecificity([rule(9), fewStates, narrow]).map((r) => r.id)).toEqual([4, 2, 9]);
  });

  it('skips paused rules and rules that do not cover the account', () => {
    expect(matchRule([rule(1, { active: false })], account)).toBeNull();
    expect(matchRule([rule(1, { states: ['CA'] })], account)).toBeNull();
    expect(matchRule([rule(1, { plaintiffs: ['Portfolio Recovery Associates'] })], account)).toBeNull();
    expect(matchRule([rule(1, { min_lawsuit_amount_cents: 500_001 })], account)).toBeNull();
    expect(matchRule([rule(1, { max_lawsuit_amount_cents: 499_999 })], account)).toBeNull();
    // The bounds are inclusive.
    expect(ruleCovers(rule(1, { min_lawsuit_amount_cents: 500_000, max_lawsuit_amount_cents: 500_000 }), account)).toBe(true);
    const paused = rule(2, { active: false, states: ['TX'] });
    expect(matchRule([paused, rule(3)], account)?.id).toBe(3);
  });

  it('covers no account without a lawsuit amount, and no unknown plaintiff or state when it names them', () => {
    expect(ruleCovers(rule(1), { ...account, lawsuitAmountCents: null })).toBe(false);
    expect(ruleCovers(rule(1), { ...account, lawsuitAmountCents: 0 })).toBe(false);
    expect(ruleCovers(rule(1, { plaintiffs: ['Midland'] }), { ...account, plaintiffName: null })).toBe(false);
    expect(ruleCovers(rule(1, { states: ['TX'] }), { ...account, lawsuitState: null })).toBe(false);
    expect(ruleCovers(rule(1, { states: ['TX'] }), { ...account, lawsuitState: 'tx' })).toBe(true);
    expect(ruleCovers(rule(1), { plaintiffName: null, lawsuitState: null, lawsuitAmountCents: 1 })).toBe(true);
  });

  it('compares plaintiff names without case, punctuation or extra spaces', () => {
    expect(plaintiffKey('  Midland   Credit Management, Inc. ')).toBe(plaintiffKey('midland credit management inc'));
    expect(plaintiffKey('Midland Funding')).not.toBe(plaintiffKey('Midland Credit Management'));
  });
});

describe('shares of the lawsuit amount', () => {
  it('rounds up to the cent and accepts two decimals', () => {
    expect(shareOf(60, 500_000)).toBe(300_000);
    expect(shareOf(33.33, 100)).toBe(34);
    expect(shareOf(12.5, 333)).toBe(42);
    expect(shareOf(0, 500_000)).toBe(0);
    expect(shareOf(100, 2_147_483_647)).toBe(2_147_483_647);
  });
});

describe('rule bodies', () => {
  const valid = {
    name: '  Midland  TX ',
    states: ['tx', 'ca', 'TX'],
    plaintiffs: ['Midland Credit Management, Inc.', 'midland credit management inc'],
    min_lawsuit_amount_cents: 100_000,
    max_lawsuit_amount_cents: 900_000,
    auto_accept: { lump_sum_min_percentage: 40, plan_min_percentage: 55.5, max_payments: 12, max_first_payment_delay_days: 30 },
    auto_counter: { percentage: 65, max_payments: 18 },
    disclosures: [' Offer good for 30 days. ', '', 'Offer good for 30 days.'],
  };

  it('reads a full create body, normalised', () => {
    const read = readRuleBody(valid, 'create');
    expect(read).toEqual({
      ok: true,
      fields: {
        ...valid,
        name: 'Midland TX',
        states: ['CA', 'TX'],
        plaintiffs: ['Midland Credit Management, Inc.'],
        disclosures: ['Offer good for 30 days.'],
      },
    });
  });

  it('fills defaults on create and refuses a rule that answers nothing', () => {
    const read = readRuleBody({ name: 'Everything', auto_counter: { percentage: 70, max_payments: 12 } }, 'create');
    if (!read.ok) throw new Error(read.errors.join());
    const whole = withDefaults(read.fields);
    expect(whole).toMatchObject({ active: true, states: ['*'], plaintiffs: [], min_lawsuit_amount_cents: null, auto_accept: null });
    expect(ruleErrors(whole)).toEqual([]);
    expect(ruleErrors(withDefaults({ name: 'Nothing' }))).toEqual([RULE_MESSAGES.noAnswer]);
    expect(ruleErrors({ ...whole, min_lawsuit_amount_cents: 2, max_lawsuit_amount_cents: 1 })).toEqual([RULE_MESSAGES.minAboveMax]);
  });

  it.each<[string, unknown, string]>([
    ['not an object', [1, 2], RULE_MESSAGES.notAnObject],
    ['null', null, RULE_MESSAGES.notAnObject],
    ['no name', { auto_counter: null }, RULE_MESSAGES.nameBlank],
    ['blank name', { name: '   ' }, RULE_MESSAGES.nameBlank],
    ['long name', { name: 'x'.repeat(101) }, RULE_MESSAGES.nameTooLong],
    ['a control character', { name: 'A\u0000B' }, RULE_MESSAGES.controlCharacters],
    ['a plaintiff with a control character', { name: 'A', plaintiffs: ['Mid\u0007land'] }, RULE_MESSAGES.controlCharacters],
    ['unknown field', { name: 'A', rate: 5 }, RULE_MESSAGES.unknownField('rate')],
    ['active as a string', { name: 'A', active: 'yes' }, RULE_MESSAGES.active],
    ['a state that is not a US code', { name: 'A', states: ['TX', 'ZZ'] }, RULE_MESSAGES.unknownState('ZZ')],
    ["'*' with codes", { name: 'A', states: ['*', 'TX'] }, RULE_MESSAGES.statesMixed],
    ['no states', { name: 'A', states: [] }, RULE_MESSAGES.statesEmpty],
    ['states as a string', { name: 'A', states: 'TX' }, RULE_MESSAGES.states],
    ['a blank plaintiff', { name: 'A', plaintiffs: ['  '] }, RULE_MESSAGES.plaintiffBlank],
    ['plaintiffs as numbers', { name: 'A', plaintiffs: [1] }, RULE_MESSAGES.plaintiffs],
    ['a negative amount', { name: 'A', min_lawsuit_amount_cents: -1 }, RULE_MESSAGES.amount('Min lawsuit amount cents')],
    ['a fractional amount', { name: 'A', max_lawsuit_amount_cents: 10.5 }, RULE_MESSAGES.amount('Max lawsuit amount cents')],
    ['a percentage over 100', { name: 'A', auto_counter: { percentage: 101, max_payments: 3 } }, RULE_MESSAGES.percentage('Counteroffer percentage')],
    ['a negative percentage', { name: 'A', auto_counter: { percentage: -5, max_payments: 3 } }, RULE_MESSAGES.percentage('Counteroffer percentage')],
    ['a percentage as a string', { name: 'A', auto_counter: { percentage: '50', max_payments: 3 } }, RULE_MESSAGES.percentage('Counteroffer percentage')],
    ['three decimals', { name: 'A', auto_counter: { percentage: 50.125, max_payments: 3 } }, RULE_MESSAGES.percentage('Counteroffer percentage')],
    ['zero payments', { name: 'A', auto_counter: { percentage: 50, max_payments: 0 } }, RULE_MESSAGES.maxPayments('Auto counter max payments')],
    ['too many payments', { name: 'A', auto_counter: { percentage: 50, max_payments: 361 } }, RULE_MESSAGES.maxPayments('Auto counter max payments')],
    ['an answer that is a list', { name: 'A', auto_accept: [] }, RULE_MESSAGES.answerObject('Auto accept')],
    [
      'a missing acceptance field',
      { name: 'A', auto_accept: { lump_sum_min_percentage: 40, plan_min_percentage: 60, max_payments: 12 } },
      RULE_MESSAGES.delayDays,
    ],
    [
      'an unknown acceptance field',
      { name: 'A', auto_accept: { lump_sum_min_percentage: 40, plan_min_percentage: 60, max_payments: 12, max_first_payment_delay_days: 3, x: 1 } },
      RULE_MESSAGES.unknownField('auto_accept.x'),
    ],
    ['disclosures as text', { name: 'A', disclosures: 'hello' }, RULE_MESSAGES.disclosures],
    ['too many disclosures', { name: 'A', disclosures: Array.from({ length: 10 }, (_, i) => `Line ${i}`) }, RULE_MESSAGES.tooManyDisclosures],
  ])('refuses %s with a sentence', (_what, body, message) => {
    const read = readRuleBody(body, 'create');
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.errors).toContain(message);
  });

  it('reads a change: only the fields sent, at least one', () => {
    expect(readRuleBody({ active: false }, 'patch')).toEqual({ ok: true, fields: { active: false } });
    expect(readRuleBody({ auto_counter: null }, 'patch')).toEqual({ ok: true, fields: { auto_counter: null } });
    expect(readRuleBody({}, 'patch')).toEqual({ ok: false, errors: [RULE_MESSAGES.nothingToChange] });
    expect(readRuleBody({ id: 3 }, 'patch')).toEqual({ ok: false, errors: [RULE_MESSAGES.unknownField('id')] });
  });
});
