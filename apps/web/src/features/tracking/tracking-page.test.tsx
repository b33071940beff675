import type { TrackingOptions, TrackingView } from '@console/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerAt, renderApp, resetSession } from '../../app/test-kit.tsx';

const TOKEN = 'c'.repeat(64);
const PUDO_ID = '5d1c7a2e-9b0f-4f6e-8a3d-2c1b0a9f8e7d';

function view(overrides: Partial<TrackingView> = {}): TrackingView {
  return {
    number: 'SHPL0000000042',
    status: 'Accepted',
    countryCode: 'PL',
    city: 'Warszawa',
    timeZone: 'Europe/Warsaw',
    window: {
      date: '2026-11-30',
      from: '10:30',
      to: '11:00',
      timeZone: 'Europe/Warsaw',
      precision: 'approaching',
      stopsAway: 2,
    },
    steps: [
      { event: 'Accepted', at: '2026-11-29T08:00:00.000Z', place: 'Warszawa Oddział nr 1' },
      { event: 'HandedToCourier', at: '2026-11-30T07:00:00.000Z', place: 'Warszawa Oddział nr 1' },
    ],
    requests: [],
    ...overrides,
  };
}

const OPTIONS: TrackingOptions = {
  pudos: [
    {
      id: PUDO_ID,
      name: 'Warszawa Punkt odbioru nr 1',
      address: 'ul. Marszałkowska 104',
      distanceKm: 1.2,
      freePlaces: 7,
    },
  ],
  dates: [{ date: '2026-12-01', from: '09:00', to: '17:00' }],
  refusal: null,
  pudoRefusal: null,
  dateRefusal: null,
};

beforeEach(() => {
  resetSession();
  localStorage.clear();
});

describe("the recipient's tracking page (issue 27)", () => {
  it('shows the status, the narrowed window, the city and the steps without sign-in', async () => {
    const { requests } = renderApp(`/t/${TOKEN}`, {
      routes: { ...answerAt('GET tracking/:token', [TOKEN], { status: 200, data: view() }) },
    });
    expect(await screen.findByRole('heading', { name: 'Parcel SHPL0000000042' })).toBeInTheDocument();
    const window = screen.getByTestId('tracking-window');
    expect(window).toHaveTextContent('10:30–11:00');
    expect(window).toHaveTextContent('The courier is close: 2 stops before yours');
    expect(screen.getByTestId('tracking-city')).toHaveTextContent('Warszawa');
    // The parcel's latest movement, not the shipment's status (Accepted until it is delivered).
    expect(screen.getByTestId('tracking-status')).toHaveTextContent(/^Handed to courier$/);
    const steps = within(screen.getByTestId('tracking-steps'));
    expect(steps.getAllByText(/Warszawa Oddział nr 1/)).toHaveLength(2);
    // Each step's phrase starts its line as a sentence, the newest first.
    expect(steps.getByText('Handed to courier')).toBeInTheDocument();
    expect(steps.getByText('Accepted at division')).toBeInTheDocument();
    // Step times on the delivering division's clocks and its 24-hour clock, as the window reads:
    // 07:00 UTC is 08:00 in Warsaw, 08:00 UTC 09:00 (no "AM" beside the window's 10:30–11:00).
    expect(steps.getByText(/2026, 08:00/)).toBeInTheDocument();
    expect(steps.getByText(/2026, 09:00/)).toBeInTheDocument();
    expect(screen.getByTestId('tracking-steps')).not.toHaveTextContent(/AM|PM/);
    // Nothing of the signed-in console is asked for.
    expect(requests.map((request) => request.url)).not.toContain('users/me');
  });

  it('says plainly when the link opens no parcel', async () => {
    renderApp(`/t/${TOKEN}`, {
      routes: {
        ...answerAt('GET tracking/:token', [TOKEN], {
          status: 404,
          data: { code: 'NOT_FOUND', message: 'No parcel has this tracking link' },
        }),
      },
    });
    expect(await screen.findByTestId('tracking-error')).toHaveTextContent(
      'We cannot find a parcel for this link',
    );
  });

  it('redirects to a pickup point after confirmation, and shows the request', async () => {
    const { requests } = renderApp(`/t/${TOKEN}`, {
      routes: {
        ...answerAt('GET tracking/:token', [TOKEN], { status: 200, data: view() }),
        ...answerAt('GET tracking/:token/options', [TOKEN], { status: 200, data: OPTIONS }),
        ...answerAt('POST tracking/:token/redirect', [TOKEN], {
          status: 201,
          data: view({
            requests: [
              {
                type: 'Redirecting',
                status: 'NeedProcessing',
                target: 'Warszawa Punkt odbioru nr 1',
                createdAt: '2026-11-30T08:00:00.000Z',
              },
            ],
          }),
        }),
      },
    });
    await userEvent.click(await screen.findByTestId('choice-redirect'));
    await userEvent.click(await screen.findByRole('radio', { name: /Warszawa Punkt odbioru nr 1/ }));
    expect(screen.getByText(/1.2 km away · 7 free places/)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('confirm-choice'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Send your parcel to Warszawa Punkt odbioru nr 1?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('tracking-done')).toHaveTextContent(
      'Done: your parcel will go to Warszawa Punkt odbioru nr 1',
    );
    expect(screen.getByTestId('tracking-request')).toHaveTextContent(
      'You asked to collect it at Warszawa Punkt odbioru nr 1',
    );
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.data).toEqual({ pudoId: PUDO_ID });
    // Asked once: the redirect waits for the operator, another day may still be chosen.
    expect(screen.getByTestId('choice-redirect')).toBeDisabled();
    expect(screen.getByTestId('choice-date')).toBeEnabled();
  });

  it('offers no choice once the parcel is delivered, and shows no window', async () => {
    renderApp(`/t/${TOKEN}`, {
      routes: {
        ...answerAt('GET tracking/:token', [TOKEN], {
          status: 200,
          data: view({ status: 'Issued', window: null }),
        }),
      },
    });
    expect(await screen.findByTestId('tracking-choices-closed')).toHaveTextContent(
      'Your parcel can no longer be changed online',
    );
    expect(screen.queryByTestId('choice-redirect')).not.toBeInTheDocument();
    expect(screen.getByTestId('tracking-window')).toHaveTextContent('The delivery time is not planned yet');
  });

  it("shows the server's refusal of another day in its own words", async () => {
    renderApp(`/t/${TOKEN}`, {
      routes: {
        ...answerAt('GET tracking/:token', [TOKEN], { status: 200, data: view() }),
        ...answerAt('GET tracking/:token/options', [TOKEN], { status: 200, data: OPTIONS }),
        ...answerAt('POST tracking/:token/delivery-date', [TOKEN], {
          status: 422,
          data: {
            code: 'MODIFICATION_ALREADY_EXISTS',
            message: 'A change of this kind is already being handled for your parcel.',
          },
        }),
      },
    });
    await userEvent.click(await screen.findByTestId('choice-date'));
    await userEvent.click(await screen.findByTestId('date-option-2026-12-01'));
    await userEvent.click(screen.getByTestId('confirm-choice'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByTestId('tracking-choice-error')).toHaveTextContent(
        'A change of this kind is already being handled for your parcel.',
      ),
    );
  });
});
