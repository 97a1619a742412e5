import sharp from 'sharp';
import { expect, newCustomer, test } from './support-test';

const ukToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

test.describe('progress photos', () => {
  test('the customer uploads a photo and sees it under today’s date', async ({ page }) => {
    await newCustomer(page);
    await page.goto('/v2/profile/photos');
    await expect(page.getByRole('heading', { level: 1, name: 'Photo Uploads' })).toBeVisible();
    await expect(page.getByText('No photos yet. Upload your first one!')).toBeVisible();
    const upload = page.getByRole('button', { name: 'Upload' });
    await expect(upload).toBeDisabled();

    await page.getByLabel('Choose a photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect(page.getByRole('alert')).toContainText('is not a photo we can use');
    await expect(upload).toBeDisabled();

    const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 210, g: 160, b: 140 } } }).jpeg().toBuffer();
    await page.getByLabel('Choose a photo').setInputFiles({ name: 'today.jpg', mimeType: 'image/jpeg', buffer: photo });
    // Held back a moment, so the button's 'Uploading...' can be seen.
    await page.route('**/v2/profile/form/upload-photo', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await upload.click();
    await expect(page.getByRole('button', { name: 'Uploading...' })).toBeVisible();
    await expect(page.getByText('Thank you, your photo has been added.')).toBeVisible();

    const today = page.getByRole('region', { name: ukToday() });
    await expect(today.getByRole('img')).toHaveCount(1);
    const image = today.getByRole('img').first();
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(300);
    await expect(page.getByText('No photos yet. Upload your first one!')).toHaveCount(0);
  });
});
