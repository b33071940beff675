import { expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { saveScreenshot, signIn } from './support/console.ts';

interface CodShipment {
  id: string;
  number: string;
  status: string;
  recipient: { name: string; phone: string };
  services: { name: string; cost: number; serviceCode: string; payerType: string }[];
  cashOnDelivery: { amount: string; currencyCode: string; status: string } | null;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.keyboard.type(option);
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await dropdown.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

test('a clerk issues a cash-on-delivery parcel: the visit asks fees + the amount, takes it, and the sender is owed it until paid out', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const clerk = await apiAs(request, 'operator');
  // Two demo parcels wait to be collected: a second try of this test takes the other one.
  const candidates = await clerk.get<{ items: { id: string }[] }>(
    'shipments?clientOrders[]=DEMO-COD-ISSUE-1&clientOrders[]=DEMO-COD-ISSUE-2',
  );
  const parcels = await Promise.all(
    candidates.items.map((row) => clerk.get<CodShipment>(`shipments/${row.id}`)),
  );
  const parcel = parcels.find((candidate) => candidate.cashOnDelivery?.status === 'ToCollect');
  if (!parcel) throw new Error('No demo parcel with cash on delivery to collect');
  const cod = parcel.cashOnDelivery!;
  const fees = parcel.services.filter((service) => service.payerType === 'Recipient' && service.cost > 0);
  const feesMinor = fees.reduce((sum, service) => sum + Math.round(service.cost * 100), 0);
  const expectedMinor = feesMinor + Math.round(Number(cod.amount) * 100);
  const expected = (expectedMinor / 100).toFixed(2);

  // The counter: an issuing visit finds the parcel.
  await signIn(page, 'operator', '/employee_workplace');
  await page.getByRole('button', { name: /Issue a parcel/ }).click();
  await page.waitForURL(/\/visits\/[0-9a-f-]+/);
  const search = page.getByRole('textbox', { name: 'Shipment or parcel number, phone or CID' });
  await search.fill(parcel.number);
  await search.press('Enter');
  await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('button')
    .filter({ hasText: parcel.number })
    .first()
    .click();
  const document = page
    .getByRole('list', { name: 'Documents of the visit' })
    .locator(':scope > li')
    .filter({ hasText: parcel.number });
  await expect(document).toContainText('Issuance');
  // The document says what is to collect, and its "To pay" counts the fees and the amount.
  await expect(document.getByTestId('document-cod')).toContainText(`Cash-on-delivery amount: ${cod.amount}`);
  await expect(document.getByTestId('document-cod')).toContainText('To collect');
  await expect(page.getByTestId('visit-unpaid-total')).toContainText(expected);

  // Ending now is refused, and the reason names the amount still owed.
  await expect(page.getByTestId('visit-end-reasons')).toContainText(
    `${parcel.number} Cash-on-delivery amount ${cod.amount}`,
  );

  // The recipient shows a passport.
  await choose(page, 'Document type', 'Paszport');
  await page.getByRole('textbox', { name: 'Document number' }).fill('AB1234567');
  await page.getByRole('button', { name: 'Identify by document' }).click();
  await expect(page.getByText('Identified by document')).toBeVisible();

  // One payment: the fees and the amount, in cash.
  await page.getByRole('button', { name: /Take payment/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Cash-on-delivery amount, ${parcel.number}`)).toBeVisible();
  await expect(dialog).toContainText(`${cod.amount}`);
  await page.locator('main').evaluate((main) => main.scrollTo?.(0, 0));
  await saveScreenshot(page, 'cod-payment-dialog');
  await dialog.getByText('Cash', { exact: true }).click();
  await dialog.getByRole('button', { name: /^Paid / }).click();
  await expect(page.getByText('Nothing to pay')).toBeVisible();
  await expect(document.getByTestId('document-cod')).toContainText('Collected');

  await page.getByRole('button', { name: 'End visit' }).click();
  // Ending leaves the visit for the page it came from: its notice says it closed.
  await expect(page.getByText(/^Visit VS\d{12} is closed$/)).toBeVisible();
  const issued = await clerk.get<CodShipment>(`shipments/${parcel.id}`);
  expect(issued.status).toBe('Issued');
  expect(issued.cashOnDelivery?.status).toBe('Collected');

  // The money: one payment of fees + the amount, to the cent; the amount owed to the sender.
  const god = await apiAs(request, 'administrator.god');
  const owed = await god.get<{ items: { id: string; amount: string; status: string; paymentId: string }[] }>(
    `cod-payables?search=${parcel.number}`,
  );
  expect(owed.items).toEqual([expect.objectContaining({ amount: cod.amount, status: 'Collected' })]);
  const payment = await god.get<{ sum: string; number: string }>(`payments/${owed.items[0]!.paymentId}`);
  expect(Number(payment.sum).toFixed(2)).toBe(expected);

  // Administrator-god pays it out to the sender from the payments register.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, 'administrator.god', '/payments');
  await page.getByTestId('cod-open').click();
  const drawer = page.getByRole('dialog', { name: 'Cash on delivery' });
  await drawer.getByLabel('Shipment, sender or TIN').fill(parcel.number);
  await drawer.getByLabel('Shipment, sender or TIN').press('Enter');
  const row = drawer.getByRole('row').filter({ hasText: parcel.number });
  await expect(row).toContainText(`${cod.amount} ${cod.currencyCode}`);
  await expect(row).toContainText(payment.number);
  await saveScreenshot(page, 'cod-owed-to-senders');
  await row.getByRole('checkbox').check();
  await drawer.getByRole('button', { name: 'Pay out to the sender' }).click();
  await expect(page.getByText(/Payout CP\d{12} of/)).toBeVisible();

  await drawer.getByRole('tab', { name: 'Payouts' }).click();
  const payoutRow = drawer
    .getByRole('row')
    .filter({ hasText: `${cod.amount} ${cod.currencyCode}` })
    .first();
  await expect(payoutRow).toContainText('Awaiting payout');
  await payoutRow.getByRole('button', { name: 'Mark paid off' }).click();
  await expect(page.getByText(/Payout CP\d{12} paid off/)).toBeVisible();
  await saveScreenshot(page, 'cod-payouts');

  await drawer.getByRole('tab', { name: 'Report' }).click();
  await expect(drawer.getByRole('table')).toContainText('Paid off');
  await saveScreenshot(page, 'cod-report');
  const settled = await god.get<{ items: { status: string }[] }>(`cod-payables?search=${parcel.number}`);
  expect(settled.items.map((item) => item.status)).toEqual(['PaidOff']);
  expect((await god.get<{ lastStatus: string }>(`payments/${owed.items[0]!.paymentId}`)).lastStatus).toBe(
    'paid_off',
  );
});
