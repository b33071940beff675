import { expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { openCreateScanDialog, saveScreenshot, signIn } from './support/console.ts';
import { ownDay } from './support/days.ts';

/**
 * A parcel's life to the recipient's door (issue 24's second journey): accepted at the Warsaw
 * branch, a courier delivery made for it from the shipment screen, planned on a built and
 * confirmed route, handed to the courier at the hub, and delivered when the courier marks the
 * task done; its journey and messages checked at the end.
 */

interface DeliveryShipment {
  id: string;
  number: string;
  status: string;
  parcels: { number: string }[];
}
interface JourneyEvent {
  event: string;
  divisionNumber: string | null;
  userLogin: string | null;
}

/** The demo courier and the badge the hub scans. */
const COURIER = 'courier';
const BADGE = 'KURP0000000001';

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

test('a parcel delivered by a courier from a built route: task from the shipment screen, route, hand-over, delivery', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const day = ownDay(800);
  const clerk = await apiAs(request, 'operator');
  const dispatcher = await apiAs(request, 'dispatch.manager');
  const god = await apiAs(request, 'administrator.god');
  const me = await clerk.get<{ division: { id: string } }>('users/me');
  const divisionId = me.division.id;
  const suffix = String(Date.now()).slice(-6);

  // Accepted at the Warsaw branch for a recipient in the city (the counter's way is the other journey's).
  const draft = await clerk.post<DeliveryShipment>('v2/shipments', {
    status: 'ReadyToShip',
    sender: { name: 'Anna Kowalska', phone: '48600100200', countryCode: 'PL', divisionId },
    recipient: {
      name: 'Tomasz Lewandowski',
      phone: `48607${suffix}`,
      countryCode: 'PL',
      divisionId,
      address: { string: 'ul. Puławska 145, 02-715 Warszawa', latitude: 52.1884, longitude: 21.0235 },
    },
    parcels: [{ actualWeight: 3000, length: 400, width: 300, height: 150 }],
  });
  await clerk.put('shipments/accept', { ids: [draft.id] });
  const shipment = await god.get<DeliveryShipment>(`shipments/${draft.id}`);
  expect(shipment.status).toBe('Accepted');
  await dispatcher.post('courier-shifts', {
    courier: COURIER,
    divisionId,
    day,
    startTime: '08:00',
    endTime: '18:00',
    capacityKg: 150,
    vehicleNumber: 'WA 3003K',
  });

  // 1. The dispatcher makes the delivery task from the shipment screen.
  await signIn(page, 'dispatch.manager', `/one_shipment/shipments/${shipment.id}/edit`);
  await page.getByRole('button', { name: /Courier delivery/ }).click();
  const dialog = page.getByRole('dialog', { name: `Courier delivery of ${shipment.number}` });
  await expect(dialog.getByLabel('Address')).toHaveValue('ul. Puławska 145, 02-715 Warszawa');
  await dialog.getByLabel('Day', { exact: true }).fill(day);
  await dialog.getByLabel('From', { exact: true }).fill('10:00');
  await dialog.getByLabel('To', { exact: true }).fill('14:00');
  await saveScreenshot(page, 'delivery-1-task-dialog');
  await dialog.getByRole('button', { name: 'Create the task' }).click();
  await page.waitForURL(/\/tasks\/(client_address\/)?[0-9a-f-]{36}$/);
  const taskId = /([0-9a-f-]{36})$/.exec(page.url())![1]!;
  await expect(page.getByTestId('task-status')).toHaveText('New');

  // 2. Routes of that day are built and confirmed: the courier gets the stop.
  await page.goto(`/courier_management_hub?divisionId=${divisionId}&day=${day}`);
  await page.getByTestId('build-routes').click();
  const card = page.getByTestId(`route-card-${COURIER}`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId(`stop-${shipment.number}`)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm all drafts' }).click();
  await expect(card.getByText('Created', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'delivery-2-route-confirmed');

  // 3. The hub hands the parcel to the courier.
  await page.goto('/scanning');
  const handOver = await openCreateScanDialog(page, 'Hand over to a courier');
  await handOver.getByLabel('Courier barcode').fill(BADGE);
  await handOver.getByRole('button', { name: 'Save and continue' }).click();
  await page.waitForURL(/\/scanning\/[0-9a-f-]+/);
  await expect(page.getByTestId('scan-input')).toBeFocused();
  await page.keyboard.type(shipment.parcels[0]!.number);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scan-answer')).toContainText(shipment.parcels[0]!.number);
  await page.getByTestId('scan-close').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close scan' }).click();
  await expect(page.getByTestId('scan-status')).toHaveText('Closed');

  // 4. The courier follows the route to the stop and delivers.
  const courierApi = await apiAs(request, COURIER);
  const personal = await courierApi.get<{ task: { id: string } }>(`tasks/personal?day=${day}`);
  await signOut(page);
  await signIn(page, COURIER, `/tasks/personal/${personal.task.id}`);
  await page.getByRole('link', { name: shipment.number }).click();
  await page.waitForURL(new RegExp(`${taskId}$`));
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('task-status')).toHaveText('In progress');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('task-status')).toHaveText('Done');
  await saveScreenshot(page, 'delivery-3-task-done');

  // 5. Delivered: issued, its journey says so step by step, the recipient heard in Polish.
  expect((await god.get<DeliveryShipment>(`shipments/${shipment.id}`)).status).toBe('Issued');
  const journey = (await god.get<{ items: JourneyEvent[] }>(`shipments/${shipment.id}/tracking`)).items;
  expect(journey.map((event) => [event.event, event.divisionNumber, event.userLogin])).toEqual([
    ['Accepted', '1001', 'operator'],
    ['HandedToCourier', '1001', 'dispatch.manager'],
    ['Issued', '1001', COURIER],
  ]);
  await signOut(page);
  await signIn(page, 'administrator.god', `/one_shipment/shipments/${shipment.id}/edit?tab=journey`);
  const steps = page.getByTestId('shipment-journey-event');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(1)).toContainText('Handed to courier');
  await expect(steps.nth(2)).toContainText('Delivered to client');
  await expect(steps.nth(2)).toContainText(COURIER);
  await saveScreenshot(page, 'delivery-4-journey-tab');
  await expect
    .poll(
      async () => {
        const outbox = await god.get<{ items: { event: string }[] }>(
          `notification-outbox?shipmentId=${shipment.id}`,
        );
        return outbox.items.map((message) => message.event).sort();
      },
      { timeout: 30_000 },
    )
    .toEqual(['Accepted', 'Issued']);
  const outbox = await god.get<{ items: { language: string; text: string; status: string }[] }>(
    `notification-outbox?shipmentId=${shipment.id}`,
  );
  for (const message of outbox.items) {
    expect(message).toMatchObject({ language: 'pl' });
    expect(message.status).not.toBe('held');
    expect(message.text).toContain(shipment.number);
    expect(message.text).not.toMatch(/[{}]/);
  }
});
