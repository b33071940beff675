import type { ShipmentAttachmentInfo, ShipmentDraft } from '@console/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerAt,
  type FakeRequest,
  type FakeRoutes,
  fakeUser,
  renderApp,
  resetSession,
  signedInRoutes,
  signIn,
} from '../../../app/test-kit.tsx';
import { testVisit } from '../../visits/visit-test-data.ts';
import { useWorkspaceTabs } from '../../workspace-tabs/index.ts';
import { SHIPMENT_ID, storedShipment, USER_DIVISION_ID, USER_SETTLEMENT_ID } from '../shipment-test-kit.ts';

const OPERATOR = fakeUser(['base', 'branch_employee', 'branch_manager']);
const VISIT_ID = '9d6c2a1b-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const NEW_PATH = '/one_shipment/shipments/new/create';
const EDIT_PATH = `/one_shipment/shipments/${SHIPMENT_ID}/edit`;

const DIVISION = {
  id: USER_DIVISION_ID,
  number: '1001',
  name: 'Warszawa Oddział nr 1',
  settlementId: USER_SETTLEMENT_ID,
  countryCode: 'PL',
};
const SETTLEMENT = { id: USER_SETTLEMENT_ID, name: 'Warszawa', regionName: 'mazowieckie' };

function formApp(path: string, extra: FakeRoutes = {}) {
  return renderApp(path, {
    routes: signedInRoutes(OPERATOR, {
      ...answerAt('GET divisions/:id', [USER_DIVISION_ID], { status: 200, data: DIVISION }),
      ...answerAt('GET settlements/:id', [USER_SETTLEMENT_ID], { status: 200, data: SETTLEMENT }),
      ...extra,
    }),
  });
}

function card(title: string): HTMLElement {
  const heading = screen.getAllByText(title).find((element) => element.closest('.ant-card-head'));
  return heading?.closest('.ant-card') as HTMLElement;
}

async function fillParty(title: string, name: string, phone: string) {
  const party = card(title);
  await userEvent.type(within(party).getByLabelText('Full name'), name);
  await userEvent.type(within(party).getByLabelText('Phone'), phone);
}

async function fillParcel(values: { weight: string; length: string; width: string; height: string }) {
  const parcel = screen.getByRole('group', { name: 'Parcel 1' });
  await userEvent.type(within(parcel).getByLabelText('Weight'), values.weight);
  await userEvent.type(within(parcel).getByLabelText('Length'), values.length);
  await userEvent.type(within(parcel).getByLabelText('Width'), values.width);
  await userEvent.type(within(parcel).getByLabelText('Height'), values.height);
}

async function fillValidDraft() {
  await fillParty('Sender', 'Jan Kowalski', '48601234567');
  await fillParty('Recipient', 'Anna Maria Nowak', '48607654321');
  await fillParcel({ weight: '2.5', length: '40', width: '30.5', height: '15' });
}

function created(request: FakeRequest) {
  const body = request.data as ShipmentDraft;
  return { status: 201, data: storedShipment({ status: body.status }) };
}

function posts(requests: FakeRequest[], url: string) {
  return requests.filter((request) => request.method === 'POST' && request.url === url);
}

/** The body of the first shipment sent. */
function sentDraft(requests: FakeRequest[], method = 'POST'): ShipmentDraft {
  const request = requests.find(
    (candidate) => candidate.method === method && candidate.url.includes('v2/shipments'),
  );
  if (!request) throw new Error(`no ${method} of a shipment`);
  return request.data as ShipmentDraft;
}

beforeEach(() => {
  resetSession();
  signIn();
  useWorkspaceTabs.setState({ tabs: [], activeKey: null });
});

