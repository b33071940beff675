import type { ClientDeliveryPoint, Identification, Shipment, Visit } from '@console/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TypedAnswer } from '../../app/test-answers.ts';
import {
  answerAt,
  type FakeRequest,
  type FakeRoutes,
  fakeUser,
  renderApp,
  resetSession,
  signedInRoutes,
  signIn,
} from '../../app/test-kit.tsx';
import {
  documentOf,
  mobileIdentification,
  OTHER_DIVISION,
  smsIdentification,
  testCid,
  testShipment,
  testVisit,
  USER_DIVISION,
  VISIT_ID,
} from './visit-test-data.ts';

beforeEach(() => {
  resetSession();
  signIn();
  localStorage.clear();
});

const OPERATOR = fakeUser(['base', 'branch_employee', 'branch_manager']);

function renderVisit(
  options: {
    visit?: Visit;
    shipments?: Shipment[];
    routes?: FakeRoutes;
    query?: string;
    user?: ReturnType<typeof fakeUser>;
  } = {},
) {
  const visit = options.visit ?? testVisit();
  const shipments = options.shipments ?? [];
  return renderApp(`/visits/${VISIT_ID}${options.query ?? ''}`, {
    routes: signedInRoutes(options.user ?? OPERATOR, {
      ...answerAt('GET visits/:id', [VISIT_ID], { status: 200, data: visit }),
      ...answerAt('GET visits/:id/can-end', [VISIT_ID], { status: 200, data: { canEnd: true, reasons: [] } }),
      'GET internal/shipments': { status: 200, data: { items: shipments } },
      ...options.routes,
    }),
  });
}

const calls = (requests: FakeRequest[], method: string, url: string) =>
  requests.filter((request) => request.method === method && request.url === url);

async function searchFor(text: string) {
  const input = await screen.findByRole('textbox', { name: 'Shipment or parcel number, phone or CID' });
  await userEvent.clear(input);
  await userEvent.type(input, `${text}{Enter}`);
}

describe('visit search', () => {
  it('refuses 3 and 15 characters, accepts 16 starting with cid', async () => {
    const view = renderVisit({
      routes: { 'GET shipments/visit-search/cid1234567890123': { status: 200, data: { groups: [] } } },
    });
    const input = await screen.findByRole('textbox', { name: 'Shipment or parcel number, phone or CID' });
    await waitFor(() => expect(input).toHaveFocus());

    await searchFor('SHP');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter 4 to 14 characters');
    await searchFor('SHPL12345678901');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter 4 to 14 characters');
    expect(view.requests.filter((request) => request.url.startsWith('shipments/visit-search'))).toEqual([]);

    await searchFor('cid1234567890123');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(screen.getByText('Press Ctrl+Enter to create a parcel')).toBeInTheDocument();
    expect(calls(view.requests, 'GET', 'shipments/visit-search/cid1234567890123')).toHaveLength(1);
  });

  it('maps Cyrillic keys to Latin as typed', async () => {
    const view = renderVisit({
      routes: { 'GET shipments/visit-search/SHPL0001': { status: 200, data: { groups: [] } } },
    });
    await searchFor('ЫРЗД0001');
    await screen.findByText('No results');
    expect(calls(view.requests, 'GET', 'shipments/visit-search/SHPL0001')).toHaveLength(1);
  });
});

describe('visit search by keyboard (issue 28)', () => {
  it('announces the results, walks them with the arrow keys and sends the focus back to the box', async () => {
    const first = testShipment({ status: 'Accepted' });
    const second = testShipment({ status: 'Accepted' });
    for (const shipment of [first, second]) {
      shipment.recipient.divisionId = USER_DIVISION;
      shipment.recipient.phone = '48601234599';
    }
    const view = renderVisit({
      routes: {
        'GET shipments/visit-search/48601234599': {
          status: 200,
          data: { groups: [{ type: 'shipments', label: 'Shipments', ids: [first.id, second.id] }] },
        },
        'GET internal/shipments': { status: 200, data: { items: [first, second] } },
        ...answerAt('POST visits/:id/documents', [VISIT_ID], {
          status: 201,
          data: testVisit({ documents: [documentOf(second, 'Issuance')] }),
        }),
      },
    });
    await searchFor('48601234599');
    const input = screen.getByRole('textbox', { name: 'Shipment or parcel number, phone or CID' });
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(results).toHaveAccessibleDescription(/The arrow keys move between the results/);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('2 results');
    const [firstButton, secondButton] = within(results).getAllByRole('button');

    await userEvent.keyboard('{ArrowDown}');
    expect(firstButton).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(secondButton).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(secondButton).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(firstButton).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{End}{Escape}');
    expect(input).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(
        calls(view.requests, 'POST', `visits/${VISIT_ID}/documents`).map((request) => request.data),
      ).toEqual([{ documentId: second.id, documentType: 'Shipment' }]),
    );
    // Ready for the next parcel: typing replaces the number.
    expect(input).toHaveFocus();
  });
});

