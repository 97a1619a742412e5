import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';

/**
 * Where screenshots go when a person asks to look at the screens: `E2E_SCREENSHOTS=1` keeps them
 * with each test's output (test-results/), `E2E_SCREENSHOTS=/some/dir` in that directory. Unset
 * (CI, a normal run), none is taken: nothing compares them, and each costs a render.
 */
const wanted = process.env.E2E_SCREENSHOTS;

/** A picture of the page (the whole page, or with `fullPage: false` what the window shows) or of one part, per project. */
export async function keepScreenshot(target: Page | Locator, testInfo: TestInfo, name: string, { fullPage = true } = {}): Promise<void> {
  if (!wanted) return;
  const file = `${name}-${testInfo.project.name}.png`;
  const path = wanted === '1' ? testInfo.outputPath(file) : join(wanted, file);
  mkdirSync(wanted === '1' ? testInfo.outputDir : wanted, { recursive: true });
  // A dialog is drawn over the window, not the page: callers that show one pass fullPage: false.
  if ('goto' in target) await target.screenshot({ path, fullPage, animations: 'disabled' });
  else await target.screenshot({ path, animations: 'disabled' });
}
