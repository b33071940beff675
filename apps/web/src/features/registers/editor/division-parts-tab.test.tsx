import { divisionsRegister } from '@console/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerAt,
  type FakeRequest,
  type FakeRoutes,
  fakeUser,
  resetSession,
  signIn,
} from '../../../app/test-kit.tsx';
import { page, renderWithProviders } from '../register-test-kit.tsx';
import { customTab } from './custom-tabs.tsx';
import type { DivisionPart } from './division-parts-api.ts';
import { AddressStorageTab, PartsTab } from './division-parts-tab.tsx';

const DIVISION_ID = '5b0f3c55-6a0e-4d6f-9d0e-2f4a1c3b7e10';
const DIVISION = { id: DIVISION_ID, number: '1001', name: 'Warszawa Oddział nr 1', deletedAt: null };
const PARTS_URL = `divisions/${DIVISION_ID}/parts`;

function part(id: string, code: string, type: DivisionPart['type'], deletedAt: string | null = null) {
  return {
    id: `00000000-0000-4000-8000-00000000000${id}`,
    divisionId: DIVISION_ID,
    code,
    type,
    createdAt: '2026-02-01T09:00:00.000Z',
    updatedAt: '2026-02-01T09:00:00.000Z',
    deletedAt,
  } satisfies DivisionPart;
}
const A01 = part('1', 'A-01', 'part');
const B02 = part('2', 'B-02', 'part', '2026-03-05T10:30:00.000Z');
const CELL = part('3', 'CELL-7', 'address_storage');
const PARTS = [A01, B02, CELL];

const GOD = fakeUser(['base', 'administrator_god']);
const PART_ADMIN = fakeUser(['base', 'division_part_admin']);
const DESK = fakeUser(['base', 'service_desk']);

beforeEach(() => {
  resetSession();
  signIn();
});

/** The tab inside a form of its own, as the editor renders it: Enter must not submit that form. */
function renderTab(
  element: ReactElement,
  options: { user?: ReturnType<typeof fakeUser>; routes?: FakeRoutes } = {},
) {
  const submitted = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  const view = renderWithProviders(
    <form onSubmit={submitted}>
      {element}
      <button type="submit">Outer save</button>
    </form>,
    {
      'GET users/me': { status: 200, data: options.user ?? GOD },
      [`GET ${PARTS_URL}`]: { status: 200, data: page(PARTS) },
      ...options.routes,
    },
  );
  return { ...view, submitted };
}

const writes = (requests: FakeRequest[]) => requests.filter((request) => request.method !== 'GET');
const sentParts = (requests: FakeRequest[]) =>
  (writes(requests)[0]?.data as { parts?: unknown[] } | undefined)?.parts ?? [];

