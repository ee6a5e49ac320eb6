import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// WCAG 2.1 AA (the bar GB/T 37668 holds Chinese government software to), checked by axe-core on the
// screen as the officer sees it. Only serious and critical findings fail a walk; each is named by
// rule, element and the screen it was found on, so a failure reads without opening a report.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING = new Set(['serious', 'critical']);
/**
 * axe-core leaves its experimental rules off; this one is WCAG 2.5.3 (level A, "label in name": a
 * control's spoken name contains the words it shows, so voice control can press it) and stays on.
 */
const EXPERIMENTAL_ON = { 'label-content-name-mismatch': { enabled: true } };

/**
 * Fluent UI's focus manager (tabster) puts focusable, aria-hidden `<i data-tabster-dummy>` guards
 * at the edges of the page and of dialogs: they only pass focus on to the right element and must
 * stay hidden from screen readers (microsoft/tabster#288, by design). Only this rule, only these
 * elements are left out (docs/decisions.md, issue 29).
 */
const tabsterGuard = (rule: string, html: string): boolean =>
  rule === 'aria-hidden-focus' && /^<i [^>]*data-tabster-dummy/.test(html);

export type AxeFinding = { rule: string; impact: string; target: string; help: string };

/** What a scan looks at: the whole page, or only what `within` (a CSS selector) matches. */
export type ScanScope = { within?: string };

/** The open dialogs and drawers: a dialog's scan leaves out the screen beneath (scanned on its own). */
export const DIALOGS = '[role="dialog"], [role="alertdialog"]';

/** The serious and critical WCAG 2.1 A/AA findings on the page as it is now. */
export async function axeFindings(page: Page, scope: ScanScope = {}): Promise<AxeFinding[]> {
  let builder = new AxeBuilder({ page })
    .options({ rules: EXPERIMENTAL_ON })
    .withTags(TAGS)
    // One frame, one origin: axe runs in the page itself, not through an extra blank page per scan.
    .setLegacyMode();
  if (scope.within) builder = builder.include(scope.within);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes
        .filter((n) => !tabsterGuard(v.id, n.html))
        .map((n) => ({
          rule: v.id,
          impact: v.impact ?? '',
          target: n.target.map(String).join(' > '),
          help: v.help,
        })),
    );
}

/** Fails when the screen named `label` (the officer's words for it) has a serious or critical finding. */
export async function expectAccessible(
  page: Page,
  label: string,
  scope: ScanScope = {},
): Promise<void> {
  const found = await axeFindings(page, scope);
  const list = found.map((f) => `  [${label}] ${f.rule} (${f.impact}) ${f.target} — ${f.help}`);
  // Soft: a walk goes on and lists every screen's findings, and still fails at its end.
  expect.soft(list, `无障碍检查（WCAG 2.1 AA）：${label}\n${list.join('\n')}`).toEqual([]);
}
