import type {
  CourierAction,
  CourierActionAnswer,
  CourierDay,
  CourierStop,
  DeliveryProof,
} from '@console/domain';
import { expect, type Page, test } from '@playwright/test';
import { apiAs, type ShipmentRow } from './support/api.ts';
import { phoneContextOptions, saveScreenshot, signIn } from './support/console.ts';
import { identifyByDocument, queuedActions } from './support/courier.ts';

/** The demo courier nobody else's spec drives: his day (and its parcels, DEMO-COURIER-*) is this spec's alone. */
const COURIER = 'courier.mykola';
/** A console user of the same division (WAW-1), who opens the proofs. */
const CONSOLE_USER = 'operator';

/** A 1×1 PNG: the photo the phone's camera input hands over. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function sign(phone: Page) {
  const pad = phone.getByTestId('signature-pad');
  // The dialog zooms in: a stroke drawn while it moves misses the pad, so wait until it stands still.
  let box = await pad.boundingBox();
  for (;;) {
    await phone.waitForTimeout(150);
    const now = await pad.boundingBox();
    if (box && now && now.x === box.x && now.y === box.y && now.width === box.width) break;
    box = now;
  }
  if (!box) throw new Error('no signature pad');
  await phone.mouse.move(box.x + 20, box.y + 40);
  await phone.mouse.down();
  await phone.mouse.move(box.x + 120, box.y + 90, { steps: 8 });
  await phone.mouse.up();
}

test("a courier's day on a phone: offline, three parcels delivered with proof and one stop failed, sent once when back online, the proof opened in the console (issue 26)", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const api = await apiAs(request, COURIER);
  const before = await api.get<CourierDay>('courier/today');
  // Three address deliveries with their parcels in his hands, and another stop to fail (a pickup is scanned instead).
  const delivered = before.stops
    .filter((stop) => stop.kind === 'delivery' && stop.parcels.length > 0)
    .slice(0, 3);
  expect(delivered).toHaveLength(3);
  const failed = before.stops.find((stop) => stop.kind !== 'pickup' && !delivered.includes(stop));
  expect(failed).toBeDefined();

  const context = await browser.newContext(phoneContextOptions());
  const phone = await context.newPage();
  const card = (stop: CourierStop) => phone.getByTestId(`stop-${stop.position}`);
  let queue: CourierAction[];
  try {
    await signIn(phone, COURIER, '/tasks/personal?consumer=mobile_app');
    await phone.goto('/tasks/personal?consumer=mobile_app');
    await expect(phone.getByTestId('stop-1')).toBeVisible();
    await saveScreenshot(phone, 'courier-day-online');

    await context.setOffline(true);
    await expect(phone.getByTestId('network-state')).toContainText('Offline');
    for (const [index, stop] of delivered.entries()) {
      await card(stop).getByRole('button', { name: 'Deliver', exact: true }).click();
      await identifyByDocument(phone);
      await phone.getByLabel('Who took the parcel').fill(`Recipient ${index + 1}`);
      await sign(phone);
      await phone
        .getByTestId('proof-photo')
        .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PHOTO });
      await phone.getByTestId('confirm-deliver').click();
      await expect(phone.getByRole('dialog')).toHaveCount(0);
    }
    await card(failed!).getByRole('button', { name: 'Not delivered' }).click();
    await phone.getByRole('radio', { name: 'Recipient absent' }).check();
    await phone.getByTestId('confirm-fail').click();
    await expect(phone.getByTestId('queue-counts')).toContainText('Waiting to send: 4');
    await saveScreenshot(phone, 'courier-day-offline');

    await context.setOffline(false);
    await expect(phone.getByTestId('queue-counts')).toContainText('Sent: 4');
    for (const stop of delivered) await expect(card(stop)).toContainText('Done');
    await expect(card(failed!)).toContainText('Not delivered');
    await saveScreenshot(phone, 'courier-day-synced');
    queue = await queuedActions(phone);
  } finally {
    await context.close();
  }

  // The server holds each action once: the stops and the shipments have their new statuses.
  expect(queue.map((action) => (action.type === 'hub_scan' ? null : action.stopId))).toEqual([
    ...delivered.map((stop) => stop.id),
    failed!.id,
  ]);
  const after = await api.get<CourierDay>('courier/today');
  const statusOf = (id: string) => after.stops.find((stop) => stop.id === id)?.status;
  for (const stop of delivered) expect(statusOf(stop.id)).toBe('done');
  expect(statusOf(failed!.id)).toBe('failed');
  const console = await apiAs(request, CONSOLE_USER);
  const orders = Array.from({ length: 7 }, (_, index) => `clientOrders[]=DEMO-COURIER-${index + 1}`).join(
    '&',
  );
  const rows = (await console.get<{ items: ShipmentRow[] }>(`shipments?${orders}&limit=20`)).items;
  const shipmentOf = (stop: CourierStop) =>
    rows.find((row) => row.number === stop.parcels[0]!.shipmentNumber)!;
  for (const stop of delivered) {
    const shipment = await console.get<ShipmentRow>(`shipments/${shipmentOf(stop).id}`);
    expect(shipment.status).toBe('Issued');
    const proofs = (await console.get<{ items: DeliveryProof[] }>(`shipments/${shipment.id}/delivery-proofs`))
      .items;
    expect(proofs).toHaveLength(1);
    expect(proofs[0]!.signature?.contentType).toBe('image/png');
    expect(proofs[0]!.photo?.contentType).toBe('image/png');
  }

  // Replaying the same queue changes nothing: every action answers its first answer.
  const replayed = await api.post<{ items: CourierActionAnswer[] }>('courier/actions', { actions: queue });
  expect(replayed.items.map((answer) => [answer.result, answer.first?.result])).toEqual([
    ['duplicate', 'applied'],
    ['duplicate', 'applied'],
    ['duplicate', 'applied'],
    ['duplicate', 'applied'],
  ]);
  const again = await api.get<CourierDay>('courier/today');
  expect(again.stops.map((stop) => stop.status)).toEqual(after.stops.map((stop) => stop.status));

  // The proof opens from the shipment's screen in the console.
  const first = shipmentOf(delivered[0]!);
  const desk = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await desk.newPage();
  try {
    await signIn(page, CONSOLE_USER, `/one_shipment/shipments/${first.id}/edit?tab=journey`);
    const proof = page.getByTestId('delivery-proof');
    await expect(proof).toContainText('Recipient 1');
    await expect(proof).toContainText(COURIER);
    await expect(page.getByTestId('shipment-journey-event').last()).toContainText('Delivered to client');
    const photo = page.getByTestId('delivery-proof-photo');
    await expect(photo.getByRole('img', { name: 'Photo' })).toHaveAttribute('src', /^blob:/);
    await expect(
      page.getByTestId('delivery-proof-signature').getByRole('img', { name: 'Signature' }),
    ).toBeVisible();
    await saveScreenshot(page, 'courier-day-proof-of-delivery');
    const [opened] = await Promise.all([
      page.waitForEvent('popup'),
      photo.getByRole('button', { name: 'Open Photo' }).click(),
    ]);
    await expect.poll(() => opened.url()).toMatch(/^blob:/);
  } finally {
    await desk.close();
  }
});
