import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** axe-core's browser bundle, from the e2e workspace's own dependency (never a CDN). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.1 level A and AA rules (axe tags each rule with the success criteria's level). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The page structure every page keeps (axe files them as best practice, not under a WCAG tag): one main landmark and
 * one first-level heading. They fail the journey whatever their impact.
 */
const STRUCTURE = ['landmark-one-main', 'page-has-heading-one', 'landmark-no-duplicate-main'];

/** The impacts that fail the journey. */
const BLOCKING = new Set(['serious', 'critical']);

/** One rule axe found broken on one page, with the elements that break it. */
export interface Finding {
  /** The page or state checked, with the viewport width ('accounts @390'). */
  page: string;
  rule: string;
  impact: string;
  help: string;
  /** axe's CSS selector of each failing element (the first few), its markup's start and, for contrast, the colours. */
  targets: string[];
  /** How many elements break the rule. */
  count: number;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; any: { data?: unknown }[] }[];
}

/**
 * Runs axe-core's WCAG 2.1 A/AA rules on the page as it is now (open dialogs and panels included) and returns its
 * serious and critical violations. Injects axe's source into the page the first time (the page's context needs
 * `bypassCsp`: the product's policy forbids inline scripts).
 */
export async function audit(page: Page, name: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(
    async ({ tags, structure }) => {
      const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
      const wcag = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      const layout = await axe.run(document, { runOnly: { type: 'rule', values: structure }, resultTypes: ['violations'] });
      return [...wcag.violations, ...layout.violations.map((v) => ({ ...v, impact: 'serious' }))].map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => {
          const data = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
          const colours = data?.fgColor ? ` [${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}]` : '';
          return { target: n.target, detail: `${n.html.slice(0, 90)}${colours}` };
        }),
      }));
    },
    { tags: WCAG_21_AA, structure: STRUCTURE },
  );
  const width = page.viewportSize()?.width ?? 0;
  return violations
    .filter((v) => v.impact !== null && BLOCKING.has(v.impact))
    .map((v) => ({
      page: `${name} @${width}`,
      rule: v.id,
      impact: v.impact!,
      help: v.help,
      targets: v.nodes.slice(0, 8).map((n) => `${n.target.map(String).join(' > ')}  ${n.detail}`),
      count: v.nodes.length,
    }));
}

/** One line per finding, then its selectors, for the journey's output. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map((f) => `${f.page}: ${f.impact} ${f.rule} (${f.count}) ${f.help}\n${f.targets.map((t) => `    ${t}`).join('\n')}`)
    .join('\n');
}
