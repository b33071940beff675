import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeRoutes,
  fakeUser,
  renderApp,
  resetSession,
  signedInRoutes,
  signIn,
} from '../../app/test-kit.tsx';

beforeEach(() => {
  resetSession();
  signIn();
});

const HUB = { id: '3f0c5b1e-7a7d-4d0a-9c36-2b8e1f4a6c10', name: 'Warsaw hub' };
const PARCEL = 'PLPA0000000001';
const answer = {
  result: 'expected',
  barcode: PARCEL,
  item: {
    id: 'i1',
    barcode: PARCEL,
    parcelId: 'p1',
    shipmentNumber: 'PLSH0000000001',
    expected: true,
    nextDivision: null,
  },
  scannedBarcodesAmount: 1,
  forScanBarcodesAmount: 4,
  scanRegistry: { id: 'r1', number: 'SC0000000042' },
  belongsHere: false,
};

function renderWorkplace(routes: FakeRoutes) {
  return renderApp('/employee_workplace', {
    routes: signedInRoutes(fakeUser(['base', 'branch_employee']), {
      'GET work-place/recent-activity': { status: 200, data: { items: [] } },
      'GET tasks/queue': { status: 200, data: { items: [] } },
      ...routes,
    }),
  });
}

describe('the workplace’s scan input (registers §7 POST work-place/scans, §3.2 barcode placement)', () => {
  it('scans a typed code on Enter, shows the answer with the parcel’s placement and empties for the next code', async () => {
    const firstScan = new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString();
    const { requests } = renderWorkplace({
      'POST work-place/scans': { status: 200, data: answer },
      'GET barcode-placements': {
        status: 200,
        data: {
          items: [
            {
              barcode: PARCEL,
              found: true,
              shipmentNumber: 'PLSH0000000001',
              nextDivision: HUB,
              firstScanDateTimeOnDivision: firstScan,
            },
          ],
        },
      },
    });
    const input = await screen.findByRole('textbox', { name: 'Parcel barcode' });
    // A scanner on a Polish layout: the code is sent as Latin upper case.
    await userEvent.type(input, ' plpa0000000001{Enter}');
    const shown = await screen.findByTestId('workplace-scan-answer');
    expect(requests.find((request) => request.url === 'work-place/scans')?.data).toEqual({ barcode: PARCEL });
    expect(shown).toHaveAttribute('data-result', 'expected');
    expect(shown).toHaveTextContent('SC0000000042');
    expect(shown).toHaveTextContent('1 scanned of 4 expected');
    expect(within(shown).getByText('Not for this division')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('workplace-scan-next')).toHaveTextContent('Warsaw hub'));
    expect(screen.getByTestId('workplace-scan-days')).toHaveTextContent(/^3 days, since/);
    expect(requests.find((request) => request.url === 'barcode-placements')?.params).toEqual({
      'barcodes[]': [PARCEL],
    });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
  });

  it('shows the server’s refusal beside the input and keeps the code to correct', async () => {
    renderWorkplace({
      'POST work-place/scans': {
        status: 400,
        data: { code: 'VALIDATION', message: 'Barcode is too short', errors: { barcode: 'string.min' } },
      },
    });
    const input = await screen.findByRole('textbox', { name: 'Parcel barcode' });
    await userEvent.type(input, 'AB1{Enter}');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByTestId('workplace-scan-answer')).not.toBeInTheDocument();
    expect(input).toHaveValue('AB1');
  });
});
