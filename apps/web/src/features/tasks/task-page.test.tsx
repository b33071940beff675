import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerAt, fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';
import { DATE_TIME_FORMAT } from '../registers/list/cell-format.ts';
import type { Task } from './task-api.ts';

const TASK_ID = '3f1c9a52-7d04-4e8b-b6a1-2c5d8e9f0a17';

function task(type: string): Task {
  return {
    id: TASK_ID,
    type,
    status: 'New',
    statusDateTime: '2026-03-02T07:00:00.000Z',
    executor: 'courier',
    divisionId: '7a1d7f0e-2d4b-4b8e-9f61-0c2e3d4f5a6b',
    division: 'Warszawa Oddział nr 1',
    createdByUser: 'dispatch.manager',
    ownerDocumentNumber: 'DOC-1',
    title: null,
    note: null,
    day: '2026-03-02',
    timeFrom: null,
    timeTo: null,
    address: null,
    weightKg: 3,
    shipmentNumbers: [],
    implementationStartDateTime: null,
    implementationEndDateTime: null,
    statuses: [],
    taskContextData: {},
    lockVersion: 1,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
  };
}

/** Records whether a task form ever showed, however briefly. */
function watchForTaskForm(): { seen(): boolean; stop(): void } {
  let seen = false;
  const observer = new MutationObserver(() => {
    seen ||= document.querySelector('[data-testid="task-status"]') !== null;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { seen: () => seen, stop: () => observer.disconnect() };
}

beforeEach(() => {
  resetSession();
  signIn();
});

describe('a task opened on another type’s route', () => {
  it('goes to the personal task without showing the client-address form on the way', async () => {
    const form = watchForTaskForm();
    const { router } = renderApp(`/tasks/client_address/${TASK_ID}`, {
      routes: signedInRoutes(fakeUser(['base']), {
        ...answerAt('GET tasks/:id', [TASK_ID], { status: 200, data: task('Personal') }),
        'GET tasks/personal': { status: 200, data: { task: task('Personal'), route: null } },
      }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tasks/personal/${TASK_ID}`));
    expect(await screen.findByRole('heading', { name: 'Personal task · courier' })).toBeVisible();
    // Replaced, not pushed: Back does not return to the route that only redirects.
    expect(router.state.historyAction).toBe('REPLACE');
    form.stop();
    expect(form.seen()).toBe(false);
  });

  it('opens a client-address task from the generic route on its own form', async () => {
    const { router } = renderApp(`/tasks/${TASK_ID}`, {
      routes: signedInRoutes(fakeUser(['base']), {
        ...answerAt('GET tasks/:id', [TASK_ID], { status: 200, data: task('ClientAddress') }),
      }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tasks/client_address/${TASK_ID}`));
    expect(await screen.findByTestId('task-status')).toBeVisible();
  });
});

describe('personal_task on a day without one', () => {
  it('shows an empty day, not an error', async () => {
    renderApp('/tasks/personal', {
      routes: signedInRoutes(fakeUser(['base', 'courier']), {
        'GET tasks/personal': { status: 200, data: { task: null, route: null } },
      }),
    });
    expect(await screen.findByText('You have no personal task today')).toBeVisible();
    expect(document.querySelector('.ant-result-error')).toBeNull();
  });
});

describe('a task’s history', () => {
  it('lists GET tracking-history/{id}: when, the status as a tag, the executor', async () => {
    renderApp(`/tasks/client_address/${TASK_ID}`, {
      routes: signedInRoutes(fakeUser(['base']), {
        ...answerAt('GET tasks/:id', [TASK_ID], { status: 200, data: task('ClientAddress') }),
        ...answerAt('GET tracking-history/:id', [TASK_ID], {
          status: 200,
          data: {
            id: TASK_ID,
            status: 'InProgress',
            items: [
              {
                status: 'New',
                dateTime: '2026-03-02T07:00:00.000Z',
                user: 'dispatch.manager',
                executor: null,
              },
              {
                status: 'InProgress',
                dateTime: '2026-03-02T09:15:00.000Z',
                user: 'courier',
                executor: 'courier',
                note: 'route RT000000000001',
              },
            ],
          },
        }),
      }),
    });
    const history = (await screen.findByText('History')).closest('.ant-card') as HTMLElement;
    const when = (iso: string) => dayjs(iso).format(DATE_TIME_FORMAT);
    const moved = (await within(history).findByText(when('2026-03-02T09:15:00.000Z'))).closest('tr')!;
    const opened = within(history).getByText(when('2026-03-02T07:00:00.000Z')).closest('tr')!;
    // Oldest first, as the server answers.
    expect(opened.compareDocumentPosition(moved) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(opened).getByText('New')).toHaveClass('ant-tag');
    expect(within(moved).getByText('In progress')).toHaveClass('ant-tag');
    // Executor and author.
    expect(within(moved).getAllByText('courier')).toHaveLength(2);
    expect(within(moved).getByText('route RT000000000001')).toBeVisible();
  });
});

describe('typed task forms (registers §2.4: client address, postomat and PUDO tasks have their own forms)', () => {
  const cases = [
    ['ClientAddress', 'client_address', "Delivery at the client's address", 'Parcels to hand over'],
    ['Postomat', 'postomat', 'Parcel locker', 'Parcels to load'],
    ['PUDO', 'pudo', 'Pickup point', 'Parcels to hand over'],
  ] as const;
  it.each(cases)(
    'a %s task shows its own card: the place, the parcels and the shipments',
    async (type, path, title, deliver) => {
      const typed: Task = {
        ...task(type),
        address: { string: 'ul. Puławska 145, Warszawa', latitude: 52.19, longitude: 21.02 },
        shipmentNumbers: ['SHPL0000000013'],
        taskContextData: { shipmentDeliveryAmount: 1, shipmentPickupAmount: 2 },
      };
      renderApp(`/tasks/${path}/${TASK_ID}`, {
        routes: signedInRoutes(fakeUser(['base']), {
          ...answerAt('GET tasks/:id', [TASK_ID], { status: 200, data: typed }),
        }),
      });
      const card = await screen.findByTestId(`task-card-${path}`);
      expect(card.querySelector('.ant-card-head-title')).toHaveTextContent(title);
      expect(within(card).getByText('ul. Puławska 145, Warszawa')).toBeVisible();
      expect(within(card).getByRole('link', { name: 'Open on the map' })).toHaveAttribute(
        'href',
        expect.stringContaining('mlat=52.19&mlon=21.02'),
      );
      expect(within(card).getByText(deliver).closest('tr')).toHaveTextContent('1');
      expect(within(card).getByRole('link', { name: 'SHPL0000000013' })).toHaveAttribute(
        'href',
        '/shipments?number=SHPL0000000013',
      );
      // Where the courier goes: the locker or the point is the task's division; the client's door is not.
      expect(within(card).queryByText('Warszawa Oddział nr 1') !== null).toBe(type !== 'ClientAddress');
    },
  );

  it('a Return task has no typed card', async () => {
    renderApp(`/tasks/${TASK_ID}`, {
      routes: signedInRoutes(fakeUser(['base']), {
        ...answerAt('GET tasks/:id', [TASK_ID], { status: 200, data: task('Return') }),
      }),
    });
    await screen.findByTestId('task-status');
    expect(document.querySelector('[data-testid^="task-card-"]')).toBeNull();
  });
});

describe('the tasks list', () => {
  const row = (id: string, type: string) => ({
    id,
    ownerDocumentNumber: `DOC-${type}`,
    createdAt: '2026-03-01T12:00:00.000Z',
    status: 'New',
    implementationEndDateTime: null,
    type,
    executorName: null,
    division: 'Warszawa Oddział nr 1',
  });
  const OPS_ID = 'aaaaaaaa-0000-4000-8000-000000000001';
  const CA_ID = 'bbbbbbbb-0000-4000-8000-000000000002';

  it('opens a client-address row on its own route and a courier-operations row in a dialog', async () => {
    const { router } = renderApp('/tasks', {
      routes: signedInRoutes(fakeUser(['base', 'dispatch_manager']), {
        'GET tasks': {
          status: 200,
          data: {
            items: [row(CA_ID, 'ClientAddress'), row(OPS_ID, 'CourierOperations')],
            total: 2,
            last_page: 1,
          },
        },
        ...answerAt('GET tasks/:id', [OPS_ID], {
          status: 200,
          data: { ...task('CourierOperations'), id: OPS_ID, ownerDocumentNumber: 'DEMO-TASK-COP-1' },
        }),
      }),
    });
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('link', { name: 'bbbbbbbb' })).toHaveAttribute(
      'href',
      `/tasks/client_address/${CA_ID}`,
    );
    await userEvent.click(within(table).getByRole('button', { name: 'aaaaaaaa' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/DEMO-TASK-COP-1/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('task-status')).toHaveTextContent('New');
    expect(router.state.location.pathname).toBe('/tasks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(table).getByRole('button', { name: 'aaaaaaaa' })).toBeVisible();
  });
});
