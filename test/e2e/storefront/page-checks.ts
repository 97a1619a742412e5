import { expect, type Page } from '@playwright/test';

/** Nothing sticks out sideways: a phone visitor never has to scroll horizontally. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Every image has alt text and its size reserved (width and height), so nothing jumps as it loads. */
export async function expectImagesDescribedAndSized(page: Page): Promise<void> {
  const faults = await page.locator('main img').evaluateAll((images) =>
    images
      .filter((image) => !image.hasAttribute('alt') || !image.getAttribute('width') || !image.getAttribute('height'))
      .map((image) => image.getAttribute('src')),
  );
  expect(faults).toEqual([]);
}

/** Images below the fold wait until they are needed; the hero image is fetched first. */
export async function expectLazyBelowTheFold(page: Page): Promise<void> {
  const eager = await page.locator('main img:not([loading="lazy"])').evaluateAll((images) =>
    images.filter((image) => image.getAttribute('fetchpriority') !== 'high').map((image) => image.getAttribute('src')),
  );
  expect(eager).toEqual([]);
}
