import { expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { saveScreenshot, signIn } from './support/console.ts';

/**
 * Look-ups at the counter (issue 25, the fifth daily area): a visitor's phone brings up the
 * delivery points they used before (`GET contact-information`), and the clerk registers the
 * visitor's company by its tax number (`POST companies-crm`), which the visit then carries.
 */

test.use({ viewport: { width: 1366, height: 768 } });

/** A demo visitor (demo-visits.ts) served at the Warsaw counter earlier. */
const VISITOR = { name: 'Katarzyna Lewandowska', phone: '48512300401' };

test('a clerk looks the visitor up: the points they used before, and their company by its tax number', async ({
  page,
  request,
}) => {
  const clerk = await apiAs(request, 'operator');
  await signIn(page, 'operator', '/employee_workplace');
  await page.getByRole('button', { name: /Receive a parcel/ }).click();
  await page.waitForURL(/\/visits\/[0-9a-f-]+/);
  const visitId = /\/visits\/([0-9a-f-]+)/.exec(page.url())?.[1];
  expect(visitId).toBeDefined();

  await page.getByLabel('Full name').fill(VISITOR.name);
  await page.getByLabel('Phone', { exact: true }).fill(VISITOR.phone);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  // Where the visitor was served or had parcels delivered, the usual branch first.
  const points = page.locator('.client-delivery-points');
  await expect(points.getByText('Delivery points used before')).toBeVisible();
  await expect(points.getByRole('listitem').first()).toContainText('1001 · Warszawa Oddział nr 1');

  // The visitor's company, registered by its tax number, and the visit takes it.
  await page.getByRole('button', { name: 'Register or correct the company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Company of the visitor' });
  await dialog.getByLabel('Tax number (TIN)').fill('PL5260250274');
  await dialog.getByLabel('Company name').fill('Kwiaciarnia Róża');
  await dialog.getByRole('button', { name: 'Save the company' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('visit-company-tin')).toHaveText('PL5260250274');
  await saveScreenshot(page, 'counter-lookups');
  await expect
    .poll(async () => (await clerk.get<{ companyTin: string | null }>(`visits/${visitId}`)).companyTin)
    .toBe('PL5260250274');
});
