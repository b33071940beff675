import type { Visit } from '@console/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerAt,
  type FakeRoutes,
  fakeUser,
  renderApp,
  resetSession,
  signedInRoutes,
  signIn,
} from '../../app/test-kit.tsx';
import { testVisit, VISIT_ID } from './visit-test-data.ts';

beforeEach(() => {
  resetSession();
  signIn();
});

function renderVisit(
  options: { visit?: Visit; routes?: FakeRoutes; user?: ReturnType<typeof fakeUser> } = {},
) {
  return renderApp(`/visits/${VISIT_ID}`, {
    routes: signedInRoutes(options.user ?? fakeUser(['base', 'branch_employee', 'branch_manager']), {
      ...answerAt('GET visits/:id', [VISIT_ID], { status: 200, data: options.visit ?? testVisit() }),
      ...answerAt('GET visits/:id/can-end', [VISIT_ID], { status: 200, data: { canEnd: true, reasons: [] } }),
      'GET internal/shipments': { status: 200, data: { items: [] } },
      ...options.routes,
    }),
  });
}

const SMALL_TALK = {
  status: 200,
  data: {
    country: 'PL',
    phone: '48601234567',
    clientType: 'Internal',
    cid: { id: 'CID48601234567', name: 'Anna Nowak' },
    shipments: [
      {
        id: 's1',
        number: 'PLSH0000000007',
        status: 'Accepted',
        role: 'recipient',
        dateTime: '2026-11-20T10:00:00.000Z',
        scheduledDeliveryDate: null,
        senderName: 'Jan Kowalski',
        recipientName: 'Anna Nowak',
        currentDivision: { id: 'd1', name: 'Warsaw hub' },
        destination: 'Kraków Oddział nr 2',
      },
    ],
  },
};

describe('small talk at the counter (registers §7 POST small-talk, §9 small-talk countries)', () => {
  it('lists the visitor’s open shipments by their phone in a small-talk country', async () => {
    const view = renderVisit({ routes: { 'POST small-talk': SMALL_TALK } });
    const section = await screen.findByRole('region', { name: 'Open shipments to talk about' });
    expect(section).toHaveTextContent('PLSH0000000007 · receives · Accepted');
    expect(section).toHaveTextContent('now at Warsaw hub · goes to Kraków Oddział nr 2');
    expect(view.requests.find((request) => request.url === 'small-talk')?.data).toMatchObject({
      phone: '48601234567',
      country: 'PL',
    });
  });

  it('asks nothing where small talk is not offered', async () => {
    const ukrainian = { ...fakeUser(['base', 'branch_employee', 'branch_manager']) };
    ukrainian.countryProfile = { ...ukrainian.countryProfile, countryCode: 'UA' };
    const view = renderVisit({ user: ukrainian, routes: { 'POST small-talk': SMALL_TALK } });
    await screen.findByText('Visitor');
    await screen.findByDisplayValue('Anna Nowak');
    expect(view.requests.some((request) => request.url === 'small-talk')).toBe(false);
    expect(screen.queryByText('Open shipments to talk about')).not.toBeInTheDocument();
  });
});

describe('the visitor’s company (registers §7 POST companies-crm)', () => {
  it('registers a company by its tin and the visit takes that tin', async () => {
    const view = renderVisit({
      routes: {
        'POST companies-crm': (request) => ({
          status: 201,
          data: { ...(request.data as object), createdAt: '2026-11-28T00:00:00.000Z' },
        }),
        ...answerAt('PUT visits/:id', [VISIT_ID], (request) => ({
          status: 200,
          data: testVisit({ ...(request.data as Partial<Visit>), lockVersion: 4 }),
        })),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Register or correct the company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Company of the visitor' });
    await userEvent.type(within(dialog).getByLabelText('Tax number (TIN)'), 'PL5260250274');
    await userEvent.type(within(dialog).getByLabelText('Company name'), 'Kwiaciarnia Róża');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the company' }));
    await waitFor(() =>
      expect(view.requests.find((request) => request.url === 'companies-crm')?.data).toEqual({
        tin: 'PL5260250274',
        name: 'Kwiaciarnia Róża',
        countryCode: 'PL',
      }),
    );
    await waitFor(() =>
      expect(
        view.requests.find((request) => request.method === 'PUT' && request.url === `visits/${VISIT_ID}`)
          ?.data,
      ).toMatchObject({ companyTin: 'PL5260250274' }),
    );
    await waitFor(() => expect(screen.getByTestId('visit-company-tin')).toHaveTextContent('PL5260250274'));
  });

  it('sends nothing when the tin is not one', async () => {
    const view = renderVisit();
    await userEvent.click(await screen.findByRole('button', { name: 'Register or correct the company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Company of the visitor' });
    await userEvent.type(within(dialog).getByLabelText('Tax number (TIN)'), 'P');
    await userEvent.type(within(dialog).getByLabelText('Company name'), 'X');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the company' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Tax number (TIN)')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(view.requests.some((request) => request.url === 'companies-crm')).toBe(false);
  });
});
