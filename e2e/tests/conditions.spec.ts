import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { saveScreenshot, signIn } from './support/console.ts';

type Api = Awaited<ReturnType<typeof apiAs>>;

interface Service {
  id: string;
  serviceCode: string;
  name: string;
  cost: number;
  payerType: string;
  paymentStatus: string;
}
interface Shipment {
  id: string;
  number: string;
  status: string;
  services: Service[];
}

/** Picks an option of an antd select; typing first narrows a long (virtual) list. */
async function choose(page: Page, select: Locator, option: string | RegExp, typed?: string) {
  await select.click();
  if (typed) await page.keyboard.type(typed);
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await dropdown.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

/**
 * A shipment from the operator's branch to GB, ready to ship, of parcels of `kilograms` each: the
 * spec caps a parcel at 10 kg (registers §9), so 35 kg travel as four parcels.
 */
async function toGb(api: Api, divisionId: string, kilograms: number[]): Promise<Shipment> {
  return api.post<Shipment>('v2/shipments', goingToGb(divisionId, kilograms));
}

/** The body of such a shipment. */
function goingToGb(divisionId: string, kilograms: number[]) {
  return {
    status: 'ReadyToShip',
    internationalShipping: true,
    sender: { name: 'Anna Kowalska', phone: '48600100200', countryCode: 'PL', divisionId },
    recipient: {
      name: 'John Smith',
      phone: '447400123456',
      countryCode: 'GB',
      addressParts: { street: 'Baker Street', building: '221B', city: 'London', postCode: 'NW1 6XE' },
    },
    parcels: kilograms.map((kg) => ({
      actualWeight: Math.round(kg * 1000),
      length: 400,
      width: 300,
      height: 200,
    })),
  };
}

/** A visit holding the shipment, its services paid, ready to be ended at the counter. */
async function paidVisit(api: Api, shipment: Shipment): Promise<string> {
  const visit = await api.post<{ id: string }>('visits', {});
  await api.put(`visits/${visit.id}`, { fullName: 'Anna Kowalska', phone: '48600100200', lockVersion: 1 });
  await api.post(`visits/${visit.id}/documents`, { documentId: shipment.id, documentType: 'Shipment' });
  const unpaid = shipment.services.filter((service) => service.cost > 0);
  if (unpaid.length > 0) {
    await api.post('payments', {
      paymentSystem: 'cash',
      visitId: visit.id,
      services: unpaid.map((service) => ({
        sourceType: 'ShipmentServices',
        sourceId: shipment.id,
        serviceId: service.id,
      })),
    });
  }
  return visit.id;
}

test('a condition admin builds a Blocking condition that refuses a 35 kg shipment to GB at the counter; 20 kg is accepted with its service', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const conditionName = `E2E heavy to GB ${suffix}`;
  const itemName = `E2E no heavy parcels to GB ${suffix}`;
  const god = await apiAs(request, 'administrator.god');
  const clerk = await apiAs(request, 'operator');
  const created: { item?: string; condition?: string } = {};

  try {
    // The condition, built visually and read back as one sentence.
    await signIn(page, 'condition.admin', '/conditions');
    await expect(page.getByRole('heading', { name: 'Conditions' })).toBeVisible();
    await page.getByRole('button', { name: /Create$/ }).click();
    await page.waitForURL(/\/conditions\/new/);
    await page.getByRole('textbox', { name: 'Name' }).fill(conditionName);
    await choose(page, page.getByRole('combobox', { name: 'Type' }), 'Shipment');
    const first = page.getByTestId('bud-root-0');
    await first.getByRole('textbox', { name: 'Values' }).fill('30');
    await page.getByRole('button', { name: 'Add rule' }).click();
    const second = page.getByTestId('bud-root-1');
    await choose(
      page,
      second.getByRole('combobox', { name: 'Property' }),
      /^recipient country$/,
      'recipient country',
    );
    await choose(page, second.getByRole('combobox', { name: 'Operator' }), /^=$/);
    const values = second.getByRole('combobox', { name: 'Values' });
    await values.fill('GB');
    await values.press('Enter');
    await expect(page.getByTestId('condition-sentence')).toHaveText(
      'actual weight, kg > 30 kg and recipient country = GB',
    );
    await saveScreenshot(page, 'conditions-editor');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/conditions\/[0-9a-f-]{36}$/);
    created.condition = page.url().split('/').pop();
    // Name and type are fixed once created (registers §5).
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeDisabled();

    // The Blocking condition of shipment that uses it.
    await page.goto('/conditions_of_shipment?isFolder=true');
    await expect(page.getByRole('heading', { name: 'Conditions of shipment' })).toBeVisible();
    await expect(page.getByText('United Kingdom').first()).toBeVisible();
    await saveScreenshot(page, 'conditions-of-shipment-folders');
    await page.getByRole('button', { name: 'Create item' }).click();
    await page.waitForURL(/\/conditions_of_shipment\/new/);
    await page.getByRole('textbox', { name: 'Name' }).fill(itemName);
    await choose(page, page.getByRole('combobox', { name: 'Type' }), /^Blocking$/);
    await choose(page, page.getByRole('combobox', { name: 'Error code' }), 'WEIGHT_LIMIT_EXCEEDED');
    await page.getByRole('tab', { name: 'Conditions', exact: true }).filter({ visible: true }).last().click();
    await choose(page, page.getByRole('combobox', { name: 'Condition' }), conditionName, conditionName);
    await expect(page.getByTestId('node-condition-sentence')).toHaveText(
      'actual weight, kg > 30 kg and recipient country = GB',
    );
    await saveScreenshot(page, 'conditions-item-editor');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/conditions_of_shipment\/[0-9a-f-]{36}$/);
    created.item = page.url().split('/').pop();

    // The counter: 35 kg to GB cannot even be saved ready to ship; the condition's message says why.
    const me = await clerk.get<{ division: { id: string } }>('users/me');
    const refusedSave = await request.post('/api/v1/v2/shipments', {
      headers: clerk.headers,
      data: goingToGb(me.division.id, [9, 9, 9, 8]),
    });
    expect(refusedSave.status()).toBe(422);
    expect(((await refusedSave.json()) as { message: string }).message).toBe(
      'The parcel is too heavy for this destination',
    );
    // Kept as a draft in a visit, "Ready to ship" in the form is refused the same way: it stays a
    // draft and nothing is charged for it.
    const heavy = await clerk.post<Shipment>('v2/shipments', {
      ...goingToGb(me.division.id, [9, 9, 9, 8]),
      status: 'Draft',
      // What the form asks of a parcel abroad, so only the condition stands in the way.
      invoice: { currencyCode: 'EUR', totalCost: 120, items: [] },
    });
    const heavyVisit = await clerk.post<{ id: string }>('visits', {});
    await clerk.post(`visits/${heavyVisit.id}/documents`, { documentId: heavy.id, documentType: 'Shipment' });
    await page.context().clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await signIn(page, 'operator', `/visits/${heavyVisit.id}`);
    const draftItem = page
      .getByRole('list', { name: 'Documents of the visit' })
      .locator(':scope > li')
      .filter({ hasText: heavy.number });
    await expect(draftItem).toContainText('Draft');
    await draftItem.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('button', { name: 'Ready to ship' }).click();
    await expect(page.getByText('The parcel is too heavy for this destination').first()).toBeVisible();
    await saveScreenshot(page, 'conditions-visit-refused');
    const kept = await clerk.get<Shipment>(`shipments/${heavy.id}`);
    expect(kept.status).toBe('Draft');
    expect(kept.services.every((service) => service.paymentStatus !== 'Paid')).toBe(true);

    // 20 kg is accepted, and the service condition added its Packaging, paid with the rest.
    const light = await toGb(clerk, me.division.id, [10, 10]);
    const packaging = light.services.find((service) => service.serviceCode === 'Packaging');
    expect(packaging).toMatchObject({ cost: 10, payerType: 'Sender' });
    const lightVisit = await paidVisit(clerk, light);
    await page.goto(`/visits/${lightVisit}`);
    await expect(page.getByRole('button', { name: 'End visit' })).toBeEnabled();
    await page.getByRole('button', { name: 'End visit' }).click();
    // Ending leaves the visit for the page it came from: its notice says it closed.
    await expect(page.getByText(/^Visit VS\d{12} is closed$/)).toBeVisible();
    expect((await clerk.get<Shipment>(`shipments/${light.id}`)).status).toBe('Accepted');
    await page.goto(`/one_shipment/shipments/${light.id}/edit`);
    // The form ticks the service the condition added.
    await expect(page.getByRole('checkbox', { name: 'Packaging', exact: true })).toBeChecked();
    await page.getByTestId('services-summary').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'conditions-service-added');
  } finally {
    // Nothing this test made keeps deciding for other tests on the same server.
    if (created.item) {
      const item = await god.get<Record<string, unknown> & { lockVersion: number }>(
        `conditions-of-shipment/${created.item}`,
      );
      await request.fetch(`/api/v1/conditions-of-shipment/${created.item}`, {
        method: 'DELETE',
        headers: god.headers,
      });
      expect(item.lockVersion).toBeGreaterThan(0);
    }
    if (created.condition) {
      await request.fetch(`/api/v1/conditions/${created.condition}`, {
        method: 'DELETE',
        headers: god.headers,
      });
    }
  }
});

test('the condition screens fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'administrator.god', '/conditions_of_shipment_service');
  await expect(page.getByRole('heading', { name: 'Conditions of shipment service' })).toBeVisible();
  await expect(page.getByText('Packaging for heavy parcels to GB').first()).toBeVisible();
  await saveScreenshot(page, 'conditions-service-phone');
  await page.getByRole('link', { name: 'Packaging for heavy parcels to GB' }).click();
  await page.waitForURL(/\/conditions_of_shipment_service\/[0-9a-f-]{36}/);
  await page.getByRole('tab', { name: 'Conditions', exact: true }).click();
  await expect(page.getByTestId('node-condition-sentence')).toContainText('recipient country = GB');
  await saveScreenshot(page, 'conditions-service-editor-phone');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
