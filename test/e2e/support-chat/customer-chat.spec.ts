import { customerSays, expect, newCustomer, signInStaff, test } from './support-test';

test.describe('customer support chat', () => {
  test('the customer writes to the team and sees the reply arrive without a reload', async ({ page, browser, baseURL, extraHTTPHeaders }) => {
    // Two people at two browsers on a shared CI machine: more than the default 30 s.
    test.setTimeout(60_000);
    const customer = await newCustomer(page);
    await page.goto('/v2/profile/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Support' })).toBeVisible();
    await expect(page.getByText('No messages yet. Start the conversation!')).toBeVisible();

    const box = page.getByPlaceholder('Type your message...');
    const send = page.getByRole('button', { name: 'Send' });
    await box.fill('   ');
    await expect(send).toBeDisabled();
    await box.press('Enter');
    await box.fill('Hello, is the <b>cream</b> safe with SPF?');
    await send.click();
    const messages = page.getByRole('log', { name: 'Messages' });
    await expect(messages.getByText('Hello, is the <b>cream</b> safe with SPF?', { exact: true })).toBeVisible();
    await expect(box).toHaveValue('');
    await box.fill('And can I use it every night?');
    await box.press('Enter');
    await expect(messages.getByText('And can I use it every night?')).toBeVisible();
    await expect(messages.locator('article')).toHaveCount(2);

    // A reload would lose this marker: the reply must come in over the open page.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    const staff = await signInStaff(browser, baseURL!, extraHTTPHeaders ?? {});
    await staff.reply(customer.userId, 'Yes, use SPF 30 or higher every morning.');
    await expect(messages.getByText('Yes, use SPF 30 or higher every morning.')).toBeVisible();
    await expect(messages.locator('article').last()).toContainText('Our team');
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    await staff.context.close();

    await page.reload();
    await expect(messages.locator('article')).toHaveCount(3);
  });

  test('the customer scrolls a 200-message history back to the first without the view jumping', async ({ page, browser, baseURL, extraHTTPHeaders }) => {
    test.setTimeout(90_000);
    const customer = await newCustomer(page);
    const staff = await signInStaff(browser, baseURL!, extraHTTPHeaders ?? {});
    for (let n = 1; n <= 200; n++) await staff.reply(customer.userId, `History message ${n}`);
    await staff.context.close();

    await page.goto('/v2/profile/chat');
    const messages = page.getByRole('log', { name: 'Messages' });
    await messages.scrollIntoViewIfNeeded();
    await expect(messages.getByText('History message 200', { exact: true })).toBeInViewport();
    await expect(messages.locator('article')).toHaveCount(30);

    while (!(await messages.getByText('History message 1', { exact: true }).isVisible())) {
      const count = await messages.locator('article').count();
      const topId = await messages.locator('article').first().getAttribute('data-message-id');
      await messages.evaluate((list) => list.scrollTo({ top: 0 }));
      await expect(messages.locator('article')).not.toHaveCount(count);
      // The message that was at the top stays where the reader left it, at the top of the view, not pushed away.
      const keptAt = await messages.evaluate((list, id) => {
        const kept = list.querySelector(`[data-message-id="${id}"]`)!.getBoundingClientRect();
        return kept.top - list.getBoundingClientRect().top;
      }, topId);
      expect(keptAt).toBeGreaterThanOrEqual(0);
      expect(keptAt).toBeLessThan(100);
    }
    await expect(messages.locator('article')).toHaveCount(200);
    await messages.evaluate((list) => list.scrollTo({ top: 0 }));
    await expect(messages.getByText('History message 1', { exact: true })).toBeInViewport();
    await expect(page.getByText('Loading...')).toHaveCount(0);
  });
});
