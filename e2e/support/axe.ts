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
  // The page is audited as it rests: a transition that starts during the run (a button's hover or focus colour, a
  // ripple) would otherwise be measured half-drawn, and on a busy machine such a run takes long enough for that to
  // happen. Without transitions every element shows its final colours at once; the sheet is removed afterwards.
  const still = await page.addStyleTag({ content: STILL });
  try {
    return await auditNow(page, name);
  } finally {
    await still.evaluate((el) => (el as Element).remove());
  }
}

const STILL = '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }';

async function auditNow(page: Page, name: string): Promise<Finding[]> {
  const violations = await page.evaluate(
    async ({ tags, structure }) => {
      const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
      // One run (axe builds its picture of the page once per run): the WCAG rules by tag, and the structure rules
      // enabled beside them by name.
      const rules = Object.fromEntries(structure.map((id) => [id, { enabled: true }]));
      const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] });
      return violations.map((v) => ({
        id: v.id,
        impact: structure.includes(v.id) ? 'serious' : v.impact,
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

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The widths a state is checked at: both, or only one (a state that exists at one width, like the phone's tab bar). */
export type Widths = 'both' | 'desktop' | 'phone';

/**
 * Checks page states at the desktop and the phone width: `show` brings the page to the state (navigation, a click,
 * a wait for its content) at 1280 px; after the desktop check the viewport narrows to 390 px and axe runs again. The
 * viewport the page had before is restored afterwards, so a journey can check its pages as it goes. With `widths`
 * 'phone', `show` runs at 390 px and only that width is checked ('desktop': only 1280 px).
 */
export function checker(page: Page, findings: Finding[]) {
  return async (name: string, show: () => Promise<unknown> = async () => undefined, widths: Widths = 'both'): Promise<void> => {
    const before = page.viewportSize();
    await page.setViewportSize(widths === 'phone' ? PHONE : DESKTOP);
    await show();
    await transitionsDone(page);
    findings.push(...(await audit(page, name)));
    if (widths === 'both') {
      await page.setViewportSize(PHONE);
      // Layout switches by CSS breakpoint (the navigation becomes a tab bar): two frames drawn at the new width
      // (the transitions the switch starts exist by then), then those transitions finish.
      await framesDrawn(page);
      await transitionsDone(page);
      findings.push(...(await audit(page, name)));
    }
    if (before) await page.setViewportSize(before);
  };
}

/** Waits until the page has drawn two frames: styles and layout have caught up with whatever changed before. */
async function framesDrawn(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** Waits for fades and slides to end (a dialog checked mid-fade has the contrast of its half-drawn colours). */
async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** Prints every finding (the journey's output is the list to fix) and fails on any. */
export function report(findings: Finding[]): void {
  if (findings.length > 0) console.log(`${findings.length} serious or critical findings:\n${describeFindings(findings)}`);
  expect(findings.map((f) => `${f.page}: ${f.rule} (${f.count})`)).toEqual([]);
}
