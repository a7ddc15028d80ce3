import { join } from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { renderWholePage, runScriptFile } from './browser';

const AXE = join(import.meta.dirname, '..', '..', 'node_modules', 'axe-core', 'axe.min.js');

/** axe's default rules whose outcome depends on the colours: text contrast, links told apart. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core's serious and critical violations on the page, one line each. On top of axe's default
 * rules it runs label-content-name-mismatch (WCAG 2.5.3: a control's name contains its visible
 * text, so a speech user can say what they see), which axe ships switched off as experimental.
 * With `coloursOnly`, it runs just the rules that read colours (COLOUR_RULES): for the same page
 * after a switch of colour scheme, whose structure a full run has already checked.
 */
export async function seriousAxeViolations(
  page: Page,
  { coloursOnly = false }: { coloursOnly?: boolean } = {},
): Promise<string[]> {
  const only = coloursOnly ? COLOUR_RULES : null;
  await runScriptFile(page, AXE);
  const undo = await renderWholePage(page);
  const violations = await page.evaluate(async (only) => {
    // axe.min.js puts `axe` on the window; its types are only needed for the result.
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<AxeResults> };
    };
    const result = await axe.run(
      document,
      only
        ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: only } }
        : {
            resultTypes: ['violations'],
            rules: { 'label-content-name-mismatch': { enabled: true } },
          },
    );
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, only);
  await undo();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.join(', ')}`);
}
