import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { HOSTILE_MEGABYTE, stringFields } from '../../../test/security/string-fields';
import { maskSensitiveNumbers } from '@parley/domain/compliance';
import { extractFacts } from '@parley/domain/extraction';
import { isPoBox, isValidAccountNumber, isValidEmail } from '@parley/domain/payout/validation';
import { isValidLastFour, isValidSsn, isValidZip } from '@parley/domain/profile/validation';
import * as walkthrough from '@parley/domain/walkthrough/validation';
import { intentOf, offlineEdit } from '../../integrations/llm/offline.driver';
import { parseAddress, planFill } from '../../modules/assistant/domain/functions';
import { htmlBlocks, sanitizeHtml } from '../../modules/editor/sanitize';
import { PasswordSignInSchema } from '../../modules/identity/dto/auth.dto';
import { parseQuery } from '../../modules/search/search-query';

/**
 * Every validator runs in time linear in its input. A pattern that backtracks polynomially needs about 10^12 steps
 * (minutes) on a megabyte, a linear one milliseconds, so one generous bound on 1 MB tells the two apart. The time is
 * the processor time this process spent (a machine shared with other jobs stretches the wall clock, not the work),
 * the cheapest of up to three runs (a garbage-collection pause does not repeat; a freeze does). Processor time still
 * grows on a machine whose cores are shared (the offline document edit took 280 ms at a load average of 15 on two
 * cores): the bound is half a second, a thousand times under what a backtracking pattern takes.
 */
const BOUND_MS = 500;

function cpuMs(run: () => unknown): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

function slowest(run: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < 3 && best > BOUND_MS; i++) best = Math.min(best, cpuMs(run));
  return best;
}

/** Hostile values for the domain validators, on top of the shared ones: each about 1 MB. */
const MORE: Array<[string, string]> = [
  ['spaces', ' '.repeat(1_000_000)],
  ['digits and separators', '123-45-'.repeat(150_000)],
  ['routing words and numbers', 'routing 123456789 '.repeat(55_000)],
  ["'set my email to' and spaces", `set my email to x${' '.repeat(1_000_000)}!!`],
  ['address characters', 'a'.repeat(1_000_000)],
  ["'Dear' and blank lines", `Dear ${'\n '.repeat(500_000)}`],
  ['labels and dashes', 'a-'.repeat(500_000)],
];
const HOSTILE = [...HOSTILE_MEGABYTE, ...MORE];

const VALIDATORS: Array<[string, (s: string) => unknown]> = [
  ['isValidEmail', isValidEmail],
  ['isPoBox', isPoBox],
  ['isValidAccountNumber', isValidAccountNumber],
  ['profile isValidSsn / isValidZip / isValidLastFour', (s) => [isValidSsn(s), isValidZip(s), isValidLastFour(s)]],
  ['walkthrough validateEmails', walkthrough.validateEmails],
  ['walkthrough validatePhone', walkthrough.validatePhone],
  ['walkthrough validateSsn', (s) => walkthrough.validateSsn(s, s)],
  ['walkthrough validateZip / validateText / validateState', (s) => [walkthrough.validateZip(s), walkthrough.validateText(s), walkthrough.validateState(s)]],
  ['walkthrough validateBirthdate', (s) => walkthrough.validateBirthdate(s, '2026-11-23')],
  ['walkthrough validateAmount', walkthrough.validateAmount],
  ['editor sanitizeHtml', sanitizeHtml],
  ['editor htmlBlocks', htmlBlocks],
  ['chat maskSensitiveNumbers', maskSensitiveNumbers],
  ['assistant intentOf', intentOf],
  ['offline AI edit: the instruction', (s) => offlineEdit('<p>I think I owe it.</p>', { option: 'general_edit', sliderValue: 5, instruction: s })],
  [
    'offline AI edit: the document',
    (s) => offlineEdit(s, { option: 'legal_formality', sliderValue: 9, instruction: 'Replace "a" with "b"; remove the sentence about a; make it shorter' }),
  ],
  ['assistant fill-field', (s) => [parseAddress(s), ...['email', 'address', 'birthdate', 'zip_code', s].map((f) => planFill(f, s, { firstName: s, lastName: s, address: {} }))]],
  ['search parseQuery', parseQuery],
  ['court-paper rules', (s) => extractFacts(s, { method: 'pdf_text' })],
];

describe('validators run in linear time on 1 MB hostile strings', () => {
  it.each(VALIDATORS)('%s', (_name, validate) => {
    const slow = HOSTILE.map(([what, text]) => [what, Math.round(slowest(() => validate(text)))] as const).filter(([, ms]) => ms > BOUND_MS);
    expect(slow).toEqual([]);
  });

  it("refuses the 60,000-dot e-mail of the sign-in forms in milliseconds, and accepts a real one", () => {
    const hostile = { email: `a@${'.'.repeat(60_000)}@`, password: 'x' };
    let result = PasswordSignInSchema.safeParse(hostile);
    expect(slowest(() => (result = PasswordSignInSchema.safeParse(hostile)))).toBeLessThan(50);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Please enter a valid email address']);
    expect(PasswordSignInSchema.safeParse({ email: 'Jordan@Demo.test', password: 'x' }).data?.email).toBe('jordan@demo.test');
  });

  it('keeps the simple e-mail rule: a dot in the domain, neither first nor last, one @, no spaces', () => {
    for (const ok of ['pay@firm.test', 'a@.b.c', 'a@b..c', 'x.y+z@sub.firm.co'])
      expect([ok, isValidEmail(ok)]).toEqual([ok, true]);
    for (const bad of ['pay@firm', 'pay@.firm', 'pay@firm.', 'a@b@c.d', 'a b@c.d', '@c.d', 'a@', `a@${'b'.repeat(251)}.c`])
      expect([bad, isValidEmail(bad)]).toEqual([bad, false]);
  });
});

/** Every zod schema exported by a DTO file under src/modules (a new DTO is covered by existing). */
function dtoSchemas(): Array<[string, z.ZodType]> {
  const root = join(__dirname, '..', '..', 'modules');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.dto.ts')) files.push(path);
    }
  };
  walk(root);
  const schemas: Array<[string, z.ZodType]> = [];
  for (const file of files)
    for (const [name, value] of Object.entries(require(file) as Record<string, unknown>))
      if (value && typeof value === 'object' && '_zod' in value && 'safeParse' in value)
        schemas.push([`${file.slice(root.length + 1)} ${name}`, value as z.ZodType]);
  return schemas;
}

describe('every DTO schema refuses 1 MB hostile strings in linear time, in every string field', () => {
  const schemas = dtoSchemas();

  it('finds the DTO schemas and their string fields', () => {
    expect(schemas.length).toBeGreaterThan(40);
    expect(schemas.flatMap(([, s]) => stringFields(s)).length).toBeGreaterThan(100);
  });

  it.each(schemas)('%s', (_name, schema) => {
    const slow: string[] = [];
    for (const field of stringFields(schema))
      for (const [what, text] of HOSTILE_MEGABYTE) {
        const ms = slowest(() => schema.safeParse(field.with(text)));
        if (ms > BOUND_MS) slow.push(`${field.path} with ${what}: ${Math.round(ms)} ms`);
      }
    expect(slow).toEqual([]);
  });
});