describe('division parts and address storage tabs', () => {
  it('are the custom tabs of the division editor', () => {
    expect(customTab(divisionsRegister, 'parts')).toBe(PartsTab);
    expect(customTab(divisionsRegister, 'address_storage')).toBe(AddressStorageTab);
  });

  it('lists the codes of its type, a removed one struck through with the date of its mark', async () => {
    renderTab(<PartsTab register={divisionsRegister} record={DIVISION} canWrite />);
    const removed = await screen.findByText('B-02');
    expect(removed.closest('del')).not.toBeNull();
    expect(screen.getByText('Marked deleted on 2026-03-05 10:30:00')).toBeInTheDocument();
    expect(screen.getByText('A-01').closest('del')).toBeNull();
    expect(screen.queryByText('CELL-7')).not.toBeInTheDocument();
    // Only live rows can be removed.
    expect(screen.getByRole('button', { name: 'Remove A-01' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove B-02' })).not.toBeInTheDocument();
  });

  it('adds a code with Enter, sending every live row of both types so none is marked deleted', async () => {
    const added = part('4', 'C-03', 'part');
    const view = renderTab(<PartsTab register={divisionsRegister} record={DIVISION} canWrite />, {
      routes: { [`PUT ${PARTS_URL}`]: { status: 200, data: page([...PARTS, added]) } },
    });
    await screen.findByText('A-01');
    await userEvent.type(screen.getByLabelText('New code'), '  C-03 {Enter}');

    await waitFor(() => expect(writes(view.requests)).toHaveLength(1));
    expect(writes(view.requests)[0]).toMatchObject({
      method: 'PUT',
      url: PARTS_URL,
      data: {
        parts: [
          { id: A01.id, code: 'A-01', type: 'part' },
          { id: CELL.id, code: 'CELL-7', type: 'address_storage' },
          { code: 'C-03', type: 'part' },
        ],
      },
    });
    expect(await screen.findByText('C-03')).toBeInTheDocument();
    expect(screen.getByLabelText('New code')).toHaveValue('');
    expect(view.submitted).not.toHaveBeenCalled();
  });

  it('adds an address-storage cell with its own type', async () => {
    const view = renderTab(<AddressStorageTab register={divisionsRegister} record={DIVISION} canWrite />, {
      routes: { [`PUT ${PARTS_URL}`]: { status: 200, data: page(PARTS) } },
    });
    expect(await screen.findByText('CELL-7')).toBeInTheDocument();
    expect(screen.queryByText('A-01')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New code'), 'CELL-8');
    await userEvent.click(screen.getByRole('button', { name: /Add/ }));
    await waitFor(() => expect(writes(view.requests)).toHaveLength(1));
    expect(sentParts(view.requests).at(-1)).toEqual({ code: 'CELL-8', type: 'address_storage' });
    expect(sentParts(view.requests)).toHaveLength(3);
  });

  it('refuses a code shorter than 3 characters or already listed, without a call', async () => {
    const view = renderTab(<PartsTab register={divisionsRegister} record={DIVISION} canWrite />);
    await screen.findByText('A-01');
    const input = screen.getByLabelText('New code');

    await userEvent.type(input, 'AB{Enter}');
    expect(await screen.findByText('The code must be 3 to 250 characters long')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'x'.repeat(251));
    await userEvent.click(screen.getByRole('button', { name: /Add/ }));
    expect(await screen.findByText('The code must be 3 to 250 characters long')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, 'a-01{Enter}');
    expect(await screen.findByText('Code a-01 is already in the list')).toBeInTheDocument();
    await userEvent.type(input, 'x');
    await waitFor(() =>
      expect(screen.queryByText('Code a-01 is already in the list')).not.toBeInTheDocument(),
    );

    expect(writes(view.requests)).toEqual([]);
    expect(view.submitted).not.toHaveBeenCalled();
  });

  it('accepts again a code whose row is marked deleted', async () => {
    const view = renderTab(<PartsTab register={divisionsRegister} record={DIVISION} canWrite />, {
      routes: { [`PUT ${PARTS_URL}`]: { status: 200, data: page(PARTS) } },
    });
    await screen.findByText('B-02');
    await userEvent.type(screen.getByLabelText('New code'), 'B-02{Enter}');
    await waitFor(() => expect(writes(view.requests)).toHaveLength(1));
    expect(sentParts(view.requests).at(-1)).toEqual({
      code: 'B-02',
      type: 'part',
    });
  });

  it('marks a code deleted after confirmation', async () => {
    const view = renderTab(<PartsTab register={divisionsRegister} record={DIVISION} canWrite />, {
      routes: {
        ...answerAt('DELETE parts/:id', [A01.id], {
          status: 200,
          data: { ...A01, deletedAt: '2026-04-01T08:00:00.000Z' },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove A-01' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Mark code A-01 deleted?');
    expect(writes(view.requests)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(writes(view.requests)).toHaveLength(1));
    expect(writes(view.requests)[0]).toMatchObject({ method: 'DELETE', url: `parts/${A01.id}` });
    expect(await screen.findByText('Marked deleted on 2026-04-01 08:00:00')).toBeInTheDocument();
    expect(screen.getByText('A-01').closest('del')).not.toBeNull();
  });

  it('lets the division-part admin edit the codes of a division they may not change', async () => {
    renderTab(<PartsTab register={divisionsRegister} record={DIVISION} canWrite={false} />, {
      user: PART_ADMIN,
    });
    expect(await screen.findByLabelText('New code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove A-01' })).toBeInTheDocument();
  });

  it('is read-only without the parts right, whatever the division editor allows', async () => {
    renderTab(<PartsTab register={divisionsRegister} record={DIVISION} canWrite />, { user: DESK });
    expect(await screen.findByText('A-01')).toBeInTheDocument();
    expect(screen.queryByLabelText('New code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('asks to save the division first while it is new', async () => {
    const view = renderTab(<PartsTab register={divisionsRegister} record={null} canWrite />);
    expect(
      await screen.findByText('Save the division first: codes are added to a division that exists.'),
    ).toBeInTheDocument();
    expect(view.requests.filter((request) => request.url.startsWith('divisions'))).toEqual([]);
  });
});
