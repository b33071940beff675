import { expect, test } from '@playwright/test';
import { saveScreenshot, signIn } from './support/console.ts';

test('login, home and settings look finished', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await saveScreenshot(page, 'login');

  await signIn(page, 'operator');
  await page.goto('/shipments');
  await page.goto('/visits');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Good (morning|afternoon|evening), / })).toBeVisible();
  await saveScreenshot(page, 'home');

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await saveScreenshot(page, 'settings');
});

test('the console on a phone in mobile-app mode', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signIn(page, 'operator', '/?consumer=mobile_app');
  await expect(page.getByRole('heading', { name: /^Good (morning|afternoon|evening), / })).toBeVisible();
  await saveScreenshot(page, 'home-mobile-app');
  await context.close();
});
