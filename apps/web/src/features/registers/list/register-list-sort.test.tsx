import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../../app/test-kit.tsx';
import { installQueryProbe, listQueries, page } from '../register-test-kit.tsx';

vi.setConfig({ testTimeout: 90_000 });
// The first render loads the list page's modules, slow on a busy machine.
const SLOW = { timeout: 45_000 };

const OPERATOR = fakeUser(['base', 'branch_employee', 'branch_manager']);
const SHIPMENT_ROW = {
  id: '4b0c1f8e-3f7a-4c55-9a0e-0d6a2b9e1c11',
  number: 'SHPL0000000042',
  dateTime: '2026-11-23T08:15:00.000Z',
  status: 'Draft',
  paymentStatus: 'NeedPay',
  parcelsAmount: 1,
  deletedAt: null,
};

let removeProbe: () => void;
beforeEach(() => {
  resetSession();
  signIn();
  removeProbe = installQueryProbe();
});
afterEach(() => removeProbe());

const shipmentsApp = (path: string, rows: unknown[] = [SHIPMENT_ROW]) =>
  renderApp(path, {
    routes: signedInRoutes(OPERATOR, { 'GET shipments': { status: 200, data: page(rows) } }),
  });

describe('sorting a register list', () => {
  it('shows the default order on the sortable column; a click sorts on the server and keeps it in the URL', async () => {
    const view = shipmentsApp('/shipments');
    await screen.findByRole('link', { name: 'SHPL0000000042' }, SLOW);
    const created = screen.getByRole('columnheader', { name: /Created/ });
    expect(created).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Number/ })).not.toHaveAttribute('aria-sort');
    expect(listQueries(view.requests, 'shipments').at(-1)?.has('sort')).toBe(false);

    await userEvent.click(created);
    await waitFor(() => expect(view.router.state.location.search).toContain('sort=dateTime'));
    await waitFor(() => expect(listQueries(view.requests, 'shipments').at(-1)?.get('sort')).toBe('dateTime'));
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'ascending');

    // The next click goes back to the register's default order: newest first, no sort sent.
    await userEvent.click(screen.getByRole('columnheader', { name: /Created/ }));
    await waitFor(() => expect(view.router.state.location.search).not.toContain('sort='));
    // (Its rows are those read first, still cached: no request is needed.)
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      ),
    );
  });

  it('reads the sort from the URL (a reload) and ignores one on a column that does not sort', async () => {
    const view = shipmentsApp('/shipments?sort=-dateTime&dateTimeFrom=2026-11-01');
    await screen.findByRole('link', { name: 'SHPL0000000042' }, SLOW);
    expect(listQueries(view.requests, 'shipments').at(-1)?.get('sort')).toBe('-dateTime');

    const other = shipmentsApp('/shipments?sort=number&dateTimeFrom=2026-11-01');
    await waitFor(() => expect(listQueries(other.requests, 'shipments').length).toBeGreaterThan(0));
    expect(listQueries(other.requests, 'shipments').at(-1)?.has('sort')).toBe(false);
  });
});

describe('an empty list', () => {
  it('says which filters hide rows and clears them', async () => {
    const view = shipmentsApp('/shipments', []);
    const today = dayjs().format('YYYY-MM-DD');
    expect(await screen.findByText('No rows.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(`Filters in use: Created from ${today}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(listQueries(view.requests, 'shipments').at(-1)?.has('dateTimeFrom')).toBe(false),
    );
    expect(view.router.state.location.search).toBe('?dateTimeFrom=');
  });
});
