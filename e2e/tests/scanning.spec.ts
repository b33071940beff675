import { expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { phoneContextOptions, saveScreenshot, signIn } from './support/console.ts';

type Api = Awaited<ReturnType<typeof apiAs>>;
interface Shipment {
  id: string;
  number: string;
  parcels: { number: string }[];
}

/** A courier of the demo that no other spec uses. */
const COURIER = 'KURP0000000003';
const HUB_LOGIN = 'dispatch.manager';
/** A 1×1 PNG: the photo of the damage. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A parcel accepted at the clerk's branch, to be delivered from there: made through the API. */
async function acceptedHere(clerk: Api, divisionId: string, index: number): Promise<Shipment> {
  const draft = await clerk.post<Shipment>('v2/shipments', {
    status: 'ReadyToShip',
    sender: { name: 'Anna Kowalska', phone: '48600100200', countryCode: 'PL', divisionId },
    recipient: {
      name: `Jan Wiśniewski ${String.fromCharCode(65 + index)}`,
      phone: `4869188800${index}`,
      countryCode: 'PL',
      divisionId,
      addressParts: { street: 'ul. Marszałkowska', building: '104', city: 'Warszawa', postCode: '00-017' },
    },
    parcels: [{ actualWeight: 1200, length: 300, width: 200, height: 100 }],
  });
  await clerk.put('shipments/accept', { ids: [draft.id] });
  return draft;
}

test('a courier is unloaded at the hub: 10 parcels, one unexpected, one damaged becomes a problem parcel with a photo', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const clerk = await apiAs(request, 'operator');
  const hub = await apiAs(request, HUB_LOGIN);
  const me = await clerk.get<{ division: { id: string } }>('users/me');
  const parcels: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const shipment = await acceptedHere(clerk, me.division.id, index);
    parcels.push(shipment.parcels[0]!.number);
  }
  // The courier took nine of them this morning.
  const { data } = await hub.post<{ data: { id: string } }>('scan-registry', {
    type: 'LoadingCourier',
    courierBarcode: COURIER,
  });
  for (const number of parcels.slice(0, 9))
    await hub.post(`scan-registry/${data.id}/scans`, { barcode: number });
  await hub.post(`scan-registry/${data.id}/close`, {});

  // The courier hub: the badge is scanned, the courier holds parcels, so the unloading opens.
  await signIn(page, HUB_LOGIN, '/courier_hub_workplace');
  await expect(page.getByRole('heading', { name: 'Courier hub workplace' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: COURIER })).toBeVisible();
  await saveScreenshot(page, 'scanning-courier-hub');
  await page.getByTestId('hub-badge').fill(COURIER.toLowerCase());
  await page.getByTestId('hub-badge').press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Unload a courier' });
  await expect(dialog).toBeVisible();
  // Registers §5: the vehicle number is required.
  await dialog.getByRole('button', { name: 'Save and continue' }).click();
  await expect(dialog.getByText('Required field')).toBeVisible();
  await dialog.getByLabel('Vehicle number').fill('WX 54321');
  await dialog.getByRole('button', { name: 'Save and continue' }).click();
  await page.waitForURL(/\/scanning\/[0-9a-f-]+/);

  const input = page.getByTestId('scan-input');
  await expect(input).toBeFocused();
  const answer = page.getByTestId('scan-answer');
  // Nine expected parcels, scanned as a keyboard-wedge scanner types: code and Enter.
  for (const number of parcels.slice(0, 9)) {
    await page.keyboard.type(number);
    await page.keyboard.press('Enter');
    await expect(answer).toHaveAttribute('data-result', 'expected');
    await expect(answer).toContainText(number);
  }
  await expect(input).toBeFocused();
  // The tenth never went out with the courier: not in the plan.
  await page.keyboard.type(parcels[9]!);
  await page.keyboard.press('Enter');
  await expect(answer).toHaveAttribute('data-result', 'unexpected');
  // A repeat is told apart.
  await page.keyboard.type(parcels[0]!);
  await page.keyboard.press('Enter');
  await expect(answer).toHaveAttribute('data-result', 'alreadyScanned');
  await expect(page.getByTestId('scan-counts')).toContainText('10');
  await saveScreenshot(page, 'scanning-scan-edit');

  // One parcel came back damaged: a problem parcel from the scan.
  const damaged = parcels[4]!;
  await page.getByRole('row').filter({ hasText: damaged }).getByRole('button', { name: 'Damaged' }).click();
  const report = page.getByRole('dialog', { name: 'Register a problem parcel' });
  await report.getByLabel('What happened').fill('The box is torn open on one side');
  await report.getByRole('button', { name: 'Report' }).click();
  await expect(page.getByText(/Problem parcel PP\d{12} registered/)).toBeVisible();

  await page.getByTestId('scan-close').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close scan' }).click();
  await expect(page.getByTestId('scan-status')).toHaveText('Closed');
  const courier = await hub.get<{ parcelsAmount: number }>(`couriers/${COURIER}`);
  expect(courier.parcelsAmount).toBe(0);

  // The problem parcel's page: a photo of the damage and a note.
  const found = await hub.get<{ items: { id: string }[] }>(`problem-parcels?parcelNumbers[]=${damaged}`);
  await page.goto(`/problem_parcels/${found.items[0]!.id}`);
  await expect(page.getByTestId('problem-status')).toHaveText('Open');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByText('damage.png')).toBeVisible();
  await page.getByPlaceholder('What was found, who was asked…').fill('Photographed at the hub');
  await page.getByTestId('problem-add-note').click();
  await expect(page.getByText('Photographed at the hub')).toBeVisible();
  await expect(page.getByText('The box is torn open on one side')).toBeVisible();
  await saveScreenshot(page, 'scanning-problem-parcel');

  // The scanning register lists today's scans by their type's label; on a phone the scan screen still fits.
  await page.goto('/scanning');
  await expect(page.getByRole('row').filter({ hasText: 'Take back from a courier' }).first()).toBeVisible();
  await saveScreenshot(page, 'scanning-list');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/scanning/${data.id}`);
  await expect(page.getByTestId('scan-status')).toHaveText('Closed');
  await saveScreenshot(page, 'scanning-scan-edit-phone');
});

test('the processing hub tells where each arriving parcel goes next', async ({ page, request }) => {
  test.setTimeout(120_000);
  const god = await apiAs(request, 'administrator.god');
  const clerk = await apiAs(request, 'operator');
  const me = await clerk.get<{ division: { id: string } }>('users/me');
  const divisions = await god.get<{ items: { id: string; name: string }[] }>(
    'divisions?limit=5&deletionMark=false',
  );
  const elsewhere = divisions.items.find((division) => division.id !== me.division.id)!;
  const shipment = await clerk.post<Shipment>('v2/shipments', {
    status: 'ReadyToShip',
    sender: { name: 'Anna Kowalska', phone: '48600100200', countryCode: 'PL', divisionId: me.division.id },
    recipient: {
      name: 'Ewa Nowak',
      phone: '48691888099',
      countryCode: 'PL',
      divisionId: elsewhere.id,
      addressParts: { street: 'ul. Długa', building: '5', city: 'Kraków', postCode: '31-001' },
    },
    parcels: [{ actualWeight: 900, length: 200, width: 200, height: 100 }],
  });
  await clerk.put('shipments/accept', { ids: [shipment.id] });

  await signIn(page, HUB_LOGIN, '/processing_hub');
  await page.getByTestId('hub-vehicle').locator('input').fill('KR 77002');
  await page.getByRole('button', { name: 'Start unloading' }).click();
  await expect(page.getByTestId('scan-input')).toBeFocused();
  await page.keyboard.type(shipment.parcels[0]!.number);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scan-next')).toContainText(elsewhere.name);
  await saveScreenshot(page, 'scanning-processing-hub');
});

test('a hub clerk scans on a phone with no network: the scans wait in the queue and reach the registry once back online (issue 26)', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const clerk = await apiAs(request, 'operator');
  const me = await clerk.get<{ division: { id: string } }>('users/me');
  const parcels: string[] = [];
  for (let index = 0; index < 2; index += 1)
    parcels.push((await acceptedHere(clerk, me.division.id, index)).parcels[0]!.number);
  const { data } = await clerk.post<{ data: { id: string } }>('scan-registry', {
    type: 'FixationOnDivision',
    divisionId: me.division.id,
  });
  const context = await browser.newContext(phoneContextOptions());
  const phone = await context.newPage();
  try {
    const path = `/scanning/${data.id}?consumer=mobile_app`;
    await signIn(phone, 'operator', path);
    await phone.goto(path);
    const input = phone.getByTestId('scan-input');
    await expect(input).toBeEnabled();
    await expect(phone.getByTestId('scan-queue')).toBeVisible();

    await context.setOffline(true);
    await expect(phone.getByTestId('network-state')).toContainText('Offline');
    for (const number of parcels) {
      await input.fill(number);
      await input.press('Enter');
    }
    await expect(phone.locator('[data-testid="queued-scan"][data-state="pending"]')).toHaveCount(2);
    await saveScreenshot(phone, 'hub-scans-queued-offline');

    await context.setOffline(false);
    await expect(phone.locator('[data-testid="queued-scan"][data-state="sent"]')).toHaveCount(2);
    const registry = await clerk.get<{ scannedBarcodesAmount: number; items: { barcode: string }[] }>(
      `scan-registry/${data.id}`,
    );
    expect(registry.items.map((item) => item.barcode).sort()).toEqual([...parcels].sort());
    expect(registry.scannedBarcodesAmount).toBe(2);
    // The registry's own list is read again after the flush.
    await expect(phone.getByTestId('scan-items')).toContainText(parcels[0]!);
  } finally {
    await context.close();
  }
});
