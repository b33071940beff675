import {
  type MassApply,
  type MassCheckItem,
  type MassItemResult,
  type MassOperation,
  type MassOperationSummary,
  type MassOperationType,
  massOperationsInAnyCountry,
  massRefusalReason,
  NOT_ISSUED_FOLLOW_UP,
} from '@console/domain';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { nextNumber } from '../../db/sequence-numbers.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { createProblemParcel } from '../problem-parcels/problem-parcel-service.ts';
import { type Executor, type ParcelFacts, parcelsByNumber, uniqueInputs } from '../pudo/parcel-lookup.ts';
import { recordShipmentEvents } from '../shipments/shipment-events.ts';
import { registerParcelRecipients } from '../shipments/shipment-workflow.ts';
import { userDivision } from '../users/user-division.ts';
import { massOperationItems, massOperationNumbers, massOperations } from './mass-operations-tables.ts';

/**
 * Mass issuance and mass loss registration (platform §6 "Mass issuance"): every number is judged
 * on its own, and applied in a transaction of its own, so one bad number never stops the others.
 */

/**
 * The country whose parcels the caller acts on, or null for every country (administrator-god,
 * multi-country). A parcel's country is where it is (`ParcelFacts.countryCode`: its current
 * division's), not its shipment's sender or recipient country: issuing hands a parcel over where it
 * lies and a loss is registered by the country that last held it, while the two ends of a
 * PL → UA shipment say nothing about which country has the parcel now.
 */
async function callerCountry(executor: Executor, user: AuthUser): Promise<string | null> {
  if (massOperationsInAnyCountry(user.groups)) return null;
  return (await userDivision(executor, user.id)).countryCode.toUpperCase();
}

function checkItem(
  type: MassOperationType,
  country: string | null,
  input: string,
  number: string | null,
  parcel?: ParcelFacts,
) {
  const base: MassCheckItem = {
    input,
    parcelNumber: number,
    shipmentId: parcel?.shipmentId ?? null,
    shipmentNumber: parcel?.shipmentNumber ?? null,
    shipmentStatus: parcel?.shipmentStatus ?? null,
    applicable: false,
    reason: null,
  };
  if (number === null) return { ...base, reason: 'INVALID_NUMBER' as const };
  if (!parcel) return { ...base, reason: 'UNKNOWN_PARCEL' as const };
  const reason = massRefusalReason(type, {
    otherCountry: country !== null && parcel.countryCode.toUpperCase() !== country,
    shipmentStatus: parcel.shipmentStatus,
    issued: parcel.recipient !== null,
    lost: parcel.lastEvent === 'Lost',
  });
  // Another country's shipment is only named as refused, not described (as a 404 elsewhere).
  if (reason === 'OTHER_COUNTRY') {
    return { ...base, shipmentId: null, shipmentNumber: null, shipmentStatus: null, reason };
  }
  return { ...base, applicable: reason === null, reason };
}

/** `POST mass-operations/check`: what each number is and whether the operation may take it. */
export async function checkNumbers(
  executor: Executor,
  user: AuthUser,
  type: MassOperationType,
  inputs: readonly string[],
): Promise<MassCheckItem[]> {
  const numbers = uniqueInputs(inputs);
  const country = await callerCountry(executor, user);
  const parcels = await parcelsByNumber(
    executor,
    numbers.flatMap((item) => (item.number ? [item.number] : [])),
  );
  return numbers.map((item) =>
    checkItem(type, country, item.input, item.number, item.number ? parcels.get(item.number) : undefined),
  );
}

const RESULTS: Record<MassOperationType, MassItemResult> = { issuance: 'Issued', lost: 'Lost' };

