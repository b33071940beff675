import { expect, type Page, test } from '@playwright/test';
import { phoneContextOptions, signIn } from './support/console.ts';

test('a courier opening a route it may not see gets the exact message', async ({ page }) => {
  await signIn(page, 'courier', '/languages');
  await expect(
    page.getByText('You do not have permission to access the resource', { exact: true }),
  ).toBeVisible();
});

test('a user without base, contact-centre or pudo-manager roles gets the service message', async ({
  page,
}) => {
  await signIn(page, 'no.access');
  await expect(
    page.getByText('You do not have permission to access the service', { exact: true }),
  ).toBeVisible();
});

test('mobile-app routes refuse the desktop and open in mobile-app mode on a phone', async ({
  page,
  browser,
}) => {
  const refusal = (on: Page) => on.getByText('Available only on mobile app', { exact: true });
  await signIn(page, 'operator', '/staff_fixation_mobile_app');
  await expect(refusal(page)).toBeVisible();
  // The query alone does not open it in a desktop browser (platform §6, access rule 3).
  await page.goto('/staff_fixation_mobile_app?consumer=mobile_app');
  await expect(refusal(page)).toBeVisible();

  const phone = await browser.newContext(phoneContextOptions());
  try {
    const app = await phone.newPage();
    await signIn(app, 'operator', '/staff_fixation_mobile_app?consumer=mobile_app');
    await app.goto('/staff_fixation_mobile_app?consumer=mobile_app');
    await expect(app.getByRole('heading', { name: 'Staff check-in' })).toBeVisible();
    await expect(refusal(app)).toHaveCount(0);
  } finally {
    await phone.close();
  }
});

test('the pudo-workplace rule applies to any route opened from it', async ({ page }) => {
  await signIn(page, 'operator', '/shipments?from=pudo_workplace');
  await expect(
    page.getByText('You do not have permission to access the resource', { exact: true }),
  ).toBeVisible();
});

test('the menu shows only what the groups allow', async ({ page }) => {
  await signIn(page, 'contact.centre.operator');
  const menu = page.getByRole('navigation').or(page.getByRole('menu')).first();
  await expect(menu.getByText('Pickups', { exact: true }).first()).toBeVisible();
  await expect(menu.getByText('Languages', { exact: true })).toHaveCount(0);
});
