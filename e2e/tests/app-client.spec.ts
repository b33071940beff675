import { expect, type Page, test } from '@playwright/test';
import { apiAs, demoShipment } from './support/api.ts';
import { saveScreenshot, signIn } from './support/console.ts';

const searchBox = (page: Page) =>
  page.getByRole('textbox', { name: 'Shipment or parcel number, phone or CID' });

test('a customer found by the code in their app is verified by app and takes the parcel without an SMS code', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const clerk = await apiAs(request, 'operator');
  const parcel = await demoShipment(clerk, 'DEMO-ISSUE-3');
  expect(parcel.status).toBe('Accepted');
  const cid = `CID${parcel.recipient.phone}`;

  await signIn(page, 'operator', '/employee_workplace');
  await page.getByRole('button', { name: /Issue a parcel/ }).click();
  await page.waitForURL(/\/visits\/[0-9a-f-]+/);

  // The app's code is scanned: the client and their parcels are found.
  await searchBox(page).fill(cid.toLowerCase());
  await searchBox(page).press('Enter');
  const results = page.getByRole('list', { name: 'Search results' });
  await results.getByRole('button', { name: `The visitor is client ${cid}` }).click();
  await expect(page.getByLabel('Client (CID)')).toContainText(cid);
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(parcel.recipient.phone);
  await results.getByRole('button').filter({ hasText: parcel.number }).click();
  const documents = page.getByRole('list', { name: 'Documents of the visit' });
  await expect(documents).toContainText('Issuance');

  // The customer shows the app: every recipient phone is the client's, so no code is needed.
  await page.getByRole('button', { name: /The customer showed the app signed in as/ }).click();
  await expect(page.getByText('Verified by app')).toBeVisible();
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 15_000 });
  await page.locator('main').evaluate((main) => main.scrollTo?.(0, 0));
  await saveScreenshot(page, 'visit-verified-by-app');

  await page.getByRole('button', { name: 'End visit' }).click();
  await expect(page.getByText(/^Visit VS\d{12} is closed$/)).toBeVisible();
  expect((await clerk.get<{ status: string }>(`shipments/${parcel.id}`)).status).toBe('Issued');

  // Back at the workplace, the parcel's status is checked by its parcel number.
  await page.goto('/employee_workplace');
  await page.getByRole('button', { name: /Check parcel status/ }).click();
  const dialog = page.getByRole('dialog');
  const number = dialog.getByRole('textbox');
  await expect(number).toBeFocused();
  await number.fill(parcel.parcels[0]!.number);
  await number.press('Enter');
  const result = dialog.getByRole('listitem').filter({ hasText: parcel.number });
  await expect(result).toContainText('Issued');
  await saveScreenshot(page, 'check-parcel-status');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
