import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { saveScreenshot, signIn } from './support/console.ts';

const run = promisify(execFile);

/** The text of a PDF as poppler's pdftotext reads it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'e2e-cn23-'));
  try {
    await writeFile(join(dir, 'form.pdf'), pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', join(dir, 'form.pdf'), '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A 64 × 48 PNG "photo": an orange box on grey. */
function photoPng(): Buffer {
  const width = 64;
  const height = 48;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const box = x > 12 && x < 52 && y > 8 && y < 40;
      row.set(box ? [230, 140, 40] : [200, 200, 200], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Created {
  id: string;
  number: string;
}

/** A PL → UA shipment of this test, from the operator's branch, with a 64.30 EUR invoice. */
async function internationalShipment(page: Page, recipientName: string): Promise<Created> {
  const api = await apiAs(page.request, 'operator');
  const me = await api.get<{ division: { id: string } | null }>('users/me');
  return api.post<Created>('v2/shipments', {
    internationalShipping: true,
    status: 'ReadyToShip',
    sender: {
      name: 'Anna Kowalska',
      phone: '48600100200',
      countryCode: 'PL',
      divisionId: me.division?.id ?? null,
      addressParts: { street: 'ul. Marszałkowska', building: '10', city: 'Warszawa', postCode: '00-001' },
    },
    recipient: {
      name: recipientName,
      phone: '380501234567',
      countryCode: 'UA',
      addressParts: { street: 'vul. Khreshchatyk', building: '1', city: 'Kyiv', postCode: '01001' },
    },
    parcels: [{ actualWeight: 1500, volumetricWeight: 800, length: 300, width: 200, height: 100 }],
    invoice: {
      currencyCode: 'EUR',
      totalCost: 64.3,
      items: [{ description: 'Coffee and tea', quantity: 2, value: 64.3 }],
    },
  });
}

/** Types into the HS code search of a goods line and picks the code from the suggestions. */
async function pickHsCode(page: Page, line: number, typed: string, code: string) {
  const field = page.getByTestId(`customs-line-${line}`).getByLabel('HS code');
  await field.fill(typed);
  const option = page.locator('.ant-select-item-option').filter({ hasText: code }).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(field).toHaveValue(code);
}

async function fillLine(
  page: Page,
  line: number,
  values: { description: string; search: string; code: string; weight: string; value: string },
) {
  const row = page.getByTestId(`customs-line-${line}`);
  await row.getByLabel('Description').fill(values.description);
  await pickHsCode(page, line, values.search, values.code);
  await row.getByLabel('Net weight, kg').fill(values.weight);
  await row.getByLabel('Value').fill(values.value);
}

test('a broker fills customs data with the HS search, submits it and prints the CN 23', async ({ page }) => {
  const shipment = await internationalShipment(page, `Customs E2E ${Date.now() % 100000}`);
  await signIn(page, 'broker', '/customs_data_hub');
  await expect(page.getByRole('heading', { name: 'Customs data hub' })).toBeVisible();
  await saveScreenshot(page, 'customs-queue');

  await page.getByLabel('Shipment number').fill(shipment.number);
  await page.getByLabel('Shipment number').press('Enter');
  const row = page.locator('.ant-table-row').filter({ hasText: shipment.number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Missing');
  await row.getByRole('button', { name: shipment.number }).click();

  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(`Customs data of ${shipment.number}`)).toBeVisible();
  await expect(drawer).toContainText('Invoice total: 64.30 EUR');

  await drawer.getByRole('button', { name: 'Add goods line' }).click();
  await fillLine(page, 0, {
    description: 'Roasted coffee beans',
    search: 'roasted coffee',
    code: '090121',
    weight: '1',
    value: '40.10',
  });
  await drawer.getByRole('button', { name: 'Add goods line' }).click();
  await fillLine(page, 1, {
    description: 'Green tea',
    search: '0902',
    code: '090210',
    weight: '0.25',
    value: '24.2',
  });
  // 40.10 + 24.20 is exactly the invoice's 64.30.
  await expect(page.getByTestId('customs-lines-total')).toContainText('64.30 EUR');
  await expect(page.getByTestId('customs-lines-total')).toContainText('matches the invoice');
  await saveScreenshot(page, 'customs-editor');

  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(drawer.locator('.customs-editor-head')).toContainText('Submitted');
  await expect(drawer.locator('.ant-timeline')).toContainText('broker');

  const [cn23] = await Promise.all([
    page.waitForResponse((response) => response.url().includes('/shipments/print-form/cn23')),
    drawer.getByRole('button', { name: 'Print CN 23' }).click(),
  ]);
  expect(cn23.status()).toBe(200);
  expect(cn23.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await cn23.body());
  expect(text).toContain('CN 23');
  expect(text).toContain(shipment.number);
  expect(text).toContain('Roasted coffee beans');
  expect(text).toContain('090121');
  expect(text).toContain('090210');
  expect(text).toContain('64.30 EUR');

  await drawer.getByRole('button', { name: 'Close' }).first().click();
  await expect(row).toContainText('Submitted');
});

test('the customs queue fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'broker', '/customs_data_hub');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await saveScreenshot(page, 'customs-queue-phone');
  // A submitted demo shipment's goods lines in the drawer, on the phone.
  await page.getByRole('combobox', { name: 'Customs data' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Submitted' }).click();
  await page.keyboard.press('Escape');
  const first = page.locator('.ant-table-row').first();
  await expect(first).toContainText('Submitted');
  await first.locator('.customs-open').click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('customs-line-0')).toBeVisible();
  const drawerOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(drawerOverflow).toBeLessThanOrEqual(1);
  await saveScreenshot(page, 'customs-editor-phone');
});

test('a photo attached to a shipment opens from its attachments tab', async ({ page }) => {
  const shipment = await internationalShipment(page, `Attachment E2E ${Date.now() % 100000}`);
  await signIn(page, 'operator', `/one_shipment/shipments/${shipment.id}/edit`);
  const formTabs = page.locator('.shipment-form-tabs');
  // The shipment form is the first tab; the attachments are not on it.
  await expect(formTabs.getByRole('tab', { name: 'Shipment' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: /Save draft/ })).toBeVisible();
  await expect(page.locator('.shipment-attachments')).toBeHidden();
  await formTabs.getByRole('tab', { name: /Attachments/ }).click();
  await expect(page).toHaveURL(/[?&]tab=attachments/);
  const panel = page.locator('.shipment-attachments');
  await expect(panel).toContainText('No attachments yet');
  await expect(page.getByRole('button', { name: /Save draft/ })).toBeHidden();
  await panel.locator('input[type=file]').setInputFiles({
    name: 'parcel-photo.png',
    mimeType: 'image/png',
    buffer: photoPng(),
  });
  const item = panel.locator('.ant-list-item').filter({ hasText: 'parcel-photo.png' });
  await expect(item).toBeVisible();
  await expect(item).toContainText('operator');
  await expect(formTabs.getByRole('tab', { name: /Attachments/ })).toContainText('1');
  await saveScreenshot(page, 'customs-attachments-tab');
  await item.getByRole('button', { name: 'Open' }).click();
  const image = page.getByRole('dialog').getByRole('img', { name: 'parcel-photo.png' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(64);
  await saveScreenshot(page, 'customs-attachments');
  await page.keyboard.press('Escape');
  await expect(image).toBeHidden();

  // The URL opens the attachments tab, on a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/one_shipment/shipments/${shipment.id}/edit?tab=attachments`);
  await expect(page.locator('.shipment-form-tabs').getByRole('tab', { name: /Attachments/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const phoneItem = page
    .locator('.shipment-attachments .ant-list-item')
    .filter({ hasText: 'parcel-photo.png' });
  await expect(phoneItem).toBeVisible();
  await expect(phoneItem.getByRole('button', { name: 'Open' })).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await saveScreenshot(page, 'customs-attachments-phone');
});
