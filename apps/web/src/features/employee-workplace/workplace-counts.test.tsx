import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';

beforeEach(() => {
  resetSession();
  signIn();
});

describe('the workplace’s counts of the day (registers §7)', () => {
  it('shows what the division handled today and what waits there', async () => {
    const division = { id: 'd1', number: '1001', name: 'Warszawa Oddział nr 1' };
    renderApp('/employee_workplace', {
      routes: signedInRoutes(fakeUser(['base', 'branch_employee']), {
        'GET work-place/recent-activity': { status: 200, data: { items: [] } },
        'GET tasks/queue': { status: 200, data: { items: [] } },
        'GET work-place/shipment-processed': {
          status: 200,
          data: { division, day: '2026-11-28', count: 7, accepted: 4, issued: 2, scanned: 3 },
        },
        'GET work-place/shipment-for-processed': {
          status: 200,
          data: { division, day: '2026-11-28', count: 9, forIssue: 5, outgoing: 4 },
        },
      }),
    });
    const card = (await screen.findByText('Today at your division · 2026-11-28')).closest(
      '.ant-card',
    ) as HTMLElement;
    const value = (title: string) =>
      within(card).getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content')
        ?.textContent;
    expect(await within(card).findByText('7')).toBeInTheDocument();
    expect(value('Shipments handled')).toBe('7');
    expect(value('Accepted / issued')).toBe('4 / 2');
    expect(value('Waiting to be issued')).toBe('5');
    expect(value('Waiting to go on')).toBe('4');
  });
});
