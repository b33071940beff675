import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';

beforeEach(() => {
  resetSession();
  signIn();
});

const counts = {
  'GET problem-parcels': { status: 200, data: { items: [], total: 3, last_page: 3 } },
  'GET shipment-modification': { status: 200, data: { items: [], total: 5, last_page: 5 } },
  'GET shipments/customs/queue': { status: 200, data: { items: [], total: 7, last_page: 7 } },
  'GET pickups': { status: 200, data: { items: [], total: 2, last_page: 2 } },
  'GET payments': { status: 200, data: { items: [], total: 0, last_page: 1 } },
  'GET notification-outbox': { status: 200, data: { items: [], total: 4, last_page: 4 } },
  'GET dispatch-monitoring/late-stops': { status: 200, data: { items: [], total: 6 } },
};

describe('the back-office workspace', () => {
  it('shows each queue the user may open with its count and a link to the filtered register', async () => {
    renderApp('/back_office_workspace', { routes: signedInRoutes(fakeUser(['base']), counts) });
    const problems = (await screen.findByText('Open problem parcels', {}, { timeout: 15_000 })).closest('a')!;
    expect(problems.getAttribute('href')).toBe(
      '/problem_parcels?statuses[]=Open&statuses[]=InProgress&createdAtFrom=',
    );
    expect(await within(problems).findByText('3')).toBeVisible();
    expect(screen.getByText('Modifications waiting')).toBeVisible();
    expect(screen.getByText('Pickups without a courier')).toBeVisible();
    expect(screen.getByText('Payments to check')).toBeVisible();
    // Neither the customs hub nor the outbox is a base user's.
    expect(screen.queryByText('Shipments missing customs data')).toBeNull();
    expect(screen.queryByText('Notifications that failed')).toBeNull();
    expect(screen.queryByText('Notifications of a shipment')).toBeNull();
  });

  it('gives the service desk the failed notifications and the outbox panel', async () => {
    renderApp('/back_office_workspace?outbox=failed', {
      routes: signedInRoutes(fakeUser(['base', 'service_desk']), counts),
    });
    const failed = (await screen.findByText('Notifications that failed')).closest('a')!;
    expect(await within(failed).findByText('4')).toBeVisible();
    expect(screen.getByText('Shipments missing customs data')).toBeVisible();
    expect(screen.getByText('Notifications of a shipment')).toBeVisible();
  });

  it('gives a dispatcher the stops going late today, opening the hub’s monitoring (issue 27)', async () => {
    renderApp('/back_office_workspace', {
      routes: signedInRoutes(fakeUser(['base', 'dispatch_manager']), counts),
    });
    const late = (await screen.findByText('Stops late or at risk today', {}, { timeout: 15_000 })).closest(
      'a',
    )!;
    expect(late.getAttribute('href')).toBe('/courier_management_hub?tab=monitoring');
    expect(await within(late).findByText('6')).toBeVisible();
  });
});
