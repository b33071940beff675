import { expect, test } from '@playwright/test';
import { phoneContextOptions, saveScreenshot, signIn } from './support/console.ts';

/** Reads the day only: the courier whose stops the other specs change may be anyone's. */
const COURIER = 'courier';

test("the courier's app installs on a phone and opens its day with no network (issue 26)", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext(phoneContextOptions());
  const phone = await context.newPage();
  try {
    await signIn(phone, COURIER, '/tasks/personal?consumer=mobile_app');
    await phone.goto('/tasks/personal?consumer=mobile_app');
    await expect(phone.getByTestId('stop-1')).toBeVisible();

    // Installable: the page names its manifest, which opens the courier's day in the mobile-app mode.
    const manifestHref = await phone.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await phone.request.get(manifestHref!)).json();
    expect(manifest.start_url).toBe('/tasks/personal?consumer=mobile_app');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );

    // The worker takes the page over; one more online load lets it keep what the day reads.
    await phone.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await phone.reload();
    await expect(phone.getByTestId('stop-1')).toBeVisible();
    expect(await phone.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await context.setOffline(true);
    await phone.reload();
    await expect(phone.getByTestId('network-state')).toContainText('Offline');
    await expect(phone.getByTestId('stop-1')).toBeVisible();
    await saveScreenshot(phone, 'courier-app-opened-offline');
  } finally {
    await context.close();
  }
});

test('the desktop console registers no service worker (issue 26)', async ({ page }) => {
  await signIn(page, 'operator');
  await expect(page.getByRole('banner')).toBeVisible();
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)),
  ).toBe(0);
});
