import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerAt, fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';
import { SHIPMENT_ID, storedShipment } from '../shipments/shipment-test-kit.ts';
import { testVisit, VISIT_ID } from '../visits/visit-test-data.ts';
import type { RecentActivityItem } from './recent-activity.ts';

beforeEach(() => {
  resetSession();
  signIn();
  localStorage.clear();
});

const RECENT: RecentActivityItem[] = [
  {
    type: 'visit',
    id: 'closed-visit',
    number: 'VS000000000001',
    status: 'Closed',
    updatedAt: '2026-11-23T11:00:00Z',
  },
  {
    type: 'visit',
    id: VISIT_ID,
    number: 'VS000000000042',
    status: 'Open',
    updatedAt: '2026-11-23T09:00:00Z',
  },
  { type: 'scan', id: 'scan-1', number: 'SC000000000007', status: 'Open', updatedAt: '2026-11-23T10:00:00Z' },
];

function renderWorkplace(groups: string[]) {
  return renderApp('/employee_workplace', {
    routes: signedInRoutes(fakeUser(groups), {
      'GET work-place/recent-activity': { status: 200, data: { items: RECENT } },
      'POST visits': { status: 201, data: testVisit() },
      ...answerAt('GET visits/:id', [VISIT_ID], { status: 200, data: testVisit() }),
      ...answerAt('GET visits/:id/can-end', [VISIT_ID], { status: 200, data: { canEnd: true, reasons: [] } }),
      'GET shipments/visit-search/SHPL0000000042': {
        status: 200,
        data: { groups: [{ type: 'shipments', label: 'shipments', ids: [SHIPMENT_ID] }] },
      },
      'GET internal/shipments': { status: 200, data: { items: [storedShipment({ status: 'Accepted' })] } },
    }),
  });
}

describe('employee workplace', () => {
  it.each([
    ['Issue a parcel', 'issue', 'Issuing a parcel'],
    ['Send a parcel', 'send', 'Sending a parcel'],
  ])('%s opens a new visit ready for that job (job=%s)', async (button, job, tag) => {
    const view = renderWorkplace(['base', 'branch_employee']);
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(button) }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/visits/${VISIT_ID}`));
    expect(new URLSearchParams(view.router.state.location.search).get('job')).toBe(job);
    expect(await screen.findByTestId('visit-job')).toHaveTextContent(tag);
  });

  it('shows the menu filtered by permissions', async () => {
    renderWorkplace(['base', 'branch_employee']);
    const menu = await screen.findByRole('navigation', { name: 'Operations' });
    expect(menu).toHaveTextContent('Issue a parcel');
    expect(menu).toHaveTextContent('Send a parcel');
    expect(menu).not.toHaveTextContent('Publish');
  });

  it('offers publish to the service desk', async () => {
    renderWorkplace(['base', 'service_desk']);
    const menu = await screen.findByRole('navigation', { name: 'Operations' });
    expect(menu).toHaveTextContent('Publish');
  });

  it('lists recent activity open first and opens the n-th item with Ctrl+n and Alt+n', async () => {
    const view = renderWorkplace(['base', 'branch_employee']);
    const list = await screen.findByRole('list', { name: 'Your recent activity' });
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(3));
    const rows = [...list.querySelectorAll('li')].map((row) => row.textContent);
    expect(rows[0]).toContain('SC000000000007');
    expect(rows[1]).toContain('VS000000000042');
    expect(rows[2]).toContain('VS000000000001');

    const ctrl2 = fireEvent.keyDown(window, { code: 'Digit2', key: '2', ctrlKey: true });
    expect(ctrl2).toBe(false); // the browser's default (switching its tabs) is prevented
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/visits/${VISIT_ID}`));

    await view.router.navigate('/employee_workplace');
    await screen.findByRole('list', { name: 'Your recent activity' });
    fireEvent.keyDown(window, { code: 'AltLeft', key: 'Alt', altKey: true });
    fireEvent.keyDown(window, { code: 'Digit1', key: '1', altKey: true });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/scanning/scan-1'));
  });

  it('ignores AltGr (right Alt) with a digit', async () => {
    const view = renderWorkplace(['base', 'branch_employee']);
    await screen.findByText('SC000000000007');
    fireEvent.keyDown(window, { code: 'AltRight', key: 'AltGraph', altKey: true, ctrlKey: true });
    fireEvent.keyDown(window, { code: 'Digit1', key: '1', altKey: true, ctrlKey: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.router.state.location.pathname).toBe('/employee_workplace');
  });

  it('checks a parcel status in a dialog: focus in the number, Enter searches, Esc closes', async () => {
    const view = renderWorkplace(['base', 'branch_employee']);
    await userEvent.click(await screen.findByRole('button', { name: /Check parcel status/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Check parcel status' });
    const number = within(dialog).getByRole('textbox', { name: 'Shipment or parcel number' });
    expect(number).toHaveFocus();
    await userEvent.type(number, 'SHPL0000000042{Enter}');
    expect(await within(dialog).findByTestId('shipment-status')).toHaveTextContent('Accepted');
    // No visit is started and nothing is "coming soon".
    expect(view.requests.some((request) => request.method === 'POST' && request.url === 'visits')).toBe(
      false,
    );
    expect(screen.queryByText(/coming soon/)).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Check parcel status' })).toBeNull());
  });

  it('starts a visit from the workplace and opens it as a child tab', async () => {
    const view = renderWorkplace(['base', 'branch_employee']);
    await userEvent.click(await screen.findByRole('button', { name: /Receive a parcel/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/visits/${VISIT_ID}`));
    expect(view.router.state.location.search).toBe('?from=employee_workplace&job=receive');
    expect(
      view.requests.find((request) => request.method === 'POST' && request.url === 'visits')?.data,
    ).toEqual({
      openedFrom: 'employee_workplace',
    });
    const { useWorkspaceTabs } = await import('../workspace-tabs/index.ts');
    await waitFor(() =>
      expect(useWorkspaceTabs.getState().tabs.find((tab) => tab.key === `visit.${VISIT_ID}`)?.parentKey).toBe(
        'employee_workplace',
      ),
    );
  });
});
