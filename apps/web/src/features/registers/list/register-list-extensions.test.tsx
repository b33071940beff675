import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../../app/test-kit.tsx';
import { storedModification } from '../../shipments/shipment-test-kit.ts';
import { installQueryProbe, listQueries, page } from '../register-test-kit.tsx';

const OPERATOR = fakeUser(['base', 'branch_employee', 'branch_manager']);
const ADMIN = fakeUser(['base', 'administrator_god']);
const SHIPMENT_ROW = {
  id: '4b0c1f8e-3f7a-4c55-9a0e-0d6a2b9e1c11',
  number: 'SHPL0000000042',
  dateTime: '2026-11-23T08:15:00.000Z',
  status: 'Draft',
  paymentStatus: 'NeedPay',
  parcelsAmount: 1,
  senderAddress: 'Warszawa, Marszałkowska 1',
  recipientAddress: 'Kraków, Floriańska 3',
  senderCompanyTin: null,
  deletedAt: null,
};
const VISIT_ROW = {
  id: '9d6c2a1b-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  number: 'VS000000000007',
  createdAt: '2026-11-23T08:15:00.000Z',
  status: 'Open',
  documents: 2,
  deletedAt: null,
};
const MODIFICATION_ROW = storedModification({
  id: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9',
  number: 'MD000000000003',
  createdAt: '2026-11-23T08:15:00.000Z',
  type: 'Return',
});

let removeProbe: () => void;
beforeEach(() => {
  resetSession();
  signIn();
  removeProbe = installQueryProbe();
});
afterEach(() => removeProbe());

describe('register lists opening their own pages (editorRoute)', () => {
  it('opens one_shipment in edit mode from a shipment row, with openedFrom=shipments', async () => {
    const view = renderApp('/shipments', {
      routes: signedInRoutes(OPERATOR, { 'GET shipments': { status: 200, data: page([SHIPMENT_ROW]) } }),
    });
    const link = await screen.findByRole('link', { name: 'SHPL0000000042' });
    expect(link).toHaveAttribute(
      'href',
      `/one_shipment/shipments/${SHIPMENT_ROW.id}/edit?openedFrom=shipments`,
    );
    await userEvent.dblClick(
      within(link.closest('tr') as HTMLElement).getByText('Warszawa, Marszałkowska 1'),
    );
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(`/one_shipment/shipments/${SHIPMENT_ROW.id}/edit`),
    );
    expect(view.router.state.location.search).toBe('?openedFrom=shipments');
  });

  it('opens the visit page from a visit row, with from=visit_list', async () => {
    renderApp('/visits', {
      routes: signedInRoutes(OPERATOR, { 'GET visits': { status: 200, data: page([VISIT_ROW]) } }),
    });
    const link = await screen.findByRole('link', { name: 'VS000000000007' });
    expect(link).toHaveAttribute('href', `/visits/${VISIT_ROW.id}?from=visit_list`);
  });
});

describe('date filters defaulting to today', () => {
  it("open the list with today's date, kept in the URL and sent", async () => {
    const today = dayjs().format('YYYY-MM-DD');
    const view = renderApp('/shipments', {
      routes: signedInRoutes(OPERATOR, { 'GET shipments': { status: 200, data: page([SHIPMENT_ROW]) } }),
    });
    await screen.findByText('SHPL0000000042');
    await waitFor(() => expect(view.router.state.location.search).toBe(`?dateTimeFrom=${today}`));
    const queries = listQueries(view.requests, 'shipments');
    expect(queries.every((query) => query.get('dateTimeFrom') === today)).toBe(true);
    expect(screen.getByLabelText('Created from')).toHaveValue(dayjs().format('DD.MM.YYYY'));
  });

  it('stay cleared when the URL carries the cleared filter (a reload after clearing)', async () => {
    const view = renderApp('/shipments?dateTimeFrom=', {
      routes: signedInRoutes(OPERATOR, { 'GET shipments': { status: 200, data: page([SHIPMENT_ROW]) } }),
    });
    await screen.findByText('SHPL0000000042');
    expect(screen.getByLabelText('Created from')).toHaveValue('');
    expect(view.router.state.location.search).toBe('?dateTimeFrom=');
    expect(listQueries(view.requests, 'shipments').every((query) => !query.has('dateTimeFrom'))).toBe(true);
  });

  it('follow a date the URL names instead of today', async () => {
    const view = renderApp('/visits?createdAtFrom=2026-11-01', {
      routes: signedInRoutes(OPERATOR, { 'GET visits': { status: 200, data: page([VISIT_ROW]) } }),
    });
    await screen.findByText('VS000000000007');
    expect(view.router.state.location.search).toBe('?createdAtFrom=2026-11-01');
    expect(listQueries(view.requests, 'visits').at(-1)?.get('createdAtFrom')).toBe('2026-11-01');
  });
});

describe('registers created elsewhere and without editor fields', () => {
  it('show no create button and no link to an empty editor', async () => {
    renderApp('/shipment_modification', {
      routes: signedInRoutes(ADMIN, {
        'GET shipment-modification': { status: 200, data: page([MODIFICATION_ROW]) },
      }),
    });
    await screen.findByText('MD000000000003');
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'MD000000000003' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export to CSV/ })).toBeInTheDocument();
  });
});

describe('visit list rights (registers §6)', () => {
  const MULTI_COUNTRY = fakeUser(['base', 'multi_country']);

  it('hides the divisions filter from users scoped to their division, and never sends it', async () => {
    const view = renderApp(`/visits?divisions[]=${VISIT_ROW.id}`, {
      routes: signedInRoutes(OPERATOR, { 'GET visits': { status: 200, data: page([VISIT_ROW]) } }),
    });
    await screen.findByText('VS000000000007');
    expect(screen.queryByLabelText('Divisions')).not.toBeInTheDocument();
    const queries = listQueries(view.requests, 'visits');
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((query) => !query.has('divisions[]'))).toBe(true);
  });

  it('shows the divisions filter to administrator-god and multi-country users', async () => {
    for (const user of [ADMIN, MULTI_COUNTRY]) {
      const view = renderApp('/visits', {
        routes: signedInRoutes(user, { 'GET visits': { status: 200, data: page([VISIT_ROW]) } }),
      });
      await screen.findByText('VS000000000007');
      expect(screen.getByLabelText('Divisions')).toBeInTheDocument();
      view.unmount();
    }
  });

  it('offers administrator-god no delete, create or edit in the visit list', async () => {
    renderApp('/visits', {
      routes: signedInRoutes(ADMIN, { 'GET visits': { status: 200, data: page([VISIT_ROW]) } }),
    });
    await userEvent.click(await screen.findByText('VS000000000007'));
    expect(screen.queryByRole('button', { name: /Mark deleted|Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Create/ })).not.toBeInTheDocument();
  });
});
