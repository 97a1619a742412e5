import { saveCard } from '../support/cards';
import { customerWithActiveTreatment, daysFromToday, expect, longDate, test, treatmentCard } from './account-helpers';

/** Spec §4 and docs/customer-account.md: every change a customer makes to a running treatment, from the dashboard. */

// Each journey first takes a new customer through consultation, payment and approval.
test.describe.configure({ timeout: 60_000 });

test('changes the delivery date: Save waits for a date, then the card shows the new one', async ({ page }) => {
  await customerWithActiveTreatment(page);
  await treatmentCard(page).getByRole('button', { name: 'Update delivery date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update delivery date' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  // Just supplied: the picker starts on the first day the prescription allows the next box, and says so.
  const allowedFrom = daysFromToday(56);
  await expect(dialog.getByLabel('New delivery date')).toHaveAttribute('min', allowedFrom);
  await expect(dialog).toContainText(`Your prescription allows the next box from ${longDate(allowedFrom)}.`);
  const newDate = daysFromToday(60);
  await dialog.getByLabel('New delivery date').fill(newDate);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/v2\/profile$/);
  const [year, month, day] = newDate.split('-').map(Number);
  const badgeMonth = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][month! - 1];
  await expect(treatmentCard(page).getByText(`SHIPS & CHARGES: ${badgeMonth} ${day}, ${year}`)).toBeVisible();
});

test('a refused delivery date is one message under the date, gone when the date changes', async ({ page }) => {
  await customerWithActiveTreatment(page);
  await treatmentCard(page).getByRole('button', { name: 'Update delivery date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update delivery date' });
  const dateField = dialog.getByLabel('New delivery date');
  // The picker offers no past day; a typed one (or a page left open past midnight) still gets here.
  await dateField.fill(daysFromToday(-1));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please choose a date after today.')).toBeVisible();
  await expect(dateField).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Something went wrong while updating the date. Please try again.')).toHaveCount(0);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dateField.fill(daysFromToday(5));
  await expect(dialog.getByText('Please choose a date after today.')).toBeHidden();
  await expect(dateField).not.toHaveAttribute('aria-invalid', 'true');
});

test('changes the card: to another saved card, then to a new card entered in the dialog', async ({ page }) => {
  await customerWithActiveTreatment(page);
  await saveCard(page.request, '5555 5555 5555 4444');
  await page.reload();
  const cardOnFile = async () =>
    ((await (await page.request.get('/v2/profile/data/subscriptions')).json()) as { subscriptions: { payment_method: { id: string } }[] }).subscriptions[0]!.payment_method.id;
  const before = await cardOnFile();

  await treatmentCard(page).getByRole('button', { name: 'Change Payment Method' }).click();
  let dialog = page.getByRole('dialog', { name: 'Change payment method' });
  await dialog.getByRole('radio', { name: /Mastercard ending in 4444/ }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const updated = page.getByRole('dialog', { name: 'Updated' });
  await expect(updated.getByText('Your payment method has been successfully updated.')).toBeVisible();
  await updated.getByRole('button', { name: 'OK' }).click();
  await expect(treatmentCard(page).getByText('mastercard ending 4444')).toBeVisible();

  await treatmentCard(page).getByRole('button', { name: 'Change Payment Method' }).click();
  dialog = page.getByRole('dialog', { name: 'Change payment method' });
  await dialog.getByRole('radio', { name: /Add a new card/ }).check();
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry date').fill('12 / 33');
  await dialog.getByLabel('Security code (CVC)').fill('123');
  await dialog.getByLabel('Name on card').fill('Priya Shah');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  // The new card joins the grid, chosen: three cards now, the new one checked.
  await expect(dialog.getByRole('radio', { name: /ending in/ })).toHaveCount(3);
  const newCard = await dialog.getByRole('radio', { checked: true }).inputValue();
  expect(newCard).not.toBe(before);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog', { name: 'Updated' }).getByRole('button', { name: 'OK' }).click();
  await expect(treatmentCard(page).getByText('visa ending 4242')).toBeVisible();
  expect(await cardOnFile()).toBe(newCard);
});

test('edits billing information, with the server naming a bad field', async ({ page }) => {
  await customerWithActiveTreatment(page);
  await page.getByRole('button', { name: 'Edit billing information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit billing information' });
  await dialog.getByLabel('First name').fill('Priya');
  await dialog.getByLabel('Last name').fill('Shah');
  await dialog.getByLabel('Email').fill('priya@example.com');
  await dialog.getByLabel('Mobile phone number').fill('07700 900123');
  await dialog.getByLabel('Address line 1').fill('12 Harley Street');
  await dialog.getByLabel('Town or city').fill('London');
  await dialog.getByLabel('Postcode').fill('12345');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a valid UK postcode.')).toBeVisible();
  // The message belongs to the postcode and goes once it is corrected, before saving again.
  await dialog.getByLabel('Postcode').fill('w1g9pf');
  await expect(dialog.getByText('Please enter a valid UK postcode.')).toBeHidden();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const panel = page.getByRole('region', { name: 'Delivery & billing' });
  await expect(panel.getByText('12 Harley Street')).toBeVisible();
  await expect(panel.getByText('W1G 9PF')).toBeVisible();
});

test('postpones the next delivery, pauses until a date and resumes', async ({ page }) => {
  await customerWithActiveTreatment(page);
  const card = treatmentCard(page);
  await card.getByRole('button', { name: 'Postpone or pause' }).click();
  let dialog = page.getByRole('dialog', { name: 'Postpone or pause' });
  await dialog.getByText('4 weeks').click();
  await dialog.getByRole('button', { name: 'Postpone delivery' }).click();
  await expect(page.getByText(/^Postponed\. Your next delivery is now on/)).toBeVisible();

  await card.getByRole('button', { name: 'Postpone or pause' }).click();
  dialog = page.getByRole('dialog', { name: 'Postpone or pause' });
  await dialog.getByRole('radio', { name: 'Pause until a date' }).check();
  await expect(dialog.getByRole('button', { name: 'Pause treatment' })).toBeDisabled();
  await dialog.getByLabel('Start again on').fill(daysFromToday(120));
  await dialog.getByRole('button', { name: 'Pause treatment' }).click();
  await expect(card.getByText(/^Paused until \d{1,2} \w+ \d{4}\./)).toBeVisible();

  await card.getByRole('button', { name: 'Resume now' }).click();
  await expect(page.getByText(/^Resumed\./)).toBeVisible();
  await expect(card.getByText(/^Paused until/)).toBeHidden();
  await expect(card.getByRole('button', { name: 'Postpone or pause' })).toBeVisible();
});

test('cancels only after confirmation, with an optional reason, and says it is done', async ({ page }) => {
  await customerWithActiveTreatment(page);
  const card = treatmentCard(page);
  await card.getByRole('button', { name: 'Cancel' }).click();
  let dialog = page.getByRole('dialog', { name: 'Cancel your treatment?' });
  await expect(dialog.getByRole('button', { name: 'Postpone or pause instead' })).toBeVisible();
  await dialog.getByRole('button', { name: 'No, Keep It' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(/^SHIPS & CHARGES:/)).toBeVisible();

  await card.getByRole('button', { name: 'Cancel' }).click();
  dialog = page.getByRole('dialog', { name: 'Cancel your treatment?' });
  await dialog.getByLabel('Would you tell us why? (optional)').fill('Trying something else');
  await dialog.getByRole('button', { name: 'Yes, Cancel' }).click();
  const done = page.getByRole('dialog', { name: 'Subscription Cancelled' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(card.getByText('CANCELLED', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Change Payment Method' })).toHaveCount(0);
});
