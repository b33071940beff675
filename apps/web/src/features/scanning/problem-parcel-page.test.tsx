import type { ProblemParcel } from '@console/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerAt, fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';

/** The screen's chunk loads on first use: several seconds in jsdom. */
const LAZY_SCREEN = { timeout: 20_000 };
const ID = '3c1f6f3e-9d2a-4c55-8a61-2f7e1b0c9d10';

function problemParcel(returnState: ProblemParcel['returnState']): ProblemParcel {
  return {
    id: ID,
    number: 'PP000000000123',
    type: 'DamagedCargo',
    status: 'InProgress',
    statusNote: null,
    lockVersion: 2,
    note: [],
    parcelNumbers: ['SHPL0000000013', 'SHPL0000000014'],
    scanRegistryId: null,
    scanRegistryNumber: null,
    divisionId: '7a1d7f0e-2d4b-4b8e-9f61-0c2e3d4f5a6b',
    division: 'Warszawa Oddział nr 1',
    createdAt: '2026-11-27T09:00:00.000Z',
    createdByUser: 'operator',
    attachments: [],
    statuses: [],
    returnState,
  };
}

function open(returnState: ProblemParcel['returnState']) {
  return renderApp(`/problem_parcels/${ID}`, {
    routes: signedInRoutes(fakeUser(['base', 'administrator_god']), {
      ...answerAt('GET problem-parcels/:id', [ID], { status: 200, data: problemParcel(returnState) }),
    }),
  });
}

describe('the problem-parcel view shows the return state (registers §4)', () => {
  beforeEach(() => {
    resetSession();
    signIn();
  });

  it('names a partial return beside the status', async () => {
    open('Partial return');
    expect(await screen.findByTestId('problem-return-state', {}, LAZY_SCREEN)).toHaveTextContent(
      'Partial return',
    );
    expect(screen.getByTestId('problem-status')).toHaveTextContent('In progress');
  });

  it('shows no return state for a parcel nobody asked to return', async () => {
    open(null);
    await screen.findByTestId('problem-status', {}, LAZY_SCREEN);
    expect(screen.queryByTestId('problem-return-state')).not.toBeInTheDocument();
  });
});