describe('visitor form and status for screen readers (issue 28)', () => {
  // That a refused form takes the focus to the field (antd-provider.tsx) is checked in the browser:
  // e2e/tests/keyboard.spec.ts.
  it('marks a wrong field invalid and describes it by its error', async () => {
    const view = renderVisit();
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    const error = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toMatch(/\S/);
    expect(email).toHaveAccessibleDescription(error?.textContent ?? '');
    expect(calls(view.requests, 'PUT', `visits/${VISIT_ID}`)).toEqual([]);
  });

  it("announces the visit's status as it changes", async () => {
    renderVisit();
    const status = await screen.findByTestId('visit-status');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Open');
  });
});

describe('receiving a search result (registers §4)', () => {
  function found(shipment: Shipment, visit: Visit = testVisit()) {
    return renderVisit({
      visit,
      routes: {
        ...answerAt('GET shipments/visit-search/:text', [shipment.number], {
          status: 200,
          data: { groups: [{ type: 'shipments', label: 'Shipments', ids: [shipment.id] }] },
        }),
        'GET internal/shipments': { status: 200, data: { items: [shipment] } },
        ...answerAt('POST visits/:id/documents', [VISIT_ID], {
          status: 201,
          data: testVisit({ documents: [documentOf(shipment, 'Acceptance')] }),
        }),
      },
    });
  }

  async function pick(shipment: Shipment) {
    await searchFor(shipment.number);
    const results = await screen.findByRole('list', { name: 'Search results' });
    await userEvent.click(within(results).getByRole('button', { name: new RegExp(shipment.number) }));
  }

  it('adds a ReadyToShip shipment of the user division and opens it', async () => {
    const shipment = testShipment({ status: 'ReadyToShip' });
    const view = found(shipment);
    await pick(shipment);
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(`/one_shipment/shipments/${shipment.id}/edit`),
    );
    expect(
      calls(view.requests, 'POST', `visits/${VISIT_ID}/documents`).map((request) => request.data),
    ).toEqual([{ documentId: shipment.id, documentType: 'Shipment' }]);
    expect(view.router.state.location.search).toContain(`visitId=${VISIT_ID}`);
  });

  it('asks before accepting a shipment prepared for another division', async () => {
    const shipment = testShipment({ status: 'ReadyToShip' });
    shipment.sender.divisionId = OTHER_DIVISION;
    const view = found(shipment);
    await pick(shipment);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Accept it here, at your branch?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept here' }));
    await waitFor(() =>
      expect(
        calls(view.requests, 'POST', `visits/${VISIT_ID}/documents`).map((request) => request.data),
      ).toEqual([{ documentId: shipment.id, documentType: 'Shipment', acceptAtUserDivision: true }]),
    );
  });

  it('fills an empty visitor with the recipient of a parcel found for issuance (issue 24)', async () => {
    const shipment = testShipment({ status: 'Accepted' });
    shipment.recipient.divisionId = USER_DIVISION;
    const empty = testVisit({ fullName: null, phone: null });
    const view = renderVisit({
      visit: empty,
      routes: {
        ...answerAt('GET shipments/visit-search/:text', [shipment.recipient.phone], {
          status: 200,
          data: { groups: [{ type: 'shipments', label: 'Shipments', ids: [shipment.id] }] },
        }),
        'GET internal/shipments': { status: 200, data: { items: [shipment] } },
        ...answerAt('POST visits/:id/documents', [VISIT_ID], {
          status: 201,
          data: testVisit({ fullName: null, phone: null, documents: [documentOf(shipment, 'Issuance')] }),
        }),
        ...answerAt('PUT visits/:id', [VISIT_ID], {
          status: 200,
          data: testVisit({
            fullName: shipment.recipient.name,
            phone: shipment.recipient.phone,
            documents: [documentOf(shipment, 'Issuance')],
            lockVersion: 4,
          }),
        }),
      },
    });
    await searchFor(shipment.recipient.phone);
    const results = await screen.findByRole('list', { name: 'Search results' });
    await userEvent.click(within(results).getByRole('button', { name: new RegExp(shipment.number) }));
    await waitFor(() =>
      expect(calls(view.requests, 'PUT', `visits/${VISIT_ID}`)[0]?.data).toMatchObject({
        phone: shipment.recipient.phone,
        fullName: shipment.recipient.name,
      }),
    );
    expect(await screen.findByLabelText('Phone', { exact: true })).toHaveValue(shipment.recipient.phone);
  });

  it('shows a found shipment the visit holds with its current status, not the one it was found with', async () => {
    const issued = testShipment({ status: 'Issued' });
    let searching = false;
    renderVisit({
      visit: testVisit({ documents: [documentOf(issued, 'Issuance')] }),
      routes: {
        ...answerAt('GET shipments/visit-search/:text', [issued.number], {
          status: 200,
          data: { groups: [{ type: 'shipments', label: 'Shipments', ids: [issued.id] }] },
        }),
        // The visit read it Issued; the search's own read is a moment older.
        'GET internal/shipments': () => ({
          status: 200,
          data: { items: [searching ? { ...issued, status: 'Accepted' } : issued] },
        }),
      },
    });
    await screen.findByRole('list', { name: 'Documents of the visit' });
    searching = true;
    await searchFor(issued.number);
    const results = await screen.findByRole('list', { name: 'Search results' });
    const found = within(results).getByRole('button', { name: new RegExp(issued.number) });
    expect(found).toHaveTextContent('Issued');
    expect(found).not.toHaveTextContent('Accepted');
  });

  it("refuses a shipment that is not ready to ship with 'Shipment not ready to ship'", async () => {
    const shipment = testShipment({ status: 'Draft' });
    const view = found(shipment);
    await pick(shipment);
    expect(await screen.findByText('Shipment not ready to ship')).toBeInTheDocument();
    expect(calls(view.requests, 'POST', `visits/${VISIT_ID}/documents`)).toEqual([]);
  });

  it('keeps the CID on the visit and opens a new shipment with the CID as sender', async () => {
    const cid = testCid();
    const view = renderVisit({
      routes: {
        'GET shipments/visit-search/cid48601234567': {
          status: 200,
          data: { groups: [{ type: 'cid', label: 'Anna Nowak', ids: [], cid }] },
        },
        ...answerAt('PUT visits/:id', [VISIT_ID], { status: 200, data: testVisit({ cid, lockVersion: 4 }) }),
      },
    });
    await searchFor('cid48601234567');
    await userEvent.click(
      await screen.findByRole('button', { name: /Send a parcel from client CID48601234567/ }),
    );
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/one_shipment/shipments/new/create'),
    );
    expect(calls(view.requests, 'PUT', `visits/${VISIT_ID}`)[0]?.data).toMatchObject({
      cid: 'CID48601234567',
      lockVersion: 3,
    });
    const query = new URLSearchParams(view.router.state.location.search);
    expect(query.get('visitId')).toBe(VISIT_ID);
    expect(query.get('cid')).toBe('CID48601234567');
    expect(query.get('cidSenderCompanyTin')).toBe('5260001234');
  });

  it('keeps the CID as the visitor without opening a shipment', async () => {
    const cid = testCid();
    let current = testVisit({ fullName: null, phone: null });
    const view = renderVisit({
      routes: {
        ...answerAt('GET visits/:id', [VISIT_ID], () => ({ status: 200, data: current })),
        'GET shipments/visit-search/cid48601234567': {
          status: 200,
          data: { groups: [{ type: 'cid', label: 'Anna Nowak', ids: [], cid }] },
        },
        ...answerAt('PUT visits/:id', [VISIT_ID], () => {
          current = testVisit({ cid, lockVersion: 4 });
          return { status: 200, data: current };
        }),
      },
    });
    await searchFor('cid48601234567');
    await userEvent.click(
      await screen.findByRole('button', { name: 'The visitor is client CID48601234567' }),
    );
    expect(await screen.findByLabelText('Client (CID)')).toHaveTextContent('Anna Nowak');
    expect(screen.getByLabelText('Phone', { exact: true })).toHaveValue('48601234567');
    expect(
      screen.queryByRole('button', { name: 'The visitor is client CID48601234567' }),
    ).not.toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe(`/visits/${VISIT_ID}`);
    expect(calls(view.requests, 'PUT', `visits/${VISIT_ID}`)[0]?.data).toMatchObject({
      cid: 'CID48601234567',
    });
  });

  it("says 'This document already added to the current visit' for a shipment in the visit", async () => {
    const shipment = testShipment({ status: 'ReadyToShip' });
    const view = found(shipment, testVisit({ documents: [documentOf(shipment, 'Acceptance')] }));
    await pick(shipment);
    expect(await screen.findByText('This document already added to the current visit')).toBeInTheDocument();
    expect(calls(view.requests, 'POST', `visits/${VISIT_ID}/documents`)).toEqual([]);
  });

  it("translates the server's SHIPMENT_ALREADY_ADDED answer", async () => {
    const shipment = testShipment({ status: 'ReadyToShip' });
    renderVisit({
      routes: {
        ...answerAt('GET shipments/visit-search/:text', [shipment.number], {
          status: 200,
          data: { groups: [{ type: 'shipments', label: 'Shipments', ids: [shipment.id] }] },
        }),
        'GET internal/shipments': { status: 200, data: { items: [shipment] } },
        ...answerAt('POST visits/:id/documents', [VISIT_ID], {
          status: 422,
          data: {
            code: 'SHIPMENT_ALREADY_ADDED',
            message: 'This document already added to the current visit',
          },
        }),
      },
      query: '',
    });
    await pick(shipment);
    expect(await screen.findByText('This document already added to the current visit')).toBeInTheDocument();
  });
});

