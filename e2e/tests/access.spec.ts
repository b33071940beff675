import { expect, test } from '@playwright/test';
import { signIn } from './support/console.ts';

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

test('mobile-app routes refuse the desktop and open in mobile-app mode', async ({ page }) => {
  await signIn(page, 'operator', '/staff_fixation_mobile_app');
  await expect(page.getByText('Available only on mobile app', { exact: true })).toBeVisible();
  await page.goto('/staff_fixation_mobile_app?consumer=mobile_app');
  await expect(page.getByText('Available only on mobile app', { exact: true })).toHaveCount(0);
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
