import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import type { SessionUser } from '../../core/auth/session-user';
import type { SettlementRuleAnswer } from '@parley/domain/contracts/settlement-rules';
import {
  bySpecificity,
  plaintiffKey,
  ruleErrors,
  RULE_MESSAGES,
  withDefaults,
  type RuleFields,
} from '@parley/domain/settlement-rules/rules';
import { AuditService } from '../identity';
import { LawFirm } from '../identity/entities';
import { SettlementRule } from './entities';

export const RULE_NOT_FOUND = 'Settlement rule not found.';

export function toRuleFields(r: SettlementRule): RuleFields {
  return {
    name: r.name,
    active: r.active,
    states: r.states,
    plaintiffs: r.plaintiffs,
    min_lawsuit_amount_cents: r.minLawsuitAmountCents ?? null,
    max_lawsuit_amount_cents: r.maxLawsuitAmountCents ?? null,
    auto_accept: r.autoAccept ?? null,
    auto_counter: r.autoCounter ?? null,
    disclosures: r.disclosures,
  };
}

export function toRuleAnswer(r: SettlementRule): SettlementRuleAnswer {
  return {
    id: r.id,
    ...toRuleFields(r),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

function invalid(errors: string[]): never {
  throw new UnprocessableEntityException({ error: errors[0], errors });
}

function assign(rule: SettlementRule, f: RuleFields): void {
  rule.name = f.name;
  rule.active = f.active;
  rule.states = f.states;
  rule.plaintiffs = f.plaintiffs;
  rule.minLawsuitAmountCents = f.min_lawsuit_amount_cents;
  rule.maxLawsuitAmountCents = f.max_lawsuit_amount_cents;
  rule.autoAccept = f.auto_accept;
  rule.autoCounter = f.auto_counter;
  rule.disclosures = f.disclosures;
}

/**
 * A firm admin's settlement rules. Every read runs under the request's firm scope (the `firm` filter), so another
 * firm's rule is not found; each change is audited in the same transaction.
 */
@Injectable()
export class SettlementRulesService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** The firm's rules, most specific first (the order in which they decide). */
  async list(): Promise<SettlementRuleAnswer[]> {
    const rules = await this.em.find(SettlementRule, {});
    return bySpecificity(rules.map(toRuleAnswer));
  }

  private async found(em: EntityManager, id: number): Promise<SettlementRule> {
    const rule = await em.findOne(SettlementRule, { id });
    if (!rule) throw new NotFoundException({ error: RULE_NOT_FOUND });
    return rule;
  }

  /** Names identify rules in every account's history: two rules of a firm never share one. */
  private async checkName(em: EntityManager, name: string, except?: number): Promise<void> {
    const others = await em.find(SettlementRule, except ? { id: { $ne: except } } : {}, { fields: ['name'] });
    if (others.some((o) => plaintiffKey(o.name) === plaintiffKey(name))) invalid([RULE_MESSAGES.nameTaken(name)]);
  }

  async create(me: SessionUser, fields: Partial<RuleFields>, ip: string): Promise<SettlementRuleAnswer> {
    const whole = withDefaults(fields);
    const errors = ruleErrors(whole);
    if (errors.length) invalid(errors);
    return this.em.transactional(async (em) => {
      await this.checkName(em, whole.name);
      const rule = em.create(SettlementRule, {
        lawFirm: em.getReference(LawFirm, me.lawFirmId as number),
        name: whole.name,
        states: whole.states,
        plaintiffs: whole.plaintiffs,
        disclosures: whole.disclosures,
      });
      assign(rule, whole);
      await em.flush();
      this.record(em, me, 'settlement_rule_created', rule.id, ip, { rule: whole });
      return toRuleAnswer(rule);
    });
  }

  async update(me: SessionUser, id: number, fields: Partial<RuleFields>, ip: string): Promise<SettlementRuleAnswer> {
    return this.em.transactional(async (em) => {
      const rule = await this.found(em, id);
      const before = toRuleFields(rule);
      const after: RuleFields = { ...before, ...fields };
      const errors = ruleErrors(after);
      if (errors.length) invalid(errors);
      if (fields.name !== undefined) await this.checkName(em, after.name, id);
      assign(rule, after);
      await em.flush();
      this.record(em, me, 'settlement_rule_updated', id, ip, { changed: Object.keys(fields), before });
      return toRuleAnswer(rule);
    });
  }

  async remove(me: SessionUser, id: number, ip: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const rule = await this.found(em, id);
      const before = toRuleFields(rule);
      em.remove(rule);
      this.record(em, me, 'settlement_rule_deleted', id, ip, { rule: before });
    });
  }

  private record(em: EntityManager, me: SessionUser, action: string, id: number, ip: string, metadata: object): void {
    this.audit.record(em, {
      action,
      actorId: me.id,
      lawFirmId: me.lawFirmId,
      subjectType: 'settlement_rule',
      subjectId: id,
      ip,
      metadata: metadata as Record<string, unknown>,
    });
  }
}
