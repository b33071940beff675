import type { Pickup } from '@console/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';
import { page } from '../registers/register-test-kit.tsx';
import { PICKUP } from './pickup-test-data.ts';

const DISPATCHER = fakeUser(['base', 'dispatch_manager']);
const DRAFT: Pickup = { ...PICKUP, id: 'p-draft', number: 'PU000000000001', status: 'Draft' };
const CREATED: Pickup = { ...PICKUP, id: 'p-created', number: 'PU000000000002', status: 'Created' };

beforeEach(() => {
  resetSession();
  signIn();
});

describe('pickup routes (registers §2.4 "Pickup opens pickups_create when new or Draft")', () => {
  it('opens a Draft row on pickups_create and any other row on pickups_view', async () => {
    renderApp('/pickups', {
      routes: signedInRoutes(DISPATCHER, { 'GET pickups': { status: 200, data: page([DRAFT, CREATED], 2) } }),
    });
    const table = await screen.findByRole('table');
    const draft = (await within(table).findByText(DRAFT.number)).closest('a');
    const created = within(table).getByText(CREATED.number).closest('a');
    expect(draft).toHaveAttribute('href', '/pickups/create/p-draft');
    expect(created).toHaveAttribute('href', '/pickups/p-created');
  });

  it('titles a Draft on pickups_create as its creation, and moves a pickup past Draft to its view', async () => {
    const routes = signedInRoutes(DISPATCHER, {
      'GET pickups/p-draft': { status: 200, data: DRAFT },
      'GET pickups/p-created': { status: 200, data: CREATED },
    });
    const draft = renderApp('/pickups/create/p-draft', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: /New pickup/ })).toHaveTextContent(
      DRAFT.number,
    );
    draft.unmount();
    const { router } = renderApp('/pickups/create/p-created', { routes });
    expect(await screen.findByTestId('pickup-status')).toHaveTextContent('Created');
    expect(router.state.location.pathname).toBe('/pickups/p-created');
  });
});
