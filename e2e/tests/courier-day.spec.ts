import type { CourierDay } from '@console/domain';
import { expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { phoneContextOptions, saveScreenshot, signIn } from './support/console.ts';

/** The demo courier nobody else's spec drives: his day is this spec's alone. */
const COURIER = 'courier.mykola';

test("a courier's day on a phone: offline, one stop delivered and one failed, sent once when back online (issue 26)", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const api = await apiAs(request, COURIER);
  const before = await api.get<CourierDay>('courier/today');
  // Deliveries, PUDO and postomat stops are delivered or failed; a pickup is scanned instead.
  const [first, second] = before.stops.filter((stop) => stop.kind !== 'pickup');
  expect(second).toBeDefined();

  const context = await browser.newContext(phoneContextOptions());
  const phone = await context.newPage();
  const card = (stop: typeof first) => phone.getByTestId(`stop-${stop!.position}`);
  try {
    await signIn(phone, COURIER, '/tasks/personal?consumer=mobile_app');
    await phone.goto('/tasks/personal?consumer=mobile_app');
    await expect(phone.getByTestId('stop-1')).toBeVisible();
    await saveScreenshot(phone, 'courier-day-online');

    await context.setOffline(true);
    await expect(phone.getByTestId('network-state')).toContainText('Offline');
    await card(first).getByRole('button', { name: 'Deliver', exact: true }).click();
    await phone.getByLabel('Who took the parcel').fill('Recipient at the door');
    const pad = phone.getByTestId('signature-pad');
    const box = (await pad.boundingBox())!;
    await phone.mouse.move(box.x + 20, box.y + 40);
    await phone.mouse.down();
    await phone.mouse.move(box.x + 120, box.y + 90, { steps: 8 });
    await phone.mouse.up();
    await phone.getByTestId('confirm-deliver').click();
    await card(second).getByRole('button', { name: 'Not delivered' }).click();
    await phone.getByRole('radio', { name: 'Recipient absent' }).check();
    await phone.getByTestId('confirm-fail').click();
    await expect(phone.getByTestId('queue-counts')).toContainText('Waiting to send: 2');
    await saveScreenshot(phone, 'courier-day-offline');

    await context.setOffline(false);
    await expect(phone.getByTestId('queue-counts')).toContainText('Sent: 2');
    await expect(card(first)).toContainText('Done');
    await expect(card(second)).toContainText('Not delivered');
  } finally {
    await context.close();
  }

  // The server holds each action once: the stops have their new statuses.
  const after = await api.get<CourierDay>('courier/today');
  const statusOf = (id: string) => after.stops.find((stop) => stop.id === id)?.status;
  expect(statusOf(first!.id)).toBe('done');
  expect(statusOf(second!.id)).toBe('failed');
});
