import type { CustomsData, CustomsGoodsLine, CustomsQueueItem } from '@console/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerAt, fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';
import { SHIPMENT_ID, storedShipment } from '../shipments/shipment-test-kit.ts';

const ITEM: CustomsQueueItem = {
  shipmentId: SHIPMENT_ID,
  number: 'SHPL0000000042',
  status: 'Accepted',
  dateTime: '2026-11-23T08:15:00.000Z',
  senderCountryCode: 'PL',
  recipientCountryCode: 'UA',
  senderZone: 'Europe',
  recipientZone: 'NeedInvoice',
  customsStatus: 'Draft',
  invoice: { currencyCode: 'EUR', totalCost: 64.3 },
  updatedAt: null,
};

const line = (overrides: Partial<CustomsGoodsLine>): CustomsGoodsLine => ({
  description: 'Roasted coffee',
  hsCode: '090121',
  quantity: '1',
  unit: 'kg',
  netWeight: 1000,
  value: '40.10',
  currencyCode: 'EUR',
  purpose: 'selling',
  countryOfOrigin: 'PL',
  ...overrides,
});

function customs(status: CustomsData['status'], lines: CustomsGoodsLine[]): CustomsData {
  return {
    shipmentId: SHIPMENT_ID,
    status,
    lines,
    note: null,
    lockVersion: 3,
    updatedByUser: 'broker',
    updatedAt: '2026-11-23T09:00:00.000Z',
    history: [],
  };
}

function hubApp(groups: string[], data: CustomsData) {
  const shipment = {
    ...storedShipment(),
    invoice: {
      currencyCode: 'EUR',
      totalCost: 64.3,
      items: [{ description: 'Coffee and tea', quantity: 2, value: 64.3 }],
    },
  };
  return renderApp('/customs_data_hub', {
    routes: signedInRoutes(fakeUser(groups), {
      'GET shipments/customs/queue': { status: 200, data: { items: [ITEM], total: 1, last_page: 1 } },
      ...answerAt('GET shipments/customs/data/:id', [SHIPMENT_ID], {
        status: 200,
        data: { shipment, customs: data },
      }),
      'POST shipments/customs/data': (request) => ({
        status: 200,
        data: { ...data, status: (request.data as Pick<CustomsData, 'status'>).status, lockVersion: 4 },
      }),
    }),
  });
}

async function openEditor() {
  await userEvent.click(await screen.findByRole('button', { name: 'SHPL0000000042' }));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  resetSession();
  signIn();
});

describe('customs data hub', () => {
  it('lists the queue and submits goods lines whose total matches the invoice exactly', async () => {
    const view = hubApp(
      ['base', 'broker'],
      customs('Draft', [
        line({}),
        line({ description: 'Green tea', hsCode: '090210', value: '24.20', unit: 'kg', netWeight: 250 }),
      ]),
    );
    const row = (await screen.findByText('SHPL0000000042')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Incomplete')).toBeTruthy();
    // The customs zone in words, not its code "(NeedInvoice)" (issue 24).
    expect(row.textContent).toContain('(invoice needed)');
    const dialog = await openEditor();
    const total = await within(dialog).findByTestId('customs-lines-total');
    expect(total.textContent).toContain('64.30 EUR');
    expect(total.textContent).toContain('matches the invoice');
    // A broker reviews nothing.
    expect(within(dialog).queryByRole('button', { name: /Reject/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /Submit/ }));
    await waitFor(() =>
      expect(
        view.requests.some(
          (request) => request.method === 'POST' && request.url === 'shipments/customs/data',
        ),
      ).toBe(true),
    );
    const post = view.requests.find((request) => request.method === 'POST')!;
    expect(post.data).toEqual({
      shipmentId: SHIPMENT_ID,
      status: 'Submitted',
      lockVersion: 3,
      lines: [
        line({}),
        line({ description: 'Green tea', hsCode: '090210', value: '24.20', unit: 'kg', netWeight: 250 }),
      ],
    });
  });

  it('shows a total that differs from the invoice', async () => {
    hubApp(['base', 'broker'], customs('Draft', [line({ value: '40.10' })]));
    const dialog = await openEditor();
    const total = await within(dialog).findByTestId('customs-lines-total');
    expect(total.textContent).toContain('40.10 EUR');
    expect(total.textContent).toContain('differs from the invoice total 64.30 EUR');
  });

  it('offers the reviewer reject and accept on submitted data', async () => {
    const view = hubApp(['base', 'service_desk'], customs('Submitted', [line({ value: '64.30' })]));
    const dialog = await openEditor();
    expect(await within(dialog).findByRole('button', { name: /Reject/ })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /Accept/ }));
    await waitFor(() => expect(view.requests.some((request) => request.method === 'POST')).toBe(true));
    expect(view.requests.find((request) => request.method === 'POST')!.data).toEqual({
      shipmentId: SHIPMENT_ID,
      status: 'Accepted',
      lockVersion: 3,
    });
  });
});
