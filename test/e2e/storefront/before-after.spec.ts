import { expect, test } from '@playwright/test';
import { expectPageAliveForGuest } from '../navigation';

test('the before/after slider moves with the keyboard', async ({ page }) => {
  await page.goto('/shop/acne');
  await expectPageAliveForGuest(page);
  const slider = page.getByRole('slider');
  await expect(slider).toHaveAttribute('aria-valuenow', '50');
  await expect(slider).toHaveAttribute('aria-valuemin', '0');
  await expect(slider).toHaveAttribute('aria-valuemax', '100');

  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '55');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '45');
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuenow', '100');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '100');
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
});

test('dragging the handle reveals more of one photo', { tag: '@responsive' }, async ({ page }) => {
  await page.goto('/acne');
  await expectPageAliveForGuest(page);
  const slider = page.getByRole('slider');
  await slider.scrollIntoViewIfNeeded();
  const frame = slider.locator('..');
  const box = await frame.boundingBox();
  if (!box) throw new Error('the slider frame has no size');
  const y = box.y + box.height / 2;

  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.8, y, { steps: 8 });
  await page.mouse.up();
  await expect(slider).toHaveAttribute('aria-valuenow', '80');

  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
  await page.mouse.up();
  await expect(slider).toHaveAttribute('aria-valuenow', '20');
});

test('the four sample patients can be chosen', async ({ page }) => {
  await page.goto('/');
  const patients = page.getByRole('group', { name: 'Choose a patient' }).getByRole('button');
  await expect(patients).toHaveCount(4);
  await patients.nth(2).click();
  await expect(patients.nth(2)).toHaveAttribute('aria-pressed', 'true');
  const name = (await patients.nth(2).locator('span').first().innerText()).trim();
  const tags = page.getByRole('list', { name: `About ${name}` });
  await expect(tags.getByRole('listitem')).toHaveCount(3);
  await expect(tags).toContainText(/Age \d+/);
  await expect(page.getByRole('slider', { name: `Compare ${name}’s skin before and after` })).toHaveAttribute('aria-valuenow', '50');
});
