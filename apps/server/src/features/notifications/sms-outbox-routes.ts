import { desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { anyRole } from '../../http/permissions.ts';
import { courierDoorCodes } from '../courier-day/courier-day-tables.ts';
import { identifications } from '../visits/visits-tables.ts';
import { smsOutbox } from './sms-outbox-table.ts';

const outboxQuerySchema = z.strictObject({
  phone: z
    .string()
    .trim()
    .regex(/^\d{8,14}$/),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which references are identifications (their messages carry a code), and which of those codes may
 * still be shown (`id@createdAt`): the identification still waits for it (not verified, rejected,
 * deleted or expired), and only its latest message carries the code in use.
 */
async function codeMessages(db: Database, references: string[], now: Date) {
  const ids = [...new Set(references.filter((reference) => UUID.test(reference)))];
  const live = new Set<string>();
  if (ids.length === 0) return { identificationIds: new Set<string>(), live };
  const waiting = [
    ...(await db
      .select({
        id: identifications.id,
        status: identifications.status,
        deletedAt: identifications.deletedAt,
        expiresAt: identifications.codeExpiresAt,
      })
      .from(identifications)
      .where(inArray(identifications.id, ids))),
    // A courier's code at the door (courier-door-identification.ts) is masked the same way.
    ...(await db
      .select({
        id: courierDoorCodes.id,
        status: courierDoorCodes.status,
        deletedAt: sql<Date | null>`null`,
        expiresAt: courierDoorCodes.codeExpiresAt,
      })
      .from(courierDoorCodes)
      .where(inArray(courierDoorCodes.id, ids))),
  ];
  const latest = await db
    .select({ reference: smsOutbox.reference, createdAt: max(smsOutbox.createdAt) })
    .from(smsOutbox)
    .where(inArray(smsOutbox.reference, ids))
    .groupBy(smsOutbox.reference);
  const latestOf = new Map(latest.map((row) => [row.reference, row.createdAt?.getTime()]));
  for (const row of waiting) {
    const pending = row.status === 'FirstAttempt' || row.status === 'SecondAttempt';
    if (pending && !row.deletedAt && row.expiresAt && row.expiresAt > now)
      live.add(`${row.id}@${latestOf.get(row.id)}`);
  }
  return { identificationIds: new Set(waiting.map((row) => row.id)), live };
}

/**
 * The messages sent to one phone, newest first: the service desk looks here when a customer says
 * no SMS arrived (and, without an SMS provider configured, it is where the codes go). An
 * identification code shows only while it can still be used; otherwise its digits are masked.
 */
export async function smsOutboxRoutes(app: FastifyInstance, options: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sms-outbox',
    {
      config: { permission: anyRole('service_desk') },
      schema: { tags: ['notifications'], querystring: outboxQuerySchema },
    },
    async (request) => {
      const rows = await options.db
        .select({
          id: smsOutbox.id,
          phone: smsOutbox.phone,
          text: smsOutbox.text,
          reference: smsOutbox.reference,
          provider: smsOutbox.provider,
          sentAt: smsOutbox.sentAt,
          error: smsOutbox.error,
          createdAt: smsOutbox.createdAt,
        })
        .from(smsOutbox)
        .where(eq(smsOutbox.phone, request.query.phone))
        .orderBy(desc(smsOutbox.createdAt))
        .limit(request.query.limit);
      const references = rows.flatMap((row) => (row.reference ? [row.reference] : []));
      const { identificationIds, live } = await codeMessages(options.db, references, new Date());
      const items = rows.map((row) => {
        const aboutCode = row.reference !== null && identificationIds.has(row.reference);
        const shown = !aboutCode || live.has(`${row.reference}@${row.createdAt.getTime()}`);
        return shown ? row : { ...row, text: row.text.replace(/\d/g, '•') };
      });
      return { items };
    },
  );
}
