import type { Payment } from '@console/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerAt,
  type FakeRequest,
  fakeUser,
  renderApp,
  resetSession,
  signedInRoutes,
  signIn,
} from '../../app/test-kit.tsx';

/** The screen's chunk loads on first use: several seconds in jsdom. */
const LAZY_SCREEN = { timeout: 20_000 };
const ID = '5b2e8c1a-7f3d-4e6a-9b0c-1d2e3f4a5b6c';

const PAYMENT: Payment = {
  id: ID,
  number: 'PM000000000042',
  lastStatus: 'paid',
  lastStatusDateTime: '2026-11-27T10:00:00.000Z',
  currencyCode: 'PLN',
  payerFirstName: 'Anna',
  payerLastName: 'Kowalska',
  payerPatronymic: null,
  payerPhone: '48600100200',
  payerCid: null,
  recipientName: null,
  recipientId: null,
  operationType: 'Payment',
  source: 'Counter',
  sum: '21.50',
  createdAt: '2026-11-27T10:00:00.000Z',
  paymentSystem: 'cash',
  externalId: null,
  country: 'PL',
  divisionId: '7a1d7f0e-2d4b-4b8e-9f61-0c2e3d4f5a6b',
  division: 'Warszawa Oddział nr 1',
  visitId: null,
  note: null,
  userCreate: 'operator',
  services: [],
  statuses: [],
  deletedAt: null,
};

function open(groups: string[]) {
  let stored = PAYMENT;
  return renderApp(`/payments/${ID}`, {
    routes: signedInRoutes(fakeUser(groups), {
      ...answerAt('GET payments/:id', [ID], () => ({ status: 200, data: stored })),
      ...answerAt('PUT payments/:id', [ID], (request: FakeRequest) => {
        stored = { ...stored, ...(request.data as { note: string | null }) };
        return { status: 200, data: stored };
      }),
    }),
  });
}

describe('the payment view', () => {
  beforeEach(() => {
    resetSession();
    signIn();
  });

  it("shows its moments to the second as 'YYYY-MM-DD, HH:mm:ss' (platform §9)", async () => {
    open(['base', 'service_desk']);
    await screen.findByTestId('payment-edit-note', {}, LAZY_SCREEN);
    const shown = dayjs('2026-11-27T10:00:00.000Z').format('YYYY-MM-DD, HH:mm:ss');
    expect(shown).toMatch(/^2026-11-27, \d{2}:00:00$/);
    expect(screen.getAllByText(shown).length).toBeGreaterThanOrEqual(2);
  });
});

describe('the payment view edits the note (registers §6 "Payments: edit and remove")', () => {
  beforeEach(() => {
    resetSession();
    signIn();
  });

  it('saves a trimmed note for the service desk and shows it', async () => {
    const view = open(['base', 'service_desk']);
    await userEvent.click(await screen.findByTestId('payment-edit-note', {}, LAZY_SCREEN));
    const dialog = await screen.findByRole('dialog', { name: 'Note of payment PM000000000042' });
    await userEvent.type(within(dialog).getByLabelText('Note'), '  Counted twice  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('payment-note')).toHaveTextContent('Counted twice'));
    expect(
      view.requests.filter((request) => request.method === 'PUT').map((request) => request.data),
    ).toEqual([{ note: 'Counted twice' }]);
  });

  it('keeps a refused note in its dialog, as typed', async () => {
    renderApp(`/payments/${ID}`, {
      routes: signedInRoutes(fakeUser(['base', 'service_desk']), {
        ...answerAt('GET payments/:id', [ID], { status: 200, data: PAYMENT }),
        ...answerAt('PUT payments/:id', [ID], {
          status: 404,
          data: { code: 'NOT_FOUND', message: 'Payment not found' },
        }),
      }),
    });
    await userEvent.click(await screen.findByTestId('payment-edit-note', {}, LAZY_SCREEN));
    const dialog = await screen.findByRole('dialog', { name: 'Note of payment PM000000000042' });
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Counted twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Note of payment PM000000000042' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Counted twice');
    expect(screen.getByTestId('payment-note')).toHaveTextContent('—');
  });

  it('offers no note editing to a role that may not edit payments', async () => {
    open(['base', 'branch_employee']);
    await screen.findByTestId('payment-note', {}, LAZY_SCREEN);
    expect(screen.queryByTestId('payment-edit-note')).not.toBeInTheDocument();
  });
});
