import type { Visit } from '@console/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/features/audit/audit-table.ts';
import { visitDocuments } from '../src/features/visits/visits-tables.ts';
import { isUniqueViolation } from '../src/http/database-errors.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

/**
 * Races between clerks. PGlite runs one statement at a time, so these tests prove the rules
 * themselves; run against a real PostgreSQL (DATABASE_URL) they prove the locks and the unique
 * index under true concurrency.
 */

let t: TestApp;
let kit: ReturnType<typeof visitKit>;

beforeAll(async () => {
  t = await createTestApp();
  kit = visitKit(t);
  // Sign both clerks in first, so the race is only between the two calls.
  await t.tokenOf('operator');
  await t.tokenOf('branch.employee');
});
afterAll(() => t.close());

const ROUNDS = 5;

describe('two clerks add the same shipment to two visits at once', () => {
  it('exactly one succeeds, the other is told it is in another visit', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const first = await kit.openVisit('operator');
      const second = await kit.openVisit('branch.employee');
      const parcel = await kit.toSend();
      const answers = await Promise.all([
        kit.addDocument('operator', first.id, parcel.id),
        kit.addDocument('branch.employee', second.id, parcel.id),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes, answers.map((answer) => answer.body).join('\n')).toEqual([200, 422]);
      const loser = answers.find((answer) => answer.statusCode === 422)!;
      expect(loser.json().code).toBe('SHIPMENT_IN_ANOTHER_VISIT');
      const open = await t.database.db
        .select()
        .from(visitDocuments)
        .where(and(eq(visitDocuments.documentId, parcel.id), eq(visitDocuments.open, true)));
      expect(open).toHaveLength(1);
    }
  });
});

describe('the partial unique index behind the race', () => {
  it('refuses a second open document of one shipment, and the error names the index on either driver', async () => {
    const first = await kit.openVisit('operator');
    const second = await kit.openVisit('branch.employee');
    const parcel = await kit.toSend();
    const row = {
      documentId: parcel.id,
      documentType: 'Shipment' as const,
      number: parcel.number,
      status: 'Acceptance' as const,
    };
    await t.database.db.insert(visitDocuments).values({ ...row, visitId: first.id });
    const error = await t.database.db
      .insert(visitDocuments)
      .values({ ...row, visitId: second.id })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(isUniqueViolation(error, 'visit_documents_open_document_idx')).toBe(true);
    expect(isUniqueViolation(error, 'visit_documents_visit_document_idx')).toBe(false);
    // A closed document does not hold the shipment.
    await t.database.db
      .update(visitDocuments)
      .set({ open: false })
      .where(eq(visitDocuments.visitId, first.id));
    await t.database.db.insert(visitDocuments).values({ ...row, visitId: second.id });
  });
});

describe('ending the same visit twice at once', () => {
  it('closes it once and accepts its shipments once; the second end is refused', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const visit = await kit.openVisit('operator');
      const parcel = await kit.toSend();
      await kit.addDocument('operator', visit.id, parcel.id);
      const answers = await Promise.all([
        kit.call('operator', 'POST', `visits/${visit.id}/end`, {}),
        kit.call('operator', 'POST', `visits/${visit.id}/end`, {}),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes, answers.map((answer) => answer.body).join('\n')).toEqual([200, 422]);
      expect(answers.find((answer) => answer.statusCode === 422)!.json().code).toBe('VISIT_NOT_EDITABLE');
      expect(answers.find((answer) => answer.statusCode === 200)!.json<Visit>().status).toBe('Closed');
      const ends = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, visit.id), eq(auditLog.action, 'end')));
      expect(ends).toHaveLength(1);
      const accepts = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, parcel.id), eq(auditLog.action, 'accept')));
      expect(accepts).toHaveLength(1);
    }
  });
});
