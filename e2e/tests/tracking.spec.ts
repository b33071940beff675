import { expect, test } from '@playwright/test';
import { apiAs, demoShipment } from './support/api.ts';
import { phoneContextOptions, saveScreenshot, signIn } from './support/console.ts';

/** The demo parcel on today's confirmed route whose recipient follows it (issue 27). */
const DEMO_TRACKING_ORDER = 'DEMO-TRACKING';
/** The demo pickup point near the recipient (seed/demo-pudo.ts). */
const DEMO_PUDO = 'Warszawa Punkt odbioru nr 1';

interface TrackedShipment {
  id: string;
  number: string;
  trackingUrl: string;
  recipient: { name: string; phone: string };
}

test("the recipient's tracking page on a phone: the window, a redirect to a pickup point, seen in the console (issue 27)", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const api = await apiAs(request, 'operator');
  const shipment = (await demoShipment(api, DEMO_TRACKING_ORDER)) as unknown as TrackedShipment;
  expect(shipment.trackingUrl).toMatch(/^\/t\/[0-9a-f]{64}$/);

  // At the desktop size (1366×768) the page is one centred column too.
  await page.goto(shipment.trackingUrl);
  await expect(page.getByTestId('tracking-window')).toContainText(/\d{2}:\d{2}–\d{2}:\d{2}/);
  await saveScreenshot(page, 'tracking-desktop');

  // The recipient: a phone, nobody signed in, the link from the message.
  const context = await browser.newContext(phoneContextOptions());
  const phone = await context.newPage();
  try {
    await phone.goto(shipment.trackingUrl);
    await expect(phone.getByRole('heading', { name: `Parcel ${shipment.number}` })).toBeVisible();
    await expect(phone.getByTestId('tracking-window')).toContainText(/\d{2}:\d{2}–\d{2}:\d{2}/);
    await expect(phone.getByTestId('tracking-city')).toHaveText('Warszawa');
    await expect(phone.getByTestId('tracking-steps')).toContainText('Warszawa Oddział nr 1');
    // Nothing personal on the page.
    await expect(phone.locator('body')).not.toContainText(shipment.recipient.name);
    await expect(phone.locator('body')).not.toContainText(shipment.recipient.phone);
    // One column that fits the phone: nothing wider than the screen.
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(phone, 'tracking-phone');

    await phone.getByTestId('choice-redirect').click();
    await phone.getByRole('radio', { name: new RegExp(DEMO_PUDO) }).check();
    await phone.getByTestId('confirm-choice').click();
    const dialog = phone.getByRole('dialog');
    await expect(dialog).toContainText(`Send your parcel to ${DEMO_PUDO}?`);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(phone.getByTestId('tracking-done')).toContainText(
      `Done: your parcel will go to ${DEMO_PUDO}`,
    );
    await expect(phone.getByTestId('tracking-request')).toContainText(
      `You asked to collect it at ${DEMO_PUDO}`,
    );
    await saveScreenshot(phone, 'tracking-phone-redirected');
  } finally {
    await context.close();
  }

  // A console user sees the recipient's redirect on the shipment screen.
  await signIn(page, 'operator');
  await page.goto(`/one_shipment/shipments/${shipment.id}/edit?tab=modifications`);
  const modifications = page.getByTestId('shipment-modifications');
  await expect(modifications).toBeVisible();
  const row = modifications.locator('tr', { hasText: 'Redirecting' });
  await expect(row).toContainText('TrackingPage');
  await expect(row).toContainText('system');
  await expect(row).toContainText('Needs processing');
  await saveScreenshot(page, 'tracking-modification-in-console');
});

test('the tracking page of a link that opens no parcel says so, at the desktop size too', async ({
  page,
}) => {
  await page.goto(`/t/${'0'.repeat(64)}`);
  await expect(page.getByTestId('tracking-error')).toContainText('We cannot find a parcel for this link');
});