describe('SMS identification', () => {
  it('counts the attempts down two, one, none and offers a new code', async () => {
    const shipment = testShipment({ status: 'Accepted', lastLogisticDivisionId: USER_DIVISION });
    // The server keeps the state: a wrong code answers 422 WRONG_CODE and the visit shows the status.
    let stored: Identification | null = null;
    let failures = 0;
    const statusAfter = (count: number) =>
      count >= 3 ? 'Rejected' : count === 2 ? 'SecondAttempt' : 'FirstAttempt';
    const view = renderVisit({
      shipments: [shipment],
      routes: {
        ...answerAt('GET visits/:id', [VISIT_ID], () => ({
          status: 200,
          data: testVisit({
            documents: [documentOf(shipment, 'Issuance')],
            identifications: stored ? [stored] : [],
          }),
        })),
        'POST identification': () => {
          failures = 0;
          stored = smsIdentification('FirstAttempt');
          return { status: 201, data: stored };
        },
        'POST identification/check': () => {
          failures += 1;
          stored = smsIdentification(statusAfter(failures));
          return { status: 422, data: { code: 'WRONG_CODE', message: 'Wrong code: 1 attempt left' } };
        },
      },
    });
    await userEvent.click(await screen.findByText('Send a code to 48601234567'));
    expect(await screen.findByText('Two attempts left')).toBeInTheDocument();

    const code = screen.getByRole('textbox', { name: 'Code from the SMS' });
    await userEvent.type(code, '1111{Enter}');
    expect((await screen.findAllByText('Wrong code')).length).toBeGreaterThan(0);
    expect(screen.getByText('Two attempts left')).toBeInTheDocument();

    await userEvent.type(code, '2222{Enter}');
    expect(await screen.findByText('One attempt left')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Code from the SMS' }), '3333{Enter}');
    expect(await screen.findByText('No attempts left')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Code from the SMS' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByText('Send a new code'));
    expect(await screen.findByText('Two attempts left')).toBeInTheDocument();
    expect(calls(view.requests, 'POST', 'identification')).toHaveLength(2);
    expect(calls(view.requests, 'POST', 'identification')[0]?.data).toMatchObject({
      ownerType: 'Visit',
      ownerIds: [VISIT_ID],
      operationType: 'Issuance',
      identificationType: 'SMS',
      client: { phone: '48601234567' },
    });
    expect(calls(view.requests, 'POST', 'identification/check').map((request) => request.data)).toEqual(
      ['1111', '2222', '3333'].map((value) => ({
        id: smsIdentification('FirstAttempt').id,
        identificationData: { code: value },
      })),
    );
  });

  it('translates phone_not_mobile', async () => {
    const shipment = testShipment({ status: 'Accepted', lastLogisticDivisionId: USER_DIVISION });
    renderVisit({
      visit: testVisit({ documents: [documentOf(shipment, 'Issuance')] }),
      shipments: [shipment],
      routes: {
        'POST identification': {
          status: 422,
          data: { code: 'PHONE_NOT_MOBILE', message: 'phone_not_mobile' },
        },
      },
    });
    await userEvent.click(await screen.findByText('Send a code to 48601234567'));
    expect(await screen.findByText('SMS identification needs a mobile phone number')).toBeInTheDocument();
  });
});

describe('verified by app', () => {
  it("confirms the app of the visit's CID with a Mobile identification", async () => {
    const shipment = testShipment({ status: 'Accepted', lastLogisticDivisionId: USER_DIVISION });
    const documents = [documentOf(shipment, 'Issuance')];
    let identified = false;
    const view = renderVisit({
      shipments: [shipment],
      routes: {
        ...answerAt('GET visits/:id', [VISIT_ID], () => ({
          status: 200,
          data: testVisit({
            cid: testCid(),
            documents,
            identifications: identified ? [mobileIdentification()] : [],
          }),
        })),
        'POST identification': () => {
          identified = true;
          return { status: 201, data: mobileIdentification() };
        },
      },
    });
    expect(await screen.findByText('CID48601234567')).toBeInTheDocument();
    await userEvent.click(await screen.findByText('The customer showed the app signed in as Anna Nowak'));
    expect(await screen.findByText('Verified by app')).toBeInTheDocument();
    expect(calls(view.requests, 'POST', 'identification')[0]?.data).toMatchObject({
      ownerIds: [VISIT_ID],
      operationType: 'Issuance',
      identificationType: 'Mobile',
    });
  });

  it('offers no app confirmation without a CID', async () => {
    const shipment = testShipment({ status: 'Accepted', lastLogisticDivisionId: USER_DIVISION });
    renderVisit({
      visit: testVisit({ documents: [documentOf(shipment, 'Issuance')] }),
      shipments: [shipment],
    });
    expect(await screen.findByText('Send a code to 48601234567')).toBeInTheDocument();
    expect(screen.queryByText(/showed the app/)).not.toBeInTheDocument();
  });
});

describe('documents for signature (registers §4)', () => {
  const toGermany = (overrides: Partial<Shipment> = {}) => {
    const base = testShipment({ status: 'Accepted', lastLogisticDivisionId: USER_DIVISION });
    return {
      ...base,
      sender: { ...base.sender, companyTin: 'DE811128135', companyName: 'Berliner Versand GmbH' },
      recipient: { ...base.recipient, countryCode: 'DE' },
      ...overrides,
    };
  };

  it('marks an Issuance to Germany from a listed company in a visit at an address', async () => {
    const shipment = toGermany();
    renderVisit({
      visit: testVisit({
        clientAddress: 'Hauptstr. 1, Berlin',
        documents: [documentOf(shipment, 'Issuance')],
      }),
      shipments: [shipment],
    });
    expect(await screen.findByText('For signature')).toBeInTheDocument();
    expect(
      screen.getByText(`Hand over against the recipient's signature: ${shipment.number}`),
    ).toBeInTheDocument();
  });

  it('does not mark it at the counter (no address)', async () => {
    const shipment = toGermany();
    renderVisit({
      visit: testVisit({ documents: [documentOf(shipment, 'Issuance')] }),
      shipments: [shipment],
    });
    expect(await screen.findByText(shipment.number)).toBeInTheDocument();
    expect(screen.queryByText('For signature')).not.toBeInTheDocument();
  });
});

describe("the documents' parcel statuses (registers §3.2)", () => {
  it('shows each parcel with the derived status its journey gives', async () => {
    const shipment = testShipment({ status: 'Accepted' });
    const parcel = shipment.parcels[0]!;
    const step = (id: number, event: string) => ({
      id,
      shipmentId: shipment.id,
      parcelId: null,
      event,
      shipmentStatus: null,
      divisionId: null,
      divisionName: null,
      divisionNumber: null,
      scanRegistryId: null,
      note: null,
      userLogin: 'operator',
      createdAt: '2026-11-23T08:15:00.000Z',
      statusCode: null,
    });
    renderVisit({
      visit: testVisit({ documents: [documentOf(shipment, 'Issuance')] }),
      shipments: [shipment],
      routes: {
        ...answerAt('GET shipments/:id/tracking', [shipment.id], {
          status: 200,
          data: { items: [step(1, 'Accepted'), step(2, 'Arrived'), step(3, 'ReadyForIssue')] },
        }),
      },
    });
    expect(
      await screen.findByText(new RegExp(`${parcel.number} \\(ready for delivery\\)`)),
    ).toBeInTheDocument();
  });
});

describe('coming back to the visit', () => {
  it('reads the visit again: the shipment form may have added a document meanwhile', async () => {
    const shipment = testShipment({ status: 'Draft' });
    let documents: Visit['documents'] = [];
    const view = renderVisit({
      shipments: [shipment],
      routes: {
        ...answerAt('GET visits/:id', [VISIT_ID], () => ({ status: 200, data: testVisit({ documents }) })),
      },
    });
    expect(await screen.findByText(/^No documents yet/)).toBeInTheDocument();
    await view.router.navigate('/employee_workplace');
    expect(await screen.findByRole('heading', { name: 'Employee workplace' })).toBeInTheDocument();
    documents = [documentOf(shipment, 'Draft')];
    await view.router.navigate(`/visits/${VISIT_ID}`);
    expect(await screen.findByText(shipment.number)).toBeInTheDocument();
    expect(calls(view.requests, 'GET', `visits/${VISIT_ID}`)).toHaveLength(2);
  });
});

describe('a visit closed to editing by the query flag (registers §4)', () => {
  it('shows an open visit with nothing to change, no goods to sell and no end', async () => {
    const shipment = testShipment({ status: 'Accepted' });
    renderVisit({
      visit: testVisit({ documents: [documentOf(shipment, 'Issuance')] }),
      shipments: [shipment],
      query: '?closedToEditing=true',
    });
    expect(await screen.findByText(shipment.number)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /End visit/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('visit-sell-goods')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('stays editable without the flag', async () => {
    renderVisit({ query: '?closedToEditing=false' });
    expect(await screen.findByRole('button', { name: /End visit/ })).toBeInTheDocument();
    expect(screen.getByTestId('visit-sell-goods')).toBeEnabled();
  });
});

describe('ending the visit', () => {
  it('shows the acceptance error translated and reloads the visit', async () => {
    const view = renderVisit({
      routes: {
        ...answerAt('POST visits/:id/end', [VISIT_ID], {
          status: 422,
          data: { code: 'ACCEPTANCE_END_ERROR', message: 'acceptanceEndError' },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /End visit/ }));
    expect(
      await screen.findByText(
        'The visit cannot be ended while it has documents with an acceptance error or a draft',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls(view.requests, 'GET', `visits/${VISIT_ID}`).length).toBeGreaterThanOrEqual(2),
    );
    expect(view.router.state.location.pathname).toBe(`/visits/${VISIT_ID}`);
  });

  it('explains why it cannot end yet', async () => {
    const view = renderVisit({
      routes: {
        ...answerAt('GET visits/:id/can-end', [VISIT_ID], {
          status: 200,
          data: { canEnd: false, reasons: ['identifyCustomer', 'unpaid'] },
        }),
        ...answerAt('POST visits/:id/end', [VISIT_ID], {
          status: 422,
          data: { code: 'IDENTIFY_CUSTOMER', message: 'identifyCustomer' },
        }),
      },
    });
    const reasons = await screen.findByTestId('visit-end-reasons');
    expect(reasons).toHaveTextContent(
      'Identify the customer by SMS code or by document before ending the visit',
    );
    expect(reasons).toHaveTextContent('Take payment for the unpaid services before ending the visit');
    // Trying anyway is refused by the server with its reason.
    await userEvent.click(screen.getByRole('button', { name: /End visit/ }));
    expect(
      await screen.findByText('Identify the customer by SMS code or by document before ending the visit', {
        selector: '.ant-notification-notice *',
      }),
    ).toBeInTheDocument();
    expect(calls(view.requests, 'POST', `visits/${VISIT_ID}/end`)).toHaveLength(1);
  });

  it('closes the visit and returns to the visit list when opened from it', async () => {
    const view = renderVisit({
      query: '?from=visit_list',
      routes: {
        ...answerAt('POST visits/:id/end', [VISIT_ID], {
          status: 200,
          data: testVisit({ status: 'Closed' }),
        }),
        'GET visits': { status: 200, data: { items: [], total: 0, last_page: 1 } },
      },
    });
    // Opened from the visit list: the visit cannot be deleted here.
    await screen.findByRole('button', { name: /End visit/ });
    expect(screen.queryByRole('button', { name: /Delete visit/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /End visit/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/visits'));
    expect(await screen.findByText('Visit VS000000000042 is closed')).toBeInTheDocument();
  });
});

describe('payment', () => {
  it('takes payment for the unpaid services by card', async () => {
    const shipment = testShipment({ status: 'ReadyToShip' });
    const service = shipment.services[0]!;
    const view = renderVisit({
      visit: testVisit({ documents: [documentOf(shipment, 'Acceptance')] }),
      shipments: [shipment],
      routes: { 'POST payments': { status: 201, data: {} } },
    });
    const total = await screen.findByTestId('visit-unpaid-total');
    await waitFor(() => expect(total).toHaveTextContent('To pay: 18.50 zł'));
    await userEvent.click(screen.getByRole('button', { name: /Take payment/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByText('Card'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Paid 18.50 zł' }));
    await waitFor(() => expect(calls(view.requests, 'POST', 'payments')).toHaveLength(1));
    expect(calls(view.requests, 'POST', 'payments')[0]?.data).toEqual({
      payerPhone: '48601234567',
      payerFirstName: 'Anna',
      payerLastName: 'Nowak',
      payerPatronymic: null,
      paymentSystem: 'card',
      visitId: VISIT_ID,
      services: [{ sourceType: 'ShipmentServices', sourceId: shipment.id, serviceId: service.id }],
    });
    // The visit is read again afterwards.
    await waitFor(() =>
      expect(calls(view.requests, 'GET', `visits/${VISIT_ID}`).length).toBeGreaterThanOrEqual(2),
    );
  });

  it("at a pickup point takes it through the point's own pudo/payments (PUDO mode)", async () => {
    const shipment = testShipment({ status: 'Accepted' });
    const view = renderVisit({
      user: fakeUser(['pudo_manager']),
      query: '?from=pudo_workplace',
      visit: testVisit({ documents: [documentOf(shipment, 'Issuance')] }),
      shipments: [
        {
          ...shipment,
          services: shipment.services.map((service) => ({ ...service, payerType: 'Recipient' })),
        },
      ],
      routes: { 'POST pudo/payments': { status: 201, data: {} } },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Take payment/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Paid / }));
    await waitFor(() => expect(calls(view.requests, 'POST', 'pudo/payments')).toHaveLength(1));
    expect(calls(view.requests, 'POST', 'payments')).toHaveLength(0);
  });
});

describe('a visit opened for a job by the workplace (?job=)', () => {
  function searchable(shipment: Shipment, job: string, documents: TypedAnswer<Visit>) {
    return renderVisit({
      query: `?from=employee_workplace&job=${job}`,
      routes: {
        ...answerAt('GET shipments/visit-search/:text', [shipment.number], {
          status: 200,
          data: { groups: [{ type: 'shipments', label: 'Shipments', ids: [shipment.id] }] },
        }),
        'GET internal/shipments': { status: 200, data: { items: [shipment] } },
        ...answerAt('POST visits/:id/documents', [VISIT_ID], documents),
      },
    });
  }

  async function pickFound(shipment: Shipment) {
    await searchFor(shipment.number);
    const results = await screen.findByRole('list', { name: 'Search results' });
    await userEvent.click(within(results).getByRole('button', { name: new RegExp(shipment.number) }));
  }

  it("receiving asks the server's rule (receiving: true) and shows its refusal", async () => {
    const shipment = testShipment({ status: 'Accepted' });
    const view = searchable(shipment, 'receive', {
      status: 422,
      data: { code: 'SHIPMENT_NOT_READY_TO_SHIP', message: 'Shipment not ready to ship' },
    });
    expect(await screen.findByTestId('visit-job')).toHaveTextContent('Receiving a parcel');
    await pickFound(shipment);
    expect(await screen.findByText('Shipment not ready to ship')).toBeInTheDocument();
    expect(
      calls(view.requests, 'POST', `visits/${VISIT_ID}/documents`).map((request) => request.data),
    ).toEqual([{ documentId: shipment.id, documentType: 'Shipment', receiving: true }]);
  });

  it('receiving takes a Draft and opens it to be completed', async () => {
    const shipment = testShipment({ status: 'Draft' });
    const view = searchable(shipment, 'receive', {
      status: 201,
      data: testVisit({ documents: [documentOf(shipment, 'Draft')] }),
    });
    await pickFound(shipment);
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(`/one_shipment/shipments/${shipment.id}/edit`),
    );
    expect(
      calls(view.requests, 'POST', `visits/${VISIT_ID}/documents`).map((request) => request.data),
    ).toEqual([{ documentId: shipment.id, documentType: 'Shipment', receiving: true }]);
  });

  it('issuing a parcel meant for another division says why it cannot be taken, and adds nothing', async () => {
    const shipment = testShipment({ status: 'Accepted' });
    const view = searchable(shipment, 'issue', { status: 201, data: testVisit() });
    await pickFound(shipment);
    expect(
      await screen.findByText(
        `Shipment ${shipment.number} is not issued at this division: it waits for its recipient at another one`,
      ),
    ).toBeInTheDocument();
    expect(calls(view.requests, 'POST', `visits/${VISIT_ID}/documents`)).toHaveLength(0);
  });

  it('issuing words the search for the parcel to issue', async () => {
    renderVisit({ query: '?from=employee_workplace&job=issue' });
    expect(await screen.findByTestId('visit-job')).toHaveTextContent('Issuing a parcel');
    expect(screen.getByRole('textbox', { name: 'Shipment or parcel number, phone or CID' })).toHaveAttribute(
      'placeholder',
      'Scan the parcel to issue, or the recipient’s phone',
    );
    expect(screen.queryByRole('button', { name: /New shipment/ })).not.toBeInTheDocument();
  });

  it('sending offers the new shipment of the visit first', async () => {
    const view = renderVisit({ query: '?from=employee_workplace&job=send' });
    expect(await screen.findByTestId('visit-job')).toHaveTextContent('Sending a parcel');
    await userEvent.click(await screen.findByRole('button', { name: /New shipment/ }));
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/one_shipment/shipments/new/create'),
    );
    expect(view.router.state.location.search).toContain(`visitId=${VISIT_ID}`);
  });

  it('opens without a job as before: no job tag', async () => {
    renderVisit();
    await screen.findByRole('textbox', { name: 'Shipment or parcel number, phone or CID' });
    expect(screen.queryByTestId('visit-job')).not.toBeInTheDocument();
  });
});

describe('COD cash (platform §6 "editing cash-on-delivery cash")', () => {
  it('is hidden from a clerk while empty and read-only once set', async () => {
    const view = renderVisit();
    await screen.findByRole('textbox', { name: 'Full name' });
    expect(screen.queryByRole('spinbutton', { name: 'COD cash' })).not.toBeInTheDocument();
    view.unmount();
    renderVisit({ visit: testVisit({ cod: 25 }) });
    expect(await screen.findByRole('spinbutton', { name: 'COD cash' })).toBeDisabled();
  });

  it('is edited by administrator-god and sent with the visit', async () => {
    const view = renderVisit({
      user: fakeUser(['base', 'administrator_god']),
      routes: { ...answerAt('PUT visits/:id', [VISIT_ID], { status: 200, data: testVisit({ cod: 40 }) }) },
    });
    const cod = await screen.findByRole('spinbutton', { name: 'COD cash' });
    expect(cod).toBeEnabled();
    await userEvent.type(cod, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(view.requests, 'PUT', `visits/${VISIT_ID}`)).toHaveLength(1));
    expect(calls(view.requests, 'PUT', `visits/${VISIT_ID}`)[0]?.data).toMatchObject({ cod: 40 });
  });
});

/** A delivery point as `GET contact-information` answers it: a confirmed-less, active division unless told. */
function storedDeliveryPoint(overrides: Partial<ClientDeliveryPoint>): ClientDeliveryPoint {
  return {
    id: 'p1',
    name: '',
    kind: 'division',
    type: null,
    confirmed: false,
    personalLabel: null,
    pointNumber: null,
    cityId: null,
    favoriteAddressId: null,
    displayOrder: null,
    isActive: true,
    divisionId: null,
    divisionNumber: null,
    divisionName: null,
    address: null,
    latitude: null,
    longitude: null,
    countryCode: 'PL',
    lastUsedAt: '2026-11-01T10:00:00.000Z',
    source: 'shipment',
    ...overrides,
  };
}

describe('the visitor’s delivery points (registers §7 GET contact-information)', () => {
  it('lists where the visitor had parcels delivered before, asked by the visit’s phone', async () => {
    const view = renderVisit({
      routes: {
        'GET contact-information': {
          status: 200,
          data: {
            cid: {
              id: 'CID48601234567',
              name: 'Jan Kowalski',
              deliveryPoints: {
                deliveryPoints: [
                  storedDeliveryPoint({
                    id: 'd1',
                    name: 'Warszawa Oddział nr 1',
                    type: 'WAREHOUSE',
                    confirmed: true,
                    pointNumber: '1001',
                    displayOrder: 1,
                    divisionId: 'd1',
                    divisionNumber: '1001',
                    divisionName: 'Warszawa Oddział nr 1',
                    lastUsedAt: '2026-11-20T10:00:00.000Z',
                  }),
                  storedDeliveryPoint({
                    id: 'd2',
                    name: 'Paczkomat WAW-7',
                    type: 'POSTOMAT',
                    isActive: false,
                    pointNumber: '7007',
                    displayOrder: 3,
                    divisionId: 'd2',
                    lastUsedAt: '2026-11-10T10:00:00.000Z',
                  }),
                  storedDeliveryPoint({
                    id: 'a1',
                    name: 'ul. Prosta 20, 00-850 Warszawa',
                    kind: 'address',
                    favoriteAddressId: 'a1',
                    address: 'ul. Prosta 20, 00-850 Warszawa',
                    latitude: 52.23,
                    longitude: 20.99,
                    lastUsedAt: '2026-11-02T10:00:00.000Z',
                    source: 'visit',
                  }),
                ],
              },
            },
          },
        },
      },
    });
    expect(await screen.findByText('Delivery points used before')).toBeInTheDocument();
    const list = screen.getByText('Delivery points used before').closest('.client-delivery-points');
    const items = within(list as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^1001 · Warszawa Oddział nr 1received herelast used 2026-11-20$/),
      expect.stringMatching(/^7007 · Paczkomat WAW-7Postomatclosedlast used 2026-11-10$/),
      expect.stringMatching(/^ul\. Prosta 20, 00-850 Warszawalast used 2026-11-02$/),
    ]);
    const asked = view.requests.find((request) => request.url === 'contact-information');
    expect(asked).toBeDefined();
  });
});