describe('one_shipment: a blank draft', () => {
  it('starts with the defaults: sender at the user division and its settlement, recipient in PL, payer Sender', async () => {
    formApp(NEW_PATH);
    await screen.findByRole('heading', { level: 1, name: 'New shipment' });
    const sender = card('Sender');
    const recipient = card('Recipient');
    expect(within(recipient).getByText(/Poland \(PL\)/)).toBeInTheDocument();
    expect(within(sender).getByText(/Poland \(PL\)/)).toBeInTheDocument();
    expect(await within(sender).findByText('1001 Warszawa Oddział nr 1')).toBeInTheDocument();
    expect(await within(sender).findByText('Warszawa mazowieckie')).toBeInTheDocument();
    expect(within(recipient).queryByText('1001 Warszawa Oddział nr 1')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sender' })).toBeChecked();
    expect(screen.getByRole('switch')).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Delivery' })).toBeChecked();
    expect(screen.getAllByRole('group', { name: /^Parcel \d+$/ })).toHaveLength(1);
    expect(
      screen.getByText(/length up to 350 cm, width up to 250 cm, height up to 20 cm, weight up to 10 kg/),
    ).toBeInTheDocument();
  });

  it('sends parcels in mm and g although they are typed in cm and kg, and the chosen status', async () => {
    const view = formApp(NEW_PATH, { 'POST v2/shipments': created });
    await screen.findByRole('heading', { level: 1, name: 'New shipment' });
    await fillValidDraft();
    await userEvent.click(screen.getByRole('button', { name: /Ready to ship/ }));
    await waitFor(() => expect(posts(view.requests, 'v2/shipments')).toHaveLength(1));
    const body = sentDraft(view.requests);
    expect(body.status).toBe('ReadyToShip');
    expect(body.parcels).toEqual([
      {
        number: null,
        actualWeight: 2500,
        volumetricWeight: null,
        length: 400,
        width: 305,
        height: 150,
        description: null,
      },
    ]);
    expect(body.recipient).toMatchObject({ countryCode: 'PL', divisionId: null, name: 'Anna Maria Nowak' });
    expect(body.sender).toMatchObject({ divisionId: USER_DIVISION_ID, settlementId: USER_SETTLEMENT_ID });
    expect(body.services).toEqual([{ serviceCode: 'Delivery', payerType: 'Sender', value: null }]);
    // Saved: the form moves to the new shipment's edit page.
    await waitFor(() => expect(view.router.state.location.pathname).toBe(EDIT_PATH));
  });

  it("refuses a phone of 7 digits and stops one at its country mask's 13, sending nothing wrong", async () => {
    const view = formApp(NEW_PATH, { 'POST v2/shipments': created });
    await screen.findByRole('heading', { level: 1, name: 'New shipment' });
    await fillParty('Sender', 'Jan Kowalski', '1234567');
    await fillParty('Recipient', 'Anna Nowak', '123456789012345');
    await fillParcel({ weight: '1', length: '10', width: '10', height: '10' });
    const recipientPhone = within(card('Recipient')).getByLabelText('Phone');
    expect(recipientPhone).toHaveValue('1234567890123');
    await userEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    expect(await screen.findAllByText('Phone must be 8 to 14 digits')).toHaveLength(1);
    expect(posts(view.requests, 'v2/shipments')).toHaveLength(0);

    const senderPhone = within(card('Sender')).getByLabelText('Phone');
    await userEvent.clear(senderPhone);
    await userEvent.type(senderPhone, '12345678');
    await userEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    await waitFor(() => expect(posts(view.requests, 'v2/shipments')).toHaveLength(1));
    expect(posts(view.requests, 'v2/shipments')[0]?.data).toMatchObject({
      sender: { phone: '12345678' },
      recipient: { phone: '1234567890123' },
    });
  });

  it('checks the parcel number pattern and accepts an empty number', async () => {
    const view = formApp(NEW_PATH, { 'POST v2/shipments': created });
    await screen.findByRole('heading', { level: 1, name: 'New shipment' });
    await fillValidDraft();
    const number = within(screen.getByRole('group', { name: 'Parcel 1' })).getByLabelText('1. Parcel number');
    await userEvent.type(number, 'abc12345');
    await userEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    expect(
      await screen.findByText(
        'Parcel number must be four capital letters and ten digits (PLPL1234567890) or AB CD 123456 1234',
      ),
    ).toBeInTheDocument();
    expect(posts(view.requests, 'v2/shipments')).toHaveLength(0);

    await userEvent.clear(number);
    await userEvent.type(number, 'abcd0123456789');
    expect(number).toHaveValue('ABCD0123456789');
    await userEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    await waitFor(() => expect(posts(view.requests, 'v2/shipments')).toHaveLength(1));
    const body = sentDraft(view.requests);
    expect(body.parcels[0]?.number).toBe('ABCD0123456789');
  });

  it('refuses sizes and weights over the limits, naming the limit in cm and kg', async () => {
    const view = formApp(NEW_PATH, { 'POST v2/shipments': created });
    await screen.findByRole('heading', { level: 1, name: 'New shipment' });
    await fillParty('Sender', 'Jan Kowalski', '48601234567');
    await fillParty('Recipient', 'Anna Nowak', '48607654321');
    await fillParcel({ weight: '10.5', length: '351', width: '250', height: '21' });
    await userEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    expect(await screen.findByText('Height must be at most 20')).toBeInTheDocument();
    expect(screen.getByText('Length must be at most 350')).toBeInTheDocument();
    expect(screen.getByText('Weight must be at most 10')).toBeInTheDocument();
    expect(screen.queryByText('Width must be at most 250')).not.toBeInTheDocument();
    expect(posts(view.requests, 'v2/shipments')).toHaveLength(0);
  });

  it('adds and removes parcel rows', async () => {
    formApp(NEW_PATH);
    await screen.findByRole('heading', { level: 1, name: 'New shipment' });
    expect(screen.getByRole('button', { name: 'Remove parcel 1' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Add parcel/ }));
    expect(screen.getAllByRole('group', { name: /^Parcel \d+$/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove parcel 2' }));
    expect(screen.getAllByRole('group', { name: /^Parcel \d+$/ })).toHaveLength(1);
  });

  it('saves with Ctrl+Enter', async () => {
    const view = formApp(NEW_PATH, { 'POST v2/shipments': created });
    await screen.findByRole('heading', { level: 1, name: 'New shipment' });
    await fillValidDraft();
    fireEvent.keyDown(within(card('Recipient')).getByLabelText('Phone'), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(posts(view.requests, 'v2/shipments')).toHaveLength(1));
    expect(sentDraft(view.requests).status).toBe('Draft');
  });

  it('shows the payer name split when the payer is a person', async () => {
    formApp(NEW_PATH);
    await screen.findByRole('heading', { level: 1, name: 'New shipment' });
    await fillParty('Recipient', 'Anna Maria Nowak', '48607654321');
    // The radio buttons' inputs are covered by their labels.
    fireEvent.click(screen.getByRole('radio', { name: 'Recipient' }));
    const split = (await screen.findByText('Payer name for the payment')).closest(
      '.ant-descriptions',
    ) as HTMLElement;
    expect(within(split).getByText('Anna')).toBeInTheDocument();
    expect(within(split).getByText('Maria')).toBeInTheDocument();
    expect(within(split).getByText('Nowak')).toBeInTheDocument();
  });
});

describe('one_shipment: the query', () => {
  it('adds the new shipment to the visit (visitId) and returns to the visit', async () => {
    const view = formApp(`${NEW_PATH}?visitId=${VISIT_ID}&openedFrom=visit_list`, {
      'POST v2/shipments': created,
      ...answerAt('POST visits/:id/documents', [VISIT_ID], {
        status: 201,
        data: testVisit({ id: VISIT_ID }),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'New shipment' });
    await fillValidDraft();
    await userEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    await waitFor(() => expect(posts(view.requests, `visits/${VISIT_ID}/documents`)).toHaveLength(1));
    expect(posts(view.requests, `visits/${VISIT_ID}/documents`)[0]?.data).toEqual({
      documentId: SHIPMENT_ID,
      documentType: 'Shipment',
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/visits/${VISIT_ID}`));
    expect(useWorkspaceTabs.getState().tabs.some((tab) => tab.key === 'one_shipment.new.create')).toBe(false);
  });

  it('deletes the empty visit when the create form closes unsaved (visitIdToDeleteOnCloseFormInModeCreate)', async () => {
    const view = formApp(
      `${NEW_PATH}?visitIdToDeleteOnCloseFormInModeCreate=${VISIT_ID}&openedFrom=pudo_workplace`,
      {
        ...answerAt('DELETE visits/:id', [VISIT_ID], { status: 200, data: {} }),
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'New shipment' });
    await userEvent.click(screen.getByRole('button', { name: /Close/ }));
    await waitFor(() =>
      expect(
        view.requests.some((request) => request.method === 'DELETE' && request.url === `visits/${VISIT_ID}`),
      ).toBe(true),
    );
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/pudo_workplace'));
  });

  it('does not delete that visit once the shipment is saved', async () => {
    const view = formApp(`${NEW_PATH}?visitIdToDeleteOnCloseFormInModeCreate=${VISIT_ID}`, {
      'POST v2/shipments': created,
      ...answerAt('GET shipments/:id', [SHIPMENT_ID], { status: 200, data: storedShipment() }),
    });
    await screen.findByRole('heading', { level: 1, name: 'New shipment' });
    await fillValidDraft();
    await userEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    await screen.findByRole('heading', { level: 1, name: 'Shipment SHPL0000000042' });
    await userEvent.click(screen.getByRole('button', { name: /Close/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/shipments'));
    expect(view.requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('presets the sender division (division) with its settlement', async () => {
    const otherDivision = '0e9d8c7b-6a59-4483-9271-605f4e3d2c1b';
    const view = formApp(`${NEW_PATH}?division=${otherDivision}`, {
      ...answerAt('GET divisions/:id', [otherDivision], {
        status: 200,
        data: {
          id: otherDivision,
          number: '2002',
          name: 'Kraków Oddział nr 2',
          settlementId: USER_SETTLEMENT_ID,
        },
      }),
      'POST v2/shipments': created,
    });
    await screen.findByRole('heading', { level: 1, name: 'New shipment' });
    expect(await within(card('Sender')).findByText('2002 Kraków Oddział nr 2')).toBeInTheDocument();
    await fillValidDraft();
    await userEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    await waitFor(() => expect(posts(view.requests, 'v2/shipments')).toHaveLength(1));
    expect(sentDraft(view.requests).sender).toMatchObject({
      divisionId: otherDivision,
      settlementId: USER_SETTLEMENT_ID,
    });
  });

  it('presets the sender company from cidSenderCompanyTin', async () => {
    const view = formApp(`${NEW_PATH}?cidSenderCompanyTin=5250001009`, {
      'GET companies/5250001009': { status: 200, data: { tin: '5250001009', name: 'Polmar sp. z o.o.' } },
      'POST v2/shipments': created,
    });
    await screen.findByRole('heading', { level: 1, name: 'New shipment' });
    const sender = card('Sender');
    expect(within(sender).getByLabelText('Company TIN')).toHaveValue('5250001009');
    expect(within(sender).getByLabelText('Company name')).toHaveValue('Polmar sp. z o.o.');
    await fillValidDraft();
    await userEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    await waitFor(() => expect(posts(view.requests, 'v2/shipments')).toHaveLength(1));
    expect(sentDraft(view.requests).sender.companyTin).toBe('5250001009');
  });

  it("takes the sender from the visit's CID client (registers §4 'Receiving')", async () => {
    const cid = {
      id: 'CID48601234567',
      regionBase: null,
      profile: {
        name: 'Anna Nowak',
        phones: [{ phone: '48601234567', verified: false }],
        companies: [],
        notification: { advertisement: false, promo: false },
      },
    };
    const view = formApp(`${NEW_PATH}?visitId=${VISIT_ID}&cid=CID48601234567`, {
      ...answerAt('GET visits/:id', [VISIT_ID], { status: 200, data: testVisit({ id: VISIT_ID, cid }) }),
      'POST v2/shipments': created,
    });
    await screen.findByRole('heading', { level: 1, name: 'New shipment' });
    const sender = card('Sender');
    expect(within(sender).getByLabelText('Full name')).toHaveValue('Anna Nowak');
    expect(within(sender).getByLabelText('Phone')).toHaveValue('48601234567');
    await fillParty('Recipient', 'Jan Maria Kowalski', '48607654321');
    await fillParcel({ weight: '1', length: '10', width: '10', height: '10' });
    await userEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    await waitFor(() => expect(posts(view.requests, 'v2/shipments')).toHaveLength(1));
    expect(sentDraft(view.requests).sender).toMatchObject({
      name: 'Anna Nowak',
      phone: '48601234567',
      cid: 'CID48601234567',
    });
  });
});

describe('one_shipment: an existing shipment', () => {
  it('links to the recipient’s tracking page of the shipment, in a new tab (issue 27)', async () => {
    formApp(EDIT_PATH, {
      ...answerAt('GET shipments/:id', [SHIPMENT_ID], { status: 200, data: storedShipment() }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Shipment SHPL0000000042' });
    const link = screen.getByRole('link', { name: 'Recipient’s tracking page' });
    expect(link).toHaveAttribute('href', `/t/${'a'.repeat(64)}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows parcels in cm and kg and the services summary per currency', async () => {
    const shipment = storedShipment({
      services: [
        ...storedShipment().services,
        {
          ...storedShipment().services[0]!,
          id: 'x1',
          serviceCode: 'Insurance',
          cost: 3.5,
          symbol: '€',
          currencyCode: 'EUR',
          value: '100',
        },
        {
          ...storedShipment().services[0]!,
          id: 'x2',
          serviceCode: 'SmsNotification',
          cost: 0.25,
          value: null,
        },
      ],
    });
    formApp(EDIT_PATH, { ...answerAt('GET shipments/:id', [SHIPMENT_ID], { status: 200, data: shipment }) });
    await screen.findByRole('heading', { level: 1, name: 'Shipment SHPL0000000042' });
    const parcel = screen.getByRole('group', { name: 'Parcel 1' });
    expect(within(parcel).getByLabelText('Weight')).toHaveValue('2.5');
    expect(within(parcel).getByLabelText('Length')).toHaveValue('40');
    expect(screen.getByTestId('services-summary')).toHaveTextContent('Services: 12.25 zł + 3.50 €');
    expect(screen.getByRole('button', { name: /Print/ })).toBeInTheDocument();
  });

  it('is read-only once Accepted, with its status shown', async () => {
    formApp(EDIT_PATH, {
      ...answerAt('GET shipments/:id', [SHIPMENT_ID], {
        status: 200,
        data: storedShipment({ status: 'Accepted' }),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Shipment SHPL0000000042' });
    expect(screen.getByTestId('shipment-status')).toHaveTextContent('Accepted');
    expect(
      screen.getByText('This shipment is Accepted and can no longer be changed here.'),
    ).toBeInTheDocument();
    expect(within(card('Sender')).getByLabelText('Full name')).toBeDisabled();
    // By text: role queries for these absent buttons took minutes in jsdom once the disabled form
    // sat inside its tab (the test timed out); the buttons' texts tell the same.
    expect(screen.queryByText('Save draft')).not.toBeInTheDocument();
    expect(screen.queryByText('Ready to ship')).not.toBeInTheDocument();
  });

  it("checks a new draft's services before saving it and says which ones are not available (registers §7)", async () => {
    const refused = {
      serviceCode: 'Delivery',
      available: false,
      required: false,
      reason: 'No delivery to PL-99',
      cost: null,
    };
    const view = formApp(NEW_PATH, {
      'POST v2/shipments/available-services/structure-checking': { status: 200, data: { items: [refused] } },
      'POST v2/shipments': created,
    });
    await screen.findByRole('heading', { level: 1, name: 'New shipment' });
    await fillValidDraft();
    await userEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    const alert = await screen.findByTestId('unavailable-services');
    expect(alert).toHaveTextContent(
      'These services are not available for this shipment, so it was not saved',
    );
    expect(alert).toHaveTextContent('No delivery to PL-99');
    expect(posts(view.requests, 'v2/shipments')).toHaveLength(0);
    const checked = posts(view.requests, 'v2/shipments/available-services/structure-checking');
    expect(checked[0]?.data).toMatchObject({ services: [{ serviceCode: 'Delivery' }] });
  });

  it('saves a new draft once the check allows its services', async () => {
    const allowed = { serviceCode: 'Delivery', available: true, required: true, reason: null, cost: '12.00' };
    const view = formApp(NEW_PATH, {
      'POST v2/shipments/available-services/structure-checking': { status: 200, data: { items: [allowed] } },
      'POST v2/shipments': created,
    });
    await screen.findByRole('heading', { level: 1, name: 'New shipment' });
    await fillValidDraft();
    await userEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    await waitFor(() => expect(posts(view.requests, 'v2/shipments')).toHaveLength(1));
    const order = view.requests.map((request) => request.url);
    expect(order.indexOf('v2/shipments/available-services/structure-checking')).toBeLessThan(
      order.indexOf('v2/shipments'),
    );
    expect(screen.queryByTestId('unavailable-services')).not.toBeInTheDocument();
  });

  it('warns on a stored shipment whose services the conditions no longer allow (id-checking)', async () => {
    formApp(EDIT_PATH, {
      ...answerAt('GET shipments/:id', [SHIPMENT_ID], { status: 200, data: storedShipment() }),
      ...answerAt('GET shipments/available-services/id-checking/:id', [SHIPMENT_ID], {
        status: 200,
        data: {
          items: [
            {
              serviceCode: 'Delivery',
              available: false,
              required: false,
              reason: 'Blocked: sanctions',
              cost: null,
            },
          ],
        },
      }),
    });
    const alert = await screen.findByTestId('unavailable-services');
    expect(alert).toHaveTextContent('These services of the shipment are no longer available');
    expect(alert).toHaveTextContent('Blocked: sanctions');
  });

  it("keeps the parties' dimensions when it saves (platform §3)", async () => {
    const stored = storedShipment();
    const dimensions = { length: 600, width: 400, height: 0 };
    const view = formApp(EDIT_PATH, {
      ...answerAt('GET shipments/:id', [SHIPMENT_ID], {
        status: 200,
        data: { ...stored, recipient: { ...stored.recipient, dimensions } },
      }),
      ...answerAt('PUT v2/shipments/:id', [SHIPMENT_ID], { status: 200, data: stored }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Shipment SHPL0000000042' });
    await userEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    await waitFor(() => expect(sentDraft(view.requests, 'PUT').recipient.dimensions).toEqual(dimensions));
  });

  it('says "changed by someone else" on 409 and keeps what was typed', async () => {
    const view = formApp(EDIT_PATH, {
      ...answerAt('GET shipments/:id', [SHIPMENT_ID], { status: 200, data: storedShipment() }),
      ...answerAt('PUT v2/shipments/:id', [SHIPMENT_ID], {
        status: 409,
        data: { code: 'CONFLICT', message: 'Conflict' },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Shipment SHPL0000000042' });
    const note = screen.getByLabelText('Note', { selector: 'textarea' });
    await userEvent.type(note, 'Fragile');
    await userEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    expect(await screen.findByText('This shipment was changed by someone else')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reload/ })).toBeInTheDocument();
    expect(note).toHaveValue('Fragile');
    expect(sentDraft(view.requests, 'PUT').lockVersion).toBe(1);
  });

  it("shows the server's field errors on their fields", async () => {
    formApp(EDIT_PATH, {
      ...answerAt('GET shipments/:id', [SHIPMENT_ID], { status: 200, data: storedShipment() }),
      ...answerAt('PUT v2/shipments/:id', [SHIPMENT_ID], {
        status: 400,
        data: {
          code: 'VALIDATION',
          message: 'Invalid',
          errors: { 'body.recipient.phone': 'string.pattern.base' },
        },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Shipment SHPL0000000042' });
    await userEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    expect(await screen.findByText('The shipment was not saved')).toBeInTheDocument();
    const phoneItem = within(card('Recipient'))
      .getByLabelText('Phone')
      .closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(phoneItem).toHaveClass('ant-form-item-has-error'));
  });
});

describe('one_shipment: the attachments tab', () => {
  const PHOTO: ShipmentAttachmentInfo = {
    id: '5b0e7d3c-2a41-4f6e-9c8d-7e6f5a4b3c21',
    shipmentId: SHIPMENT_ID,
    storageInfo: {
      url: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9.png',
      contentType: 'image/png',
      size: 2048,
      originalName: 'parcel-photo.png',
    },
    attachedDocumentType: null,
    userCreate: 'operator',
    createdAt: '2025-03-04T10:15:00Z',
  };
  // The workspace's tab bar has tabs too: these are the form's.
  const formTabs = () => within(document.querySelector('.shipment-form-tabs') as HTMLElement);
  const withAttachments = {
    ...answerAt('GET shipments/:id', [SHIPMENT_ID], { status: 200, data: storedShipment() }),
    'GET shipment-attachments': { status: 200, data: { items: [PHOTO] } },
    'GET attached-document-types': { status: 200, data: { items: [] } },
  };

  it('keeps the form as the first tab and shows the attachments only in their own tab, named in the URL', async () => {
    const view = formApp(EDIT_PATH, withAttachments);
    await screen.findByRole('heading', { level: 1, name: 'Shipment SHPL0000000042' });
    const tabs = formTabs().getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Shipment',
      'Journey',
      'Modifications',
      expect.stringMatching(/^Attachments/),
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: /Save draft/ })).toBeInTheDocument();
    expect(screen.queryByText('parcel-photo.png')).not.toBeInTheDocument();

    await userEvent.click(formTabs().getByRole('tab', { name: /Attachments/ }));
    expect(await screen.findByText('parcel-photo.png')).toBeVisible();
    expect(view.router.state.location.search).toBe('?tab=attachments');
    expect(screen.queryByRole('button', { name: /Save draft/ })).not.toBeInTheDocument();
    expect(card('Sender')).not.toBeVisible();

    await userEvent.click(formTabs().getByRole('tab', { name: 'Shipment' }));
    expect(view.router.state.location.search).toBe('');
    expect(within(card('Sender')).getByLabelText('Full name')).toHaveValue('Jan Kowalski');
  });

  it('opens on the attachments tab from ?tab=attachments, with their count on the tab', async () => {
    formApp(`${EDIT_PATH}?tab=attachments`, withAttachments);
    await screen.findByRole('heading', { level: 1, name: 'Shipment SHPL0000000042' });
    expect(formTabs().getByRole('tab', { name: /Attachments/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('parcel-photo.png')).toBeVisible();
    await waitFor(() => expect(formTabs().getByRole('tab', { name: /Attachments/ })).toHaveTextContent('1'));
  });

  it('has no tabs while a new shipment is created (nothing to attach to yet)', async () => {
    formApp(NEW_PATH);
    await screen.findByRole('heading', { level: 1, name: 'New shipment' });
    expect(document.querySelector('.shipment-form-tabs')).toBeNull();
    expect(screen.getByRole('button', { name: /Save draft/ })).toBeInTheDocument();
  });
});