/** Issues one parcel or marks it lost, inside its own transaction, after locking its shipment. */
async function applyOne(
  db: Database,
  user: AuthUser,
  operation: { id: string; number: string; type: MassOperationType; note: string },
  country: string | null,
  position: number,
  input: { input: string; number: string | null },
): Promise<MassCheckItem & { result: MassItemResult }> {
  try {
    return await db.transaction(async (tx) => {
      const parcel = input.number
        ? (await parcelsByNumber(tx, [input.number], { lock: true })).get(input.number)
        : undefined;
      const item = checkItem(operation.type, country, input.input, input.number, parcel);
      const result: MassItemResult = item.applicable ? RESULTS[operation.type] : 'Refused';
      if (item.applicable && parcel) {
        if (operation.type === 'issuance') {
          await registerParcelRecipients(tx, user, [
            {
              parcelNumber: parcel.parcelNumber,
              recipient: {
                name: parcel.recipientName,
                phone: parcel.recipientPhone,
                identificationType: null,
                documentNumber: null,
              },
            },
          ]);
        } else {
          // A lost parcel is a problem parcel of type LostParcel to follow up; the Lost event comes
          // last, so it is the parcel's latest movement.
          await createProblemParcel(tx, user, {
            type: 'LostParcel',
            parcelNumbers: [parcel.parcelNumber],
            note: `${operation.number}: ${operation.note}`,
          });
          await recordShipmentEvents(tx, [
            {
              shipmentId: parcel.shipmentId,
              parcelId: parcel.parcelId,
              event: 'Lost',
              note: `${operation.number}: ${operation.note}`,
              user,
            },
          ]);
          await recordAudit(tx, user, {
            action: 'parcel-lost',
            entity: 'shipments',
            entityId: parcel.shipmentId,
            after: { parcelNumber: parcel.parcelNumber, massOperation: operation.number },
          });
        }
      }
      if (
        operation.type === 'issuance' &&
        parcel &&
        item.reason !== null &&
        NOT_ISSUED_FOLLOW_UP.includes(item.reason)
      ) {
        await createProblemParcel(tx, user, {
          type: 'NotIssuedParcel',
          parcelNumbers: [parcel.parcelNumber],
          note: `${operation.number}: ${operation.note} (${item.reason})`,
        });
      }
      await tx.insert(massOperationItems).values({
        operationId: operation.id,
        position,
        input: item.input,
        parcelNumber: item.parcelNumber,
        shipmentId: item.shipmentId,
        shipmentNumber: item.shipmentNumber,
        shipmentStatus: result === 'Issued' ? 'Issued' : item.shipmentStatus,
        result,
        reason: item.reason,
      });
      return { ...item, result };
    });
  } catch {
    // The database refused this one number's change (it rolled back alone); the list goes on.
    const item: MassCheckItem = {
      input: input.input,
      parcelNumber: input.number,
      shipmentId: null,
      shipmentNumber: null,
      shipmentStatus: null,
      applicable: false,
      reason: 'FAILED',
    };
    await db
      .insert(massOperationItems)
      .values({ operationId: operation.id, position, ...item, result: 'Refused' });
    return { ...item, result: 'Refused' };
  }
}

/** `POST mass-operations`: the operation, then each number in its own transaction, then the counts. */
export async function applyMassOperation(
  db: Database,
  user: AuthUser,
  body: MassApply,
): Promise<MassOperation> {
  const inputs = uniqueInputs(body.parcelNumbers);
  const country = await callerCountry(db, user);
  const operation = await db.transaction(async (tx) => {
    const number = await nextNumber(tx, massOperationNumbers, body.type === 'issuance' ? 'MI' : 'ML', 12);
    const [row] = await tx
      .insert(massOperations)
      .values({
        number,
        type: body.type,
        note: body.note,
        createdByUser: user.login,
        createdByUserId: user.id,
        total: inputs.length,
      })
      .returning();
    await recordAudit(tx, user, {
      action: 'create',
      entity: 'mass_operations',
      entityId: row!.id,
      after: { number, type: body.type, total: inputs.length },
    });
    return row!;
  });
  let applied = 0;
  for (const [position, input] of inputs.entries()) {
    const item = await applyOne(db, user, operation, country, position, input);
    if (item.result !== 'Refused') applied += 1;
  }
  await db
    .update(massOperations)
    .set({ applied, refused: inputs.length - applied, updatedAt: new Date() })
    .where(eq(massOperations.id, operation.id));
  return readMassOperation(db, operation.id);
}

function summaryOf(row: typeof massOperations.$inferSelect): MassOperationSummary {
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    note: row.note,
    createdByUser: row.createdByUser,
    createdAt: row.createdAt.toISOString(),
    total: row.total,
    applied: row.applied,
    refused: row.refused,
  };
}

export async function readMassOperation(executor: Executor, id: string): Promise<MassOperation> {
  const [row] = await executor.select().from(massOperations).where(eq(massOperations.id, id));
  if (!row) throw notFound('Mass operation not found');
  const items = await executor
    .select()
    .from(massOperationItems)
    .where(eq(massOperationItems.operationId, id))
    .orderBy(asc(massOperationItems.position));
  return {
    ...summaryOf(row),
    items: items.map((item) => ({
      input: item.input,
      parcelNumber: item.parcelNumber,
      shipmentId: item.shipmentId,
      shipmentNumber: item.shipmentNumber,
      shipmentStatus: item.shipmentStatus,
      applicable: item.result !== 'Refused',
      reason: item.reason,
      result: item.result,
    })),
  };
}

/** The operations made so far, newest first (a page of them). */
export async function listMassOperations(
  executor: Executor,
  query: { type?: MassOperationType | undefined; page: number; limit: number },
) {
  const where: SQL | undefined = query.type ? eq(massOperations.type, query.type) : undefined;
  const rows = await executor
    .select()
    .from(massOperations)
    .where(and(where))
    .orderBy(desc(massOperations.createdAt), desc(massOperations.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await executor.select({ value: count() }).from(massOperations).where(and(where));
  const totalValue = Number(total?.value ?? 0);
  return {
    items: rows.map(summaryOf),
    total: totalValue,
    last_page: Math.max(1, Math.ceil(totalValue / query.limit)),
  };
}
