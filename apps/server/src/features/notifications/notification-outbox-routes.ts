import { enumListFilter, listQuerySchema, NOTIFICATION_STATUSES } from '@console/domain';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { businessRule, notFound } from '../../http/errors.ts';
import { anyRole } from '../../http/permissions.ts';
import { open } from '../../http/record-scope.ts';
import { shipments } from '../shipments/shipments-tables.ts';
import { notificationOutbox as outbox } from './notification-outbox-table.ts';

/** The service desk answers "no message arrived" (docs/decisions.md "What the log keeps"). */
/** The outbox is read by the service desk and administrator-god; sending again is the service desk's. */
export const OUTBOX_READERS = anyRole('service_desk', 'administrator_god');
const OUTBOX_RETRY = anyRole('service_desk');

const outboxQuerySchema = listQuerySchema(
  z.strictObject({
    shipmentId: z.uuid().optional(),
    shipmentNumber: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{4}\d{10}$/)
      .optional(),
    statuses: enumListFilter(NOTIFICATION_STATUSES),
  }),
);
const params = z.strictObject({ id: z.uuid() });

/**
 * The notification outbox per shipment (or by status: the failed ones), newest first, for the
 * service desk; a failed message can be sent again.
 */
export async function notificationOutboxRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ['notifications'];

  routes.get(
    '/notification-outbox',
    { config: { permission: OUTBOX_READERS }, schema: { tags, querystring: outboxQuerySchema } },
    async (request) => {
      const { shipmentId, shipmentNumber, statuses, page, limit } = request.query;
      const conditions: SQL[] = [];
      if (shipmentId) conditions.push(eq(outbox.shipmentId, shipmentId));
      if (shipmentNumber) conditions.push(eq(shipments.number, shipmentNumber));
      if (statuses?.length) conditions.push(inArray(outbox.status, statuses));
      const where = conditions.length ? and(...conditions) : undefined;
      const offset = request.query.offset ?? (page - 1) * limit;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: outbox.id,
            shipmentId: outbox.shipmentId,
            shipmentNumber: shipments.number,
            event: outbox.event,
            templateId: outbox.templateId,
            clientType: outbox.clientType,
            informationChannel: outbox.informationChannel,
            channels: outbox.channels,
            channelIndex: outbox.channelIndex,
            language: outbox.language,
            phone: outbox.phone,
            email: outbox.email,
            texts: outbox.texts,
            status: outbox.status,
            attempts: outbox.attempts,
            notBefore: outbox.notBefore,
            nextAttemptAt: outbox.nextAttemptAt,
            sentAt: outbox.sentAt,
            sentChannel: outbox.sentChannel,
            lastError: outbox.lastError,
            createdAt: outbox.createdAt,
          })
          .from(outbox)
          .innerJoin(shipments, eq(shipments.id, outbox.shipmentId))
          .where(where)
          .orderBy(desc(outbox.createdAt), desc(outbox.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: count() })
          .from(outbox)
          .innerJoin(shipments, eq(shipments.id, outbox.shipmentId))
          .where(where),
      ]);
      const items = rows.map(({ channels, channelIndex, texts, ...row }) => {
        const channel = channels[channelIndex] ?? channels[0] ?? null;
        return {
          ...row,
          channels,
          channel,
          text: (channel && texts[channel]) ?? Object.values(texts)[0] ?? '',
        };
      });
      const totalCount = total?.total ?? 0;
      return { items, total: totalCount, last_page: Math.max(1, Math.ceil(totalCount / limit)) };
    },
  );

  routes.post(
    '/notification-outbox/:id/retry',
    {
      config: {
        permission: OUTBOX_RETRY,
        scope: { id: open('an outbox message: only service desk, who sees every division, may retry it') },
      },
      schema: { tags, params },
    },
    async (request) => {
      const now = new Date();
      const [row] = await db
        .update(outbox)
        .set({
          status: 'waiting',
          attempts: 0,
          channelIndex: 0,
          nextAttemptAt: now,
          lastError: null,
          updatedAt: now,
        })
        .where(and(eq(outbox.id, request.params.id), eq(outbox.status, 'failed')))
        .returning({ id: outbox.id, status: outbox.status });
      if (row) return row;
      const [exists] = await db
        .select({ status: outbox.status })
        .from(outbox)
        .where(eq(outbox.id, request.params.id));
      if (!exists) throw notFound('Notification not found');
      throw businessRule('NOTIFICATION_NOT_FAILED', 'Only a failed notification can be sent again');
    },
  );
}
