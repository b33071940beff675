import { screen } from '@testing-library/react';
import {
  type FakeAnswer,
  type FakeRequest,
  type FakeRoutes,
  fakeUser,
  renderApp,
  signedInRoutes,
} from '../../../app/test-kit.tsx';

const ADMIN = fakeUser(['base', 'administrator_god']);

/** A division as `GET divisions/:id` returns it, with every structured field filled in. */
export const DIVISION = {
  id: '5b0f4a8e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
  number: '100001',
  divisionCategory: 'PostBranch',
  name: 'Warszawa Branch 1',
  shortName: 'PL-100001',
  status: 'Working',
  type: 'internal',
  countryCode: 'PL',
  countryName: 'Poland',
  settlementId: null,
  address: 'Marszałkowska 1, Warszawa',
  customerServiceAvailable: true,
  publicPhones: [],
  internalPhones: [],
  responsiblePerson: null,
  partner: null,
  ownerDivisionId: null,
  source: 'NPAX',
  externalId: null,
  latitude: 52.23,
  longitude: 21.01,
  prohibitedSending: false,
  prohibitedIssuance: false,
  paymentEnabledDelivery: false,
  paymentEnabledPickup: false,
  limitations: { sender: { maxWeight: 30_000, maxLength: 1_200 }, girthFormula: 'L+2W+2H' },
  workSchedule: {
    monday: { from: '08:00', to: '20:00' },
    tuesday: { from: '08:00', to: '20:00' },
    saturday: { from: '09:00', to: '15:00' },
    sunday: null,
  },
  settings: [
    { name: 'cashLimit', value: '1000', from: '2026-01-01', to: null },
    { name: 'printer', value: 'zebra' },
  ],
  attributes: { needCheckin: false },
  createdAt: '2026-01-10T08:00:00.000Z',
  updatedAt: '2026-01-10T08:00:00.000Z',
  deletedAt: null,
};

/**
 * Opens a record's editor as administrator-god; PATCH answers with the record and the body, or
 * with `patch` when given.
 */
export function openEditor(
  path: string,
  record: Record<string, unknown>,
  patch?: FakeAnswer | ((request: FakeRequest) => FakeAnswer),
) {
  const routes: FakeRoutes = {
    [`GET ${path}`]: { status: 200, data: record },
    [`PATCH ${path}`]:
      patch ?? ((request) => ({ status: 200, data: { ...record, ...(request.data as object) } })),
  };
  return renderApp(`/edit/${path}`, { routes: signedInRoutes(ADMIN, routes) });
}

/**
 * The Save button. Found by its text: role queries walk the computed styles of the whole editor,
 * which takes seconds in jsdom once every tab is rendered.
 */
export function saveButton(): HTMLButtonElement {
  const button = screen.getByText('Save').closest('button');
  if (!button) throw new Error('no Save button');
  return button;
}

/** The form item around an input, where its errors show. */
export function itemOf(input: HTMLElement): HTMLElement {
  const item = input.closest<HTMLElement>('.ant-form-item');
  if (!item) throw new Error('no form item');
  return item;
}

/** The bodies the editor sent (sign-in calls left out). */
export function writes(requests: FakeRequest[]): FakeRequest[] {
  return requests.filter(
    (request) => ['POST', 'PUT', 'PATCH'].includes(request.method) && !request.url.startsWith('auth'),
  );
}

/** A 400 of the API with field errors, as the generic handler answers a refused body. */
export function validationFailure(errors: Record<string, string>): FakeAnswer {
  return { status: 400, data: { code: 'VALIDATION', message: 'Request validation failed', errors } };
}
