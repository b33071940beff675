import type { Shipment, ShipmentModificationView } from '@console/domain';
import { expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { signIn } from './support/console.ts';

type Api = Awaited<ReturnType<typeof apiAs>>;

/** A shipment of this test accepted at the operator's branch: international with an invoice when asked. */
async function acceptedShipment(clerk: Api, recipientName: string, international = false): Promise<Shipment> {
  const me = await clerk.get<{ division: { id: string } }>('users/me');
  const draft = await clerk.post<Shipment>('v2/shipments', {
    status: 'ReadyToShip',
    internationalShipping: international,
    sender: {
      name: 'Anna Kowalska',
      phone: '48600100200',
      countryCode: 'PL',
      divisionId: me.division.id,
      addressParts: { street: 'ul. Marszałkowska', building: '10', city: 'Warszawa', postCode: '00-001' },
    },
    recipient: international
      ? {
          name: recipientName,
          phone: '380501234567',
          countryCode: 'UA',
          addressParts: { street: 'vul. Khreshchatyk', building: '1', city: 'Kyiv', postCode: '01001' },
        }
      : {
          name: recipientName,
          phone: '48600300400',
          countryCode: 'PL',
          addressParts: { street: 'Floriańska', building: '12', city: 'Kraków', postCode: '31-019' },
        },
    parcels: [{ actualWeight: 1500, length: 300, width: 200, height: 100 }],
    ...(international
      ? {
          invoice: {
            currencyCode: 'EUR',
            totalCost: 64.3,
            items: [{ description: 'Coffee and tea', quantity: 2, value: 64.3 }],
          },
        }
      : {}),
  });
  await clerk.put('shipments/accept', { ids: [draft.id] });
  const shipment = await clerk.get<Shipment>(`shipments/${draft.id}`);
  expect(shipment.status).toBe('Accepted');
  return shipment;
}

/** Opens the Operations menu, waits for the server's check to allow `operation`, and opens its dialog. */
async function openOperation(page: Page, operation: string, number: string) {
  await page.getByRole('button', { name: /Operations/ }).click();
  const item = page.getByRole('menuitem', { name: operation, exact: true });
  await expect(item).toBeVisible();
  await expect(item).toBeEnabled();
  await item.click();
  const dialog = page.getByRole('dialog', { name: `${operation}: ${number}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Confirms the dialog; the console says the shipment's operation is done. */
async function confirm(page: Page, dialog: ReturnType<Page['getByRole']>, number: string) {
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .locator('.ant-notification-notice')
      .filter({ hasText: `Shipment ${number}: done` })
      .last(),
  ).toBeVisible();
}

const modificationsOf = async (api: Api, shipmentId: string) =>
  (await api.get<{ items: ShipmentModificationView[] }>(`shipment-modification?shipmentId=${shipmentId}`))
    .items;

test('a dispatch manager redirects an accepted shipment, changes its recipient and returns it to the sender from the shipment screen', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const clerk = await apiAs(request, 'operator');
  const manager = await apiAs(request, 'dispatch.manager');
  const shipment = await acceptedShipment(clerk, `Jan Nowak ${stamp}`);

  await signIn(page, 'dispatch.manager', `/one_shipment/shipments/${shipment.id}/edit`);

  // Redirect: to a new recipient at another address.
  const redirect = await openOperation(page, 'Redirect', shipment.number);
  await dialogField(redirect, "Recipient's name").fill(`Ewa Redirected ${stamp}`);
  await dialogField(redirect, "Recipient's address").fill('Warszawa, ul. Prosta 51');
  await dialogField(redirect, 'Note').fill(`redirect ${stamp}`);
  await confirm(page, redirect, shipment.number);

  // Change of data: the recipient's name on the shipment itself.
  const change = await openOperation(page, 'Change of data', shipment.number);
  await expect(dialogField(change, "Recipient's name")).toHaveValue(`Jan Nowak ${stamp}`);
  await dialogField(change, "Recipient's name").fill(`Jan Changed ${stamp}`);
  await confirm(page, change, shipment.number);

  // Return to sender.
  const back = await openOperation(page, 'Return to sender', shipment.number);
  await dialogField(back, 'Note').fill(`return ${stamp}`);
  await confirm(page, back, shipment.number);

  const made = await modificationsOf(manager, shipment.id);
  const byType = (type: string) => made.filter((row) => row.type === type);
  expect(byType('Redirecting')).toHaveLength(1);
  expect(byType('Redirecting')[0]).toMatchObject({
    status: 'NeedProcessing',
    user: 'dispatch.manager',
    note: `redirect ${stamp}`,
    payload: {
      recipient: { name: `Ewa Redirected ${stamp}`, address: { string: 'Warszawa, ul. Prosta 51' } },
    },
  });
  expect(byType('ChangeData')).toHaveLength(1);
  expect(byType('Return')).toHaveLength(1);
  expect(byType('Return')[0]).toMatchObject({ user: 'dispatch.manager', note: `return ${stamp}` });
  // The change of data went onto the shipment; the redirect only asks for it.
  expect((await manager.get<Shipment>(`shipments/${shipment.id}`)).recipient.name).toBe(
    `Jan Changed ${stamp}`,
  );

  // The data change history shows the change, before → after.
  await page.getByRole('button', { name: /Operations/ }).click();
  const history = page.getByRole('menuitem', { name: 'Data change history' });
  await expect(history).toBeVisible();
  await history.click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: `Changes of data: ${shipment.number}` });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('.ant-table-row')).toHaveCount(1);
  await expect(drawer.locator('.ant-table-row')).toContainText(`Jan Nowak ${stamp} → Jan Changed ${stamp}`);
});

test('a dispatch manager asks for an invoice inspection of an international shipment', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const clerk = await apiAs(request, 'operator');
  const manager = await apiAs(request, 'dispatch.manager');
  const shipment = await acceptedShipment(clerk, `Olena Shevchenko ${stamp}`, true);

  await signIn(page, 'dispatch.manager', `/one_shipment/shipments/${shipment.id}/edit`);
  const inspection = await openOperation(page, 'Invoice inspection', shipment.number);
  await dialogField(inspection, 'Note').fill(`inspect ${stamp}`);
  await confirm(page, inspection, shipment.number);

  const made = await modificationsOf(manager, shipment.id);
  expect(made.map((row) => [row.type, row.status, row.user, row.note])).toEqual([
    ['InvoiceInspection', 'NeedProcessing', 'dispatch.manager', `inspect ${stamp}`],
  ]);
  // A second inspection is refused while this one is open: the menu greys it out with the reason.
  await page.getByRole('button', { name: /Operations/ }).click();
  const again = page.getByRole('menuitem', { name: /^Invoice inspection/ });
  await expect(again).toBeVisible();
  await expect(again).toContainText('already has modification');
  await expect(again).toBeDisabled();
});

const dialogField = (dialog: ReturnType<Page['getByRole']>, label: string) =>
  dialog.getByLabel(label, { exact: true });
