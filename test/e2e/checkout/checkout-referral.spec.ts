import { TEST_CARDS } from '../support/cards';
import { submitConsultation } from '../support/consultation-by-api';
import { signUpNewCustomer } from '../support/new-customer';
import { signedInUser } from '../support/session-api';
import {
  addCard,
  applyPromo,
  completeDetailsAndAddress,
  customerWithPendingSubscription,
  expectOrderEmail,
  expectPaidAndOnProfile,
  openCheckout,
  payButton,
} from './checkout-helpers';
import { expect, test } from './checkout-test';

test("a friend's referral code takes £10 off, and the friend's credit shows at their own checkout", async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
  viewport,
}) => {
  test.setTimeout(120_000);
  // Customer A, in a browser of their own: their referral code is on their session.
  const friendContext = await browser.newContext({ baseURL, extraHTTPHeaders, viewport });
  const friend = await friendContext.newPage();
  await signUpNewCustomer(friend.request, 'acne');
  const friendCode = (await signedInUser(friend.request)).referralCode;
  expect(friendCode).toBeTruthy();

  // Customer B pays with A's code.
  const { email } = await customerWithPendingSubscription(page, 'acne');
  const ownCode = (await signedInUser(page.request)).referralCode;
  await openCheckout(page);
  const summary = page.getByRole('complementary', { name: 'Your order' });
  const total = page.getByTestId('checkout-total');

  await applyPromo(page, ownCode);
  await expect(page.getByLabel('Promo or referral code')).toHaveAccessibleDescription('You cannot use your own referral code.');

  await applyPromo(page, friendCode.toLowerCase());
  await expect(summary.getByText('£10 off from a friend')).toBeVisible();
  await expect(total.locator('del')).toHaveText(/£48\.40/);
  await expect(total).toContainText('£38.40');
  await completeDetailsAndAddress(page);
  await addCard(page, TEST_CARDS.succeeds);
  await expect(payButton(page)).toHaveText('Pay £38.40');
  await payButton(page).click();
  await expectPaidAndOnProfile(page);
  await expectOrderEmail(page.request, email, '£38.40');

  // A's £10 credit comes off their own first payment.
  await submitConsultation(friend.request, 'acne');
  const friendData = await (await friend.request.get('/v2/subscription/checkout/data')).json();
  expect(friendData.price).toMatchObject({ credit_pence: 1000, total_pence: 3840 });
  await openCheckout(friend);
  const friendSummary = friend.getByRole('complementary', { name: 'Your order' });
  await expect(friendSummary.getByText('Referral credit')).toBeVisible();
  await expect(friendSummary.getByText('−£10.00')).toBeVisible();
  await expect(friend.getByTestId('checkout-total')).toContainText('£38.40');
  await friendContext.close();
});

test("a friend's share link carries the code to checkout, where it is applied on arrival", async ({ page, browser, baseURL, extraHTTPHeaders, viewport }) => {
  test.setTimeout(120_000);
  const friendContext = await browser.newContext({ baseURL, extraHTTPHeaders, viewport });
  const friend = await friendContext.newPage();
  await signUpNewCustomer(friend.request, 'acne');
  const friendCode = (await signedInUser(friend.request)).referralCode;
  await friendContext.close();

  // The link the friend shares from their dashboard ('Share the love'), opened before anything else.
  // The page's header reads the session once it is live, minting the visitor's first session. Signing up on the
  // same cookies before that answer lands would race it: the cookie kept could belong to the other session than the
  // CSRF token the sign-up sends.
  const headerReadsSession = page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/session');
  await page.goto(`/?promo_code=${friendCode}`);
  await headerReadsSession;
  await customerWithPendingSubscription(page, 'acne');
  await openCheckout(page);
  const summary = page.getByRole('complementary', { name: 'Your order' });
  await expect(summary.getByText('£10 off from a friend')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toContainText('£38.40');

  // Applied once: removing it is the customer's choice, and a reload does not bring it back.
  await summary.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByTestId('checkout-total')).toContainText('£48.40');
  await page.reload();
  await expect(page.getByTestId('checkout-total')).toContainText('£48.40');
  await expect(summary.getByText('£10 off from a friend')).toBeHidden();
});
