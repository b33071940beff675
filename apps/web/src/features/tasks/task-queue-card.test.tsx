import type { TaskStatus } from '@console/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';
import { storedTask } from './task-test-kit.ts';

beforeEach(() => {
  resetSession();
  signIn();
});

const task = (id: string, executor: string | null, status: TaskStatus, ownerDocumentNumber: string) =>
  storedTask({ id, executor, status, ownerDocumentNumber });

describe('the workplace’s task queue (registers §2.4)', () => {
  it('lists today’s tasks; Take makes a waiting one the clerk’s and starts it', async () => {
    const user = fakeUser(['base', 'branch_employee']);
    let taken = false;
    const view = renderApp('/employee_workplace', {
      routes: signedInRoutes(user, {
        'GET work-place/recent-activity': { status: 200, data: { items: [] } },
        'GET tasks/queue': () => ({
          status: 200,
          data: {
            items: [
              task('t1', taken ? user.login : null, taken ? 'InProgress' : 'New', 'SHPL0000000101'),
              task('t2', user.login, 'InProgress', 'SHPL0000000102'),
            ],
          },
        }),
        'PUT tasks/t1/status-executor': (request) => {
          taken = true;
          return {
            status: 200,
            data: { ...task('t1', user.login, 'InProgress', 'SHPL0000000101'), ...(request.data as object) },
          };
        },
      }),
    });
    const queue = (await screen.findByText('Tasks for today')).closest('.ant-card') as HTMLElement;
    expect(await within(queue).findByText('SHPL0000000102')).toBeInTheDocument();
    await userEvent.click(within(queue).getByRole('button', { name: 'Take SHPL0000000101' }));
    await waitFor(() =>
      expect(view.requests.find((request) => request.method === 'PUT')?.data).toEqual({
        executor: user.login,
        status: 'InProgress',
        lockVersion: 4,
      }),
    );
    expect(await screen.findByText('SHPL0000000101 is yours now')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(queue).queryByRole('button', { name: /Take/ })).not.toBeInTheDocument(),
    );
  });

  it('an empty day says so', async () => {
    renderApp('/employee_workplace', {
      routes: signedInRoutes(fakeUser(['base', 'branch_employee']), {
        'GET work-place/recent-activity': { status: 200, data: { items: [] } },
        'GET tasks/queue': { status: 200, data: { items: [] } },
      }),
    });
    expect(await screen.findByText('No task waits today')).toBeInTheDocument();
  });
});
