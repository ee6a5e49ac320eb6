import type { Page } from '@playwright/test';

// Issue 14: nested dialogs do not stack more than two deep. Installed before the app loads, an
// observer records the most dialogs (Fluent dialog surfaces, drawers: role dialog or alertdialog)
// ever drawn at the same time during a walk; the walk asserts it at its end:
//
//   await watchDialogDepth(page);            // before page.goto / signIn
//   ...the walk...
//   expect(await maxDialogDepth(page)).toBeLessThanOrEqual(2);
//
// "Drawn" means painted (counted at animation frames): a dialog waiting hidden beneath two others (DialogShell's display: none,
// renderer/components/useStackedDialogRepair.ts) is not on screen and is not counted. A dialog
// playing its closing animation still is, so the count is taken as the officer sees it.

const KEY = '__xfjdMaxDialogDepth';

/** Starts recording (call before the first navigation; it is kept across reloads of the page). */
export async function watchDialogDepth(page: Page): Promise<void> {
  await page.addInitScript((key: string) => {
    const w = window as unknown as Record<string, number>;
    w[key] = 0;
    const count = (): void => {
      const open = Array.from(
        document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'),
      ).filter((el) => el.checkVisibility());
      if (open.length > w[key]) w[key] = open.length;
    };
    // Counted at the next frame: what the officer sees is what is painted, not a state React passes
    // through inside one task (a dialog mounted a moment before the one beneath is hidden).
    let pending = false;
    const schedule = (): void => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        count();
      });
    };
    const start = (): void => {
      new MutationObserver(schedule).observe(document.documentElement, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['style', 'hidden', 'class', 'role'],
      });
      count();
    };
    if (document.documentElement) start();
    else document.addEventListener('DOMContentLoaded', start, { once: true });
  }, KEY);
}

/** The most dialogs drawn at once since the page loaded (0 when none ever opened). */
export async function maxDialogDepth(page: Page): Promise<number> {
  return page.evaluate(
    (key: string) => (window as unknown as Record<string, number>)[key] ?? 0,
    KEY,
  );
}

type DepthHooks = {
  beforeEach(fn: (args: { page: Page }) => Promise<void>): void;
  afterEach(fn: (args: { page: Page }) => Promise<void>): void;
};

/** Every test of the spec: record from its first navigation, and fail it if three dialogs ever showed. */
export function guardDialogDepth(hooks: DepthHooks): void {
  hooks.beforeEach(async ({ page }) => watchDialogDepth(page));
  hooks.afterEach(async ({ page }) => {
    const depth = await maxDialogDepth(page).catch(() => 0);
    if (depth > 2) throw new Error(`${depth} dialogs were drawn at once (at most 2 may stack)`);
  });
}
