import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * WCAG 2.1 AA violations of serious or critical impact on the page as it is now, described;
 * only inside `within` when given (a dialog: what its mask dims behind it is not in view).
 */
export async function seriousViolations(page: Page, within?: Locator): Promise<string[]> {
  // Colours read mid-transition (a dialog fading in, a button's hover) are neither the start nor the end: let them finish
  // first. A spinner never finishes, so endless animations are not waited for; after 5 s axe reads the page as it is.
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (within) {
    await within.evaluate((element) => element.setAttribute('data-axe-scope', ''));
    axe.include('[data-axe-scope]');
  }
  const results = await axe.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/** axe: no serious or critical WCAG 2.1 AA violations on what the page shows now. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}
