import type { Shipment, ShipmentDraft, ShipmentParty, Visit } from '@console/domain';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../src/features/auth/auth-tables.ts';
import { identificationDocumentTypes } from '../src/features/catalogue/catalogue-tables.ts';
import { divisions } from '../src/features/divisions/divisions-table.ts';
import { draftOf } from '../src/features/shipments/shipment-factories.ts';
import { type InsertShipmentOptions, insertShipment } from '../src/features/shipments/shipment-workflow.ts';
import type { AuthUser } from '../src/http/permissions.ts';
import { DEMO_DIVISION } from '../src/seed/demo-users.ts';
import { bearer, type TestApp } from './test-app.ts';

/** Test helpers of the visit workflow: API calls as a demo user, shipments in a given state. */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** The visitor of the examples: also the recipient phone of the shipments issued to them. */
export const VISITOR_PHONE = '48501234567';

export function visitKit(t: TestApp) {
  async function call(login: string, method: Method, url: string, payload?: unknown) {
    return t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: bearer(await t.tokenOf(login)),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  async function ok<T>(
    login: string,
    method: Method,
    url: string,
    payload?: unknown,
    status = 200,
  ): Promise<T> {
    const response = await call(login, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  }

  async function refused(
    login: string,
    method: Method,
    url: string,
    payload: unknown,
    code: string,
    status = 422,
  ) {
    const response = await call(login, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json<{ code: string; message: string }>();
    expect(body.code).toBe(code);
    return body;
  }

  async function userOf(login: string): Promise<AuthUser> {
    const [row] = await t.database.db
      .select({ id: users.id, login: users.login, groups: users.groups })
      .from(users)
      .where(eq(users.login, login));
    if (!row) throw new Error(`no user ${login}`);
    return row;
  }

  async function demoDivisionId(): Promise<string> {
    const [row] = await t.database.db
      .select({ id: divisions.id })
      .from(divisions)
      .where(eq(divisions.number, DEMO_DIVISION.number));
    return row!.id;
  }

  let divisionCounter = 0;
  /** Another branch, for shipments sent from or to somewhere else. */
  async function otherDivision(): Promise<string> {
    divisionCounter += 1;
    const [row] = await t.database.db
      .insert(divisions)
      .values({
        number: `9${String(Date.now() % 100000)}${divisionCounter}`,
        name: `Kraków Oddział ${divisionCounter}`,
        divisionCategory: 'PostBranch',
        countryCode: 'PL',
      })
      .returning({ id: divisions.id });
    return row!.id;
  }

  interface ShipmentSetup {
    draft?: Partial<ShipmentDraft>;
    sender?: Partial<ShipmentParty>;
    recipient?: Partial<ShipmentParty>;
    options?: InsertShipmentOptions;
    /** The user who creates it (the "created by the user" rule). */
    by?: string;
  }

  /** A shipment written straight through the shipment workflow, in the state the test needs. */
  async function shipment(setup: ShipmentSetup = {}): Promise<Shipment> {
    const base = draftOf();
    const draft = draftOf({
      ...setup.draft,
      sender: { ...base.sender, ...setup.sender },
      recipient: { ...base.recipient, phone: VISITOR_PHONE, ...setup.recipient },
    });
    const user = await userOf(setup.by ?? 'administrator.god');
    return t.database.db.transaction((tx) => insertShipment(tx, user, draft, setup.options));
  }

  /** ReadyToShip at the demo branch: an Acceptance document. Services are free unless asked. */
  async function toSend(setup: ShipmentSetup = {}) {
    const own = await demoDivisionId();
    return shipment({
      ...setup,
      sender: { divisionId: own, ...setup.sender },
      options: { paymentStatuses: { Delivery: 'FreeOfCharge' }, ...setup.options },
    });
  }

  /** Accepted elsewhere and waiting at the demo branch: an Issuance document. */
  async function toIssue(setup: ShipmentSetup = {}) {
    const own = await demoDivisionId();
    const from = await otherDivision();
    return shipment({
      ...setup,
      sender: { divisionId: from, ...setup.sender },
      recipient: { divisionId: own, ...setup.recipient },
      options: {
        status: 'Accepted',
        acceptedByUser: 'administrator.god',
        firstLogisticDivisionId: from,
        lastLogisticDivisionId: own,
        paymentStatuses: { Delivery: 'Paid' },
        ...setup.options,
      },
    });
  }

  async function openVisit(login = 'operator', body: Record<string, unknown> = {}): Promise<Visit> {
    return ok<Visit>(login, 'POST', 'visits', body, 201);
  }

  async function addDocument(
    login: string,
    visitId: string,
    documentId: string,
    extra: Record<string, unknown> = {},
  ) {
    return call(login, 'POST', `visits/${visitId}/documents`, {
      documentId,
      documentType: 'Shipment',
      ...extra,
    });
  }

  /** The visit's customer shows a passport: identified by document for an Issuance (registers §4). */
  async function identifyByDocument(visitId: string, login = 'operator', name = 'Piotr Nowak') {
    const [type] = await t.database.db
      .insert(identificationDocumentTypes)
      .values({ name: 'Passport', countryCode: 'PL' })
      .returning({ id: identificationDocumentTypes.id });
    await ok(
      login,
      'POST',
      'identification',
      {
        ownerType: 'Visit',
        ownerIds: [visitId],
        operationType: 'Issuance',
        identificationType: 'Document',
        client: { documentTypeId: type!.id, documentNumber: 'AB123456', name },
      },
      201,
    );
  }

  /** The newest SMS text: what the customer would read on the phone. */
  async function lastSmsCode(): Promise<string> {
    const result = await t.database.db.execute(
      sql`select text from sms_outbox order by created_at desc limit 1`,
    );
    const [row] = (result as unknown as { rows: { text: string }[] }).rows;
    const code = row?.text.match(/\d{4}/)?.[0];
    if (!code) throw new Error('no SMS code in the outbox');
    return code;
  }

  /** A one-page PDF uploaded as the user: its `uploads/attached` url. */
  async function uploadPdf(login: string): Promise<string> {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
    const boundary = 'visits-kit';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n`),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...bearer(await t.tokenOf(login)),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ url: string }>().url;
  }

  return {
    call,
    ok,
    uploadPdf,
    refused,
    userOf,
    demoDivisionId,
    otherDivision,
    shipment,
    toSend,
    toIssue,
    openVisit,
    addDocument,
    identifyByDocument,
    lastSmsCode,
  };
}
