import type { CourierActionAnswer, CourierDay, CourierStop } from '@console/domain';
import { expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { phoneContextOptions, saveScreenshot, signIn } from './support/console.ts';
import { identifyByDocument, queuedActions } from './support/courier.ts';

/** The demo courier whose day (parcels DEMO-DOOR-*) is this spec's alone; courier-day.spec drives courier.mykola. */
const COURIER = 'courier';

test('at the door on a phone: a document identification and a card payment, a failed delivery retried and another redirected to a pickup point (issue 26)', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const api = await apiAs(request, COURIER);
  const before = await api.get<CourierDay>('courier/today');
  const open = before.stops.filter((stop) => stop.status === 'pending' && stop.kind !== 'pickup');
  const paying = open.find((stop) => stop.identificationRequired && stop.toCollect.length > 0);
  expect(paying, 'a demo stop whose recipient pays at the door').toBeDefined();
  const redirected = open.find((stop) => stop !== paying && stop.parcels.length > 0 && stop.pudos.length > 0);
  expect(redirected, 'a demo stop with parcels and a nearby pickup point').toBeDefined();
  const retried = open.find((stop) => stop !== paying && stop !== redirected);
  expect(retried).toBeDefined();
  expect(before.documentTypes.length).toBeGreaterThan(0);

  const context = await browser.newContext(phoneContextOptions());
  const phone = await context.newPage();
  const card = (stop: CourierStop) => phone.getByTestId(`stop-${stop.position}`);
  const dialog = phone.getByRole('dialog');
  try {
    await signIn(phone, COURIER, '/tasks/personal?consumer=mobile_app');
    await phone.goto('/tasks/personal?consumer=mobile_app');
    await expect(card(paying!)).toBeVisible();

    // 1. The recipient pays by card, then shows a document and takes the parcel.
    await card(paying!).getByRole('button', { name: 'Take payment' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Card' }).check();
    await dialog.getByLabel('Approval code from the card terminal').fill('AB12CD34');
    await saveScreenshot(phone, 'courier-door-card');
    await dialog.getByTestId('confirm-cash').click();
    await expect(dialog).toHaveCount(0);
    await card(paying!).getByRole('button', { name: 'Deliver', exact: true }).click();
    await expect(dialog).toBeVisible();
    await identifyByDocument(phone, before.documentTypes[0]!.name);
    await dialog.getByLabel('Who took the parcel').fill('Anna at the door');
    await saveScreenshot(phone, 'courier-door-identification');
    await dialog.getByTestId('confirm-deliver').click();
    await expect(dialog).toHaveCount(0);

    // 2. Nobody home: a new attempt on the next working day.
    await card(retried!).getByRole('button', { name: 'Not delivered' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Recipient absent' }).check();
    await dialog.getByRole('radio', { name: 'Try again on the next working day' }).check();
    await dialog.getByTestId('confirm-fail').click();
    await expect(dialog).toHaveCount(0);

    // 3. Nobody home again: the parcels go to a nearby pickup point.
    const pudo = redirected!.pudos[0]!;
    await card(redirected!).getByRole('button', { name: 'Not delivered' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Recipient absent' }).check();
    await dialog.getByRole('radio', { name: 'Take to a pickup point' }).check();
    await dialog
      .getByRole('radio', { name: new RegExp(`^${pudo.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .check();
    await saveScreenshot(phone, 'courier-door-pudo');
    await dialog.getByTestId('confirm-fail').click();
    await expect(dialog).toHaveCount(0);

    await expect(phone.getByTestId('queue-counts')).toContainText('Sent: 4');
    await expect(phone.getByTestId('queue-counts')).toContainText('Refused: 0');
    await expect(card(paying!)).toContainText('Done');
    await saveScreenshot(phone, 'courier-door-synced');
    const queue = await queuedActions(phone);

    // The server's first answers say what each action did.
    const replayed = await api.post<{ items: CourierActionAnswer[] }>('courier/actions', { actions: queue });
    const messages = replayed.items.map((answer) => answer.first?.message ?? '');
    expect(replayed.items.map((answer) => answer.first?.result)).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
    ]);
    expect(messages[0]).toMatch(/^Card payment taken: .* approval AB12CD34\)$/);
    expect(messages[1]).toBe('Delivered');
    expect(messages[2]).toMatch(/^Recorded as not delivered; a new attempt on \d{4}-\d{2}-\d{2}$/);
    expect(messages[3]).toBe(`Recorded as not delivered; the parcels go to pickup point ${pudo.name}`);
  } finally {
    await context.close();
  }
  const after = await api.get<CourierDay>('courier/today');
  const statusOf = (stop: CourierStop) => after.stops.find((each) => each.id === stop.id)?.status;
  expect([statusOf(paying!), statusOf(retried!), statusOf(redirected!)]).toEqual([
    'done',
    'failed',
    'failed',
  ]);
});
