import type { CurrentUser, PudoWorkplaceSummary } from '@console/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';
import { readCid } from '../mobile-scanner/cid-scanner-page.tsx';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  resetSession();
  signIn();
  localStorage.clear();
});

const PUDO_DIVISION = {
  id: 'b7d2f0a1-1111-4c1b-9a55-1f2b3c4d5e6f',
  number: '1901',
  name: 'Punkt 1',
  divisionCategory: 'PUDO',
};

function pudoUser(): CurrentUser {
  const user = fakeUser(['pudo_manager']);
  return { ...user, division: { ...PUDO_DIVISION, countryCode: 'PL' } };
}

function summary(division: PudoWorkplaceSummary['division'], pudoMode: boolean): PudoWorkplaceSummary {
  return { division, pudoMode, expected: 2, arrived: 1, outgoing: 0 };
}

describe('PUDO workplace', () => {
  it("outside a pickup point says 'Is not PUDO workplace!' and does not open a visit to issue", async () => {
    const user = fakeUser(['administrator_god', 'base']);
    const view = renderApp('/pudo_workplace', {
      routes: signedInRoutes(user, {
        'GET pudo/workplace': {
          status: 200,
          data: summary({ ...user.division!, id: user.division!.id }, false),
        },
      }),
    });
    expect(await screen.findAllByText('Is not PUDO workplace!')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: /Receive parcels/ })).toBeDisabled();
    await userEvent.click(screen.getByTestId('pudo-issue'));
    expect(view.requests.some((request) => request.method === 'POST' && request.url === 'visits')).toBe(
      false,
    );
  });

  it('receives by manual scan after the receiving-method dialog, answering each scan', async () => {
    const view = renderApp('/pudo_workplace', {
      routes: signedInRoutes(pudoUser(), {
        'GET pudo/workplace': { status: 200, data: summary(PUDO_DIVISION, true) },
        'GET pudo/shipments': { status: 200, data: { items: [] } },
        'POST pudo/receive': (request) => ({
          status: 200,
          data: {
            items: [
              {
                input: (request.data as { parcelNumbers: string[] }).parcelNumbers[0],
                parcelNumber: 'SHPL0000000042',
                shipmentNumber: 'SHPL0000000042',
                outcome: 'unexpected',
              },
            ],
          },
        }),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Receive parcels/ }));
    expect(await screen.findByText('How do you receive the parcels?')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Manual scan/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    const input = await screen.findByTestId('pudo-receive-input');
    await userEvent.type(input, 'ЫРЗД0000000042{Enter}');
    expect(await screen.findByText('Received, but bound elsewhere')).toBeVisible();
    const posted = view.requests.find((request) => request.url === 'pudo/receive');
    expect(posted?.data).toEqual({ parcelNumbers: ['SHPL0000000042'] });
  });

  it('auto accept goes to its page', async () => {
    const view = renderApp('/pudo_workplace', {
      routes: signedInRoutes(pudoUser(), {
        'GET pudo/workplace': { status: 200, data: summary(PUDO_DIVISION, true) },
        'GET pudo/shipments': { status: 200, data: { items: [] } },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Receive parcels/ }));
    await userEvent.click(await screen.findByRole('radio', { name: /Auto accept/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/pudo_workplace/auto_accept'));
  });
});

describe('the CID of a scan', () => {
  it('is CID and the phone digits; a bare phone is read as its CID; anything else is none', () => {
    expect(readCid('cid48501234567')).toBe('CID48501234567');
    expect(readCid('+48 501 234 567')).toBe('CID48501234567');
    expect(readCid('SHPL0000000042')).toBeNull();
  });
});
