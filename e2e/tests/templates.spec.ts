import { expect, type Page, test } from '@playwright/test';
import { apiAs, type ShipmentRow } from './support/api.ts';
import { saveScreenshot, signIn } from './support/console.ts';

/** Signs in as somebody else in the same page. */
async function switchUser(page: Page, login: string, target: string) {
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, login, target);
}

/** A domestic parcel from the clerk's branch, ready to ship, its sender's services unpaid. */
async function readyToShip(clerk: Awaited<ReturnType<typeof apiAs>>): Promise<ShipmentRow> {
  const me = await clerk.get<{ division: { id: string } }>('users/me');
  return clerk.post<ShipmentRow>('v2/shipments', {
    status: 'ReadyToShip',
    sender: { name: 'Anna Kowalska', phone: '48600100200', countryCode: 'PL', divisionId: me.division.id },
    recipient: {
      name: 'Jan Nowak',
      phone: '48600300400',
      countryCode: 'PL',
      addressParts: { street: 'Floriańska', building: '12', city: 'Kraków', postCode: '31-019' },
    },
    parcels: [{ actualWeight: 2000, length: 300, width: 200, height: 100 }],
  });
}

/** Types a number into the visit search and picks the one result. */
async function findAndPick(page: Page, number: string) {
  const search = page.getByRole('textbox', { name: 'Shipment or parcel number, phone or CID' });
  await search.fill(number);
  await search.press('Enter');
  const results = page.getByRole('list', { name: 'Search results' });
  await results.getByRole('button').filter({ hasText: number }).first().click();
}

test('administrator-god makes an SMS template for acceptance; an accepted parcel’s message waits in the outbox in the recipient’s language', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const clerk = await apiAs(request, 'operator');
  // A parcel of its own, so a second try of this test has one to accept too.
  const parcel = await readyToShip(clerk);
  expect(parcel.status).toBe('ReadyToShip');

  // The template: informing the recipient by SMS when a parcel is accepted, in English and Polish.
  await signIn(page, 'administrator.god', '/templates');
  await expect(page.getByRole('cell', { name: 'Parcel accepted for sending' }).first()).toBeVisible();
  await saveScreenshot(page, 'templates-list');
  await page.getByRole('button', { name: 'New template' }).click();
  await page.waitForURL(/\/templates\/new/);
  await page.getByLabel('Event description').fill(`E2E acceptance ${stamp}`);
  const countries = page.getByRole('combobox', { name: 'Countries' });
  await countries.fill('pl');
  await countries.press('Enter');
  const sms = page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head', { hasText: 'Channel SMS' }) });
  await sms.getByRole('textbox').first().fill(`E2E ${stamp}: parcel {number} accepted`);
  await sms.getByRole('button', { name: 'Add language' }).click();
  await sms.getByRole('textbox').nth(1).fill(`E2E ${stamp}: przesyłka {number} przyjęta`);
  await saveScreenshot(page, 'templates-create');
  await page.getByRole('button', { name: /Create$/ }).click();
  await page.waitForURL(/\/templates\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: `Accepted · E2E acceptance ${stamp}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: `Accepted · E2E acceptance ${stamp}` })).toBeVisible();
  await saveScreenshot(page, 'templates-edit');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'templates-edit-phone');
  await page.setViewportSize({ width: 1366, height: 768 });

  // A clerk accepts the parcel in a visit: receive, take payment, end the visit.
  await switchUser(page, 'operator', '/employee_workplace');
  await page.getByRole('button', { name: /Receive a parcel/ }).click();
  await page.waitForURL(/\/visits\/[0-9a-f-]+/);
  const visitUrl = page.url().replace(/\?.*$/, '');
  await findAndPick(page, parcel.number);
  await page.waitForURL(/\/one_shipment\//);
  await page.goto(visitUrl);
  const documents = page.getByRole('list', { name: 'Documents of the visit' });
  await expect(documents.locator(':scope > li').filter({ hasText: parcel.number })).toContainText(
    'Acceptance',
  );
  // The sender's services are paid at the counter once the visit knows what is unpaid.
  const pay = page.getByRole('button', { name: /Take payment/ });
  const nothingToPay = page.getByText('Nothing to pay');
  await expect.poll(async () => (await nothingToPay.isVisible()) || (await pay.isEnabled())).toBe(true);
  if (!(await nothingToPay.isVisible())) {
    await pay.click();
    const payment = page.getByRole('dialog');
    await payment.getByText('Cash').click();
    await payment.getByRole('button', { name: /^Paid / }).click();
    await expect(nothingToPay).toBeVisible();
  }
  await page.getByRole('button', { name: 'End visit' }).click();
  // Ending leaves the visit for the page it came from: its notice says it closed.
  await expect(page.getByText(/^Visit VS\d{12} is closed$/)).toBeVisible();
  await expect
    .poll(async () => (await clerk.get<{ status: string }>(`shipments/${parcel.id}`)).status)
    .toBe('Accepted');

  // The service desk finds the message in the outbox, in Polish (the recipient is in Poland).
  const desk = await apiAs(request, 'service.desk');
  await expect
    .poll(
      async () =>
        (
          await desk.get<{ items: { text: string }[] }>(`notification-outbox?shipmentId=${parcel.id}`)
        ).items.some((item) => item.text.includes(stamp)),
      { timeout: 30_000 },
    )
    .toBe(true);
  await switchUser(page, 'service.desk', '/back_office_workspace');
  await expect(page.getByRole('heading', { name: 'Back-office workspace' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Shipment number' });
  await search.fill(parcel.number);
  await search.press('Enter');
  const row = page.locator('.outbox-table tr').filter({ hasText: stamp });
  await expect(row).toContainText(`E2E ${stamp}: przesyłka ${parcel.number} przyjęta`);
  await expect(row).toContainText('pl');
  await saveScreenshot(page, 'templates-outbox');

  // On a phone the workspace's queues stack and the outbox scrolls sideways inside its card.
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'templates-outbox-phone');
});
