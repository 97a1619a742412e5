import { testFromOwnAddresses } from '../support/client-address';
import { emailsTo } from '../support/mailbox';
import { queryServerDatabase } from '../support/server-database';
import { customerWithActiveTreatment, daysFromToday, expect, longDate, treatmentCard } from './account-helpers';

/** docs/customer-account.md 'Send the next box now': offered when allowed, confirmed with the amount and the date it replaces, charged once. */
const test = testFromOwnAddresses({ desktop: '203.0.113.231', mobile: '203.0.113.241' });
test.describe.configure({ timeout: 90_000 });


test('a customer sends the next box now and sees one charge and the dates moved on', async ({ page }) => {
  const { subscriptionId, email } = await customerWithActiveTreatment(page);
  // Just approved: the prescription's 56 days between supplies have not passed, so the button waits, saying until when.
  await expect(treatmentCard(page).getByRole('button', { name: 'Send now' })).toBeDisabled();
  await expect(treatmentCard(page)).toContainText(`Your prescription allows the next box from ${longDate(daysFromToday(56))}.`);

  // Time passing: the first supply went out 60 days ago and the next is due in 20 days.
  const dueOn = daysFromToday(20);
  await queryServerDatabase('update prescription_supply set supplied_on = supplied_on - 60 where prescription_id in (select id from prescription where subscription_id = $1)', [subscriptionId]);
  await queryServerDatabase('update subscription set due_at = $2 where id = $1', [subscriptionId, dueOn]);
  await page.reload();

  await treatmentCard(page).getByRole('button', { name: 'Send now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send your next box now?' });
  await expect(dialog).toContainText('We charge £48.40 to your card today');
  await expect(dialog).toContainText(`Otherwise your next box would go on ${longDate(dueOn)}.`);
  await dialog.getByRole('button', { name: 'Send now and pay £48.40' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Your next box is on its way/)).toBeVisible();

  // The following delivery is two months from today, and the offer is gone (the prescription's interval again).
  const [year, month, day] = daysFromToday(0).split('-').map(Number);
  const nextDue = new Date(Date.UTC(year!, month! - 1 + 2, day!)).toISOString().slice(0, 10);
  await expect(treatmentCard(page).getByText(longDate(nextDue))).toBeVisible();
  await expect(treatmentCard(page).getByRole('button', { name: 'Send now' })).toBeDisabled();

  // One charge: one receipt for the box sent now, and one renewal payment recorded.
  await expect.poll(async () => (await emailsTo(page.request, email)).filter((each) => /^Receipt: £48\.40 /.test(each.subject)).length, { timeout: 15_000 }).toBe(1);
  const payments = await queryServerDatabase<{ status: string }>('select status from payment where subscription_id = $1 and due_on is not null', [subscriptionId]);
  expect(payments).toEqual([{ status: 'succeeded' }]);
});
