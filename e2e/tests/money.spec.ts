import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { saveScreenshot, signIn } from './support/console.ts';
import { decodeCode128, firstPageAsPng } from './support/pdf-pages.ts';
import { startPrintService } from './support/print-service.ts';

/** A print service of this spec's own (the console is pointed at it), so specs may run side by side. */
const PRINT_SERVICE_PORT = 8557;
const A4_PRINTER = { deviceUri: 'ipp://office/a4', name: 'Counter A4 printer' };
const TAPE_PRINTER = { deviceUri: 'usb://epson/tm-t20', name: 'Counter receipt printer' };
/** A clerk no other spec signs in as, so their printers and visits are this spec's. */
const CLERK = 'branch.employee';
const screenshotsDir = join(dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

interface Shipment {
  id: string;
  number: string;
  paymentStatus: string;
}

async function findAndPick(page: Page, number: string) {
  const search = page.getByRole('textbox', { name: 'Shipment or parcel number, phone or CID' });
  await search.fill(number);
  await search.press('Enter');
  const results = page.getByRole('list', { name: 'Search results' });
  await results.getByRole('button').filter({ hasText: number }).first().click();
}

test('a clerk sells two boxes and a roll of tape with a parcel, takes one payment, prints the receipt; the service desk cancels it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const clerk = await apiAs(request, CLERK);
  const me = await clerk.get<{ division: { id: string } }>('users/me');
  const parcel = await clerk.post<Shipment>('v2/shipments', {
    status: 'ReadyToShip',
    sender: { name: 'Marta Zielińska', phone: '48600200300', countryCode: 'PL', divisionId: me.division.id },
    recipient: {
      name: 'Tomasz Lewandowski',
      phone: '48691888123',
      countryCode: 'PL',
      addressParts: { street: 'ul. Długa', building: '5', city: 'Kraków', postCode: '31-147' },
    },
    parcels: [{ actualWeight: 2500, length: 300, width: 200, height: 150 }],
  });
  expect(parcel.paymentStatus).toBe('NeedPay');
  await clerk.post('users/settings', {
    printers: [
      { ...A4_PRINTER, printType: 'A4' },
      { ...TAPE_PRINTER, printType: 'Tape' },
    ],
  });
  const printService = await startPrintService(PRINT_SERVICE_PORT, [A4_PRINTER, TAPE_PRINTER]);
  await page.addInitScript(
    (url) => localStorage.setItem('console.printServiceUrl', url),
    `http://127.0.0.1:${PRINT_SERVICE_PORT}`,
  );

  try {
    // The workplace's "Sell goods" opens a visit with the sell-goods dialog.
    await signIn(page, CLERK, '/employee_workplace');
    await page
      .getByRole('button', { name: /Sell goods/ })
      .first()
      .click();
    await page.waitForURL(/\/visits\/[0-9a-f-]+/);
    const visitUrl = page.url().replace(/\?.*$/, '');
    const dialog = page.getByRole('dialog', { name: 'Sell goods' });
    await expect(dialog).toBeVisible();

    // Two characters search barcodes only: "Bo" finds nothing, "Box" finds the boxes by name.
    const search = dialog.getByPlaceholder('Barcode or name (from 3 characters)');
    await search.fill('Bo');
    await expect(dialog.getByText('No goods found')).toBeVisible();
    await search.fill('Box');
    const results = dialog.getByTestId('sell-goods-results');
    await expect(results.getByText('Box M')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Box M' }).click();
    // The same item cannot be chosen twice.
    await dialog.getByRole('button', { name: 'Add Box M' }).click();
    await expect(page.getByText('The selected item is already in the list: Box M')).toBeVisible();
    const amount = dialog.getByRole('spinbutton', { name: 'Amount of Box M' });
    await amount.fill('2');
    await amount.press('Tab');
    // The tape by its barcode, as a scanner types it.
    await search.fill('5901234123488');
    await dialog.getByRole('button', { name: 'Add Packing tape', exact: true }).click();
    await expect(dialog.getByTestId('sell-goods-total')).toHaveText('Total: 21.79 PLN');
    await saveScreenshot(page, 'money-sell-goods');
    await dialog.getByTestId('sell-goods-apply').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('order-status')).toHaveText('Needs payment');

    // A parcel to send in the same visit.
    await findAndPick(page, parcel.number);
    await page.waitForURL(/\/one_shipment\//);
    await page.goto(visitUrl);
    await expect(page.getByRole('list', { name: 'Documents of the visit' })).toContainText(parcel.number);

    // One payment for the parcel and the goods.
    await expect(page.getByTestId('visit-unpaid-total')).toContainText('21.79 PLN');
    await page.getByRole('button', { name: /Take payment/ }).click();
    const payment = page.getByRole('dialog', { name: 'Take payment for the visit' });
    await payment.getByText('Card').click();
    await payment.getByRole('button', { name: /^Paid / }).click();
    await expect(page.getByText('Nothing to pay')).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    await saveScreenshot(page, 'money-visit-paid');

    // The receipt goes to the A4 printer; its Code 128 is the payment number.
    await page.getByTestId('receipt-a4').click();
    await expect.poll(() => printService.jobs.length).toBe(1);
    const [job] = printService.jobs;
    expect(job!.deviceUri).toBe(A4_PRINTER.deviceUri);
    const [paymentNumber] = await decodeCode128(job!.pdf);
    expect(paymentNumber).toMatch(/^PM\d{12}$/);
    mkdirSync(screenshotsDir, { recursive: true });
    writeFileSync(join(screenshotsDir, 'money-receipt.png'), await firstPageAsPng(job!.pdf, 100));
    await page.getByTestId('receipt-tape').click();
    await expect.poll(() => printService.jobs.length).toBe(2);
    expect(printService.jobs[1]!.deviceUri).toBe(TAPE_PRINTER.deviceUri);
    expect(await decodeCode128(printService.jobs[1]!.pdf)).toContain(paymentNumber);

    // Paid: the visit ends.
    await page.getByRole('button', { name: 'End visit' }).click();
    await expect(page.getByText(/Visit VS\d{12} is closed/)).toBeVisible();

    // The service desk finds the payment in the register and cancels it.
    const deskContext = await browser.newContext();
    const desk = await deskContext.newPage();
    await signIn(desk, 'service.desk', `/payments?numbers[]=${paymentNumber}`);
    const row = desk.getByRole('row').filter({ hasText: paymentNumber! });
    await expect(row).toBeVisible();
    await expect(row).toContainText(CLERK);
    await saveScreenshot(desk, 'money-payments');
    await row.getByText(paymentNumber!).click();
    await desk.waitForURL(/\/payments\/[0-9a-f-]+/);
    await expect(desk.getByTestId('payment-status').first()).toHaveText('Paid');
    await expect(desk.getByText(parcel.number).first()).toBeVisible();
    await expect(desk.getByText('Box M × 2')).toBeVisible();
    await saveScreenshot(desk, 'money-payment');
    await desk.getByTestId('payment-cancel').click();
    await desk.getByRole('dialog').getByRole('button', { name: 'Cancel payment' }).click();
    await expect(desk.getByTestId('payment-status').first()).toHaveText('Refunded');
    const parcelNow = await clerk.get<Shipment>(`shipments/${parcel.id}`);
    expect(parcelNow.paymentStatus).toBe('NeedPay');

    // NovaPay: the clerk signs in to the payment service (the stand-in in the demo).
    await deskContext.close();
    await page.goto('/novapay');
    await page.getByTestId('novapay-login').click();
    await expect(page.getByTestId('novapay-state')).toHaveText('Connected');
    await saveScreenshot(page, 'money-novapay');
  } finally {
    await printService.close();
  }
});

test('the payments and orders registers at 1366×768 and on a phone', async ({ page }) => {
  await signIn(page, 'administrator.god', '/orders');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await saveScreenshot(page, 'money-orders');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/payments');
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  await saveScreenshot(page, 'money-payments-phone');
  // An unpaid order opens on the phone and its goods are edited in the dialog ('Done' on a phone).
  await page.goto('/orders?paymentStatuses[]=NeedPay');
  await page
    .getByRole('link', { name: /^OR\d{12}$/ })
    .first()
    .click();
  await page.waitForURL(/\/orders\/[0-9a-f-]+/);
  await expect(page.getByTestId('order-status')).toHaveText('Needs payment');
  await saveScreenshot(page, 'money-order-phone');
  await page.getByRole('button', { name: 'Edit goods' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('sell-goods-apply')).toHaveText('Done');
  await saveScreenshot(page, 'money-sell-goods-phone');
});
