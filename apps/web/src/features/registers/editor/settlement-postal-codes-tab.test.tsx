import { settlementsRegister } from '@console/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerAt,
  type FakeRequest,
  type FakeRoutes,
  fakeUser,
  renderApp,
  resetSession,
  signedInRoutes,
  signIn,
} from '../../../app/test-kit.tsx';
import { page, renderWithProviders } from '../register-test-kit.tsx';
import { customTab } from './custom-tabs.tsx';
import { SettlementPostalCodesTab } from './settlement-postal-codes-tab.tsx';

const SETTLEMENT_ID = '8c2d1e4f-3b5a-4c7d-9e1f-0a2b3c4d5e6f';
const WARSZAWA = { id: SETTLEMENT_ID, name: 'Warszawa', countryCode: 'PL', deletedAt: null };
const URL = `settlements/${SETTLEMENT_ID}/post-codes`;
const FIRST = { id: '00000000-0000-4000-8000-000000000011', number: 1, postCode: '00-001' };
const SECOND = { id: '00000000-0000-4000-8000-000000000012', number: 2, postCode: '04-999' };

beforeEach(() => {
  resetSession();
  signIn();
});

function renderTab(
  options: { record?: typeof WARSZAWA | null; canWrite?: boolean; routes?: FakeRoutes } = {},
) {
  const submitted = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  const view = renderWithProviders(
    <form onSubmit={submitted}>
      <SettlementPostalCodesTab
        register={settlementsRegister}
        record={options.record === undefined ? WARSZAWA : options.record}
        canWrite={options.canWrite ?? true}
      />
      <button type="submit">Outer save</button>
    </form>,
    {
      'GET users/me': { status: 200, data: fakeUser(['base', 'address_system_admin']) },
      [`GET ${URL}`]: { status: 200, data: page([FIRST, SECOND]) },
      ...options.routes,
    },
  );
  return { ...view, submitted };
}

const writes = (requests: FakeRequest[]) => requests.filter((request) => request.method !== 'GET');

describe('settlement postal codes tab', () => {
  it('is the custom tab of the settlement editor and lists the postal codes by number', async () => {
    expect(customTab(settlementsRegister, 'postal_codes')).toBe(SettlementPostalCodesTab);
    renderTab();
    await screen.findByText('04-999');
    const rows = screen.getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['100-001', '204-999']);
  });

  it('adds a postal code with Enter and reads the list again', async () => {
    const added = { id: '00000000-0000-4000-8000-000000000013', number: 3, postCode: '00-950' };
    let listed = [FIRST, SECOND];
    const view = renderTab({
      routes: {
        [`GET ${URL}`]: () => ({ status: 200, data: page(listed) }),
        [`POST ${URL}`]: () => {
          listed = [...listed, added];
          return { status: 201, data: added };
        },
      },
    });
    await screen.findByText('04-999');
    await userEvent.type(screen.getByLabelText('New postal code'), ' 00-950 {Enter}');

    await waitFor(() => expect(writes(view.requests)).toHaveLength(1));
    expect(writes(view.requests)[0]).toMatchObject({
      method: 'POST',
      url: URL,
      data: { postCode: '00-950' },
    });
    expect(await screen.findByText('00-950')).toBeInTheDocument();
    expect(screen.getByLabelText('New postal code')).toHaveValue('');
    expect(view.submitted).not.toHaveBeenCalled();
  });

  it('refuses an empty or too long postal code without a call', async () => {
    const view = renderTab();
    await screen.findByText('04-999');
    const input = screen.getByLabelText('New postal code');
    await userEvent.type(input, '   {Enter}');
    expect(await screen.findByText('The postal code must be 1 to 100 characters long')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '9'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: /Add/ }));
    expect(await screen.findByText('The postal code must be 1 to 100 characters long')).toBeInTheDocument();
    expect(writes(view.requests)).toEqual([]);
  });

  it('shows the server’s validation message under the field when it refuses the code', async () => {
    renderTab({
      routes: {
        [`POST ${URL}`]: {
          status: 400,
          data: {
            code: 'VALIDATION',
            message: 'Validation failed',
            errors: { postCode: 'string.pattern.base' },
          },
        },
      },
    });
    await screen.findByText('04-999');
    await userEvent.type(screen.getByLabelText('New postal code'), '??{Enter}');
    expect(await screen.findByText('postCode: “??” has an invalid format')).toBeInTheDocument();
    expect(screen.getByLabelText('New postal code')).toHaveValue('??');
  });

  it('removes a postal code after confirmation', async () => {
    let listed = [FIRST, SECOND];
    const view = renderTab({
      routes: {
        [`GET ${URL}`]: () => ({ status: 200, data: page(listed) }),
        [`DELETE ${URL}/${FIRST.id}`]: () => {
          listed = [SECOND];
          return { status: 200, data: { ...FIRST, deletedAt: '2026-04-01T08:00:00.000Z' } };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove 00-001' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Remove postal code 00-001?');
    expect(writes(view.requests)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(writes(view.requests)).toHaveLength(1));
    expect(writes(view.requests)[0]).toMatchObject({ method: 'DELETE', url: `${URL}/${FIRST.id}` });
    await waitFor(() => expect(screen.queryByText('00-001')).not.toBeInTheDocument());
  });

  it('is read-only without the right to edit settlements', async () => {
    renderTab({ canWrite: false });
    expect(await screen.findByText('04-999')).toBeInTheDocument();
    expect(screen.queryByLabelText('New postal code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('shows in the settlement editor and adds from there, without saving the record', async () => {
    const view = renderApp(`/edit/settlements/${SETTLEMENT_ID}`, {
      routes: signedInRoutes(fakeUser(['base', 'address_system_admin']), {
        ...answerAt('GET settlements/:id', [SETTLEMENT_ID], { status: 200, data: WARSZAWA }),
        [`GET ${URL}`]: { status: 200, data: page([FIRST, SECOND]) },
        [`POST ${URL}`]: { status: 201, data: { ...FIRST, number: 3, postCode: '00-950' } },
      }),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Postal codes' }));
    expect(await screen.findByText('04-999')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New postal code'), '00-950{Enter}');
    await waitFor(() => expect(writes(view.requests).map((request) => request.method)).toEqual(['POST']));
  });

  it('asks to save the settlement first while it is new', async () => {
    const view = renderTab({ record: null });
    expect(
      await screen.findByText('Save the settlement first, then add its postal codes.'),
    ).toBeInTheDocument();
    expect(view.requests.filter((request) => request.url.startsWith('settlements'))).toEqual([]);
  });
});
