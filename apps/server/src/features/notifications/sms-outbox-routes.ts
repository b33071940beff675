import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { anyRole } from '../../http/permissions.ts';
import { smsOutbox } from './sms-outbox-table.ts';

const outboxQuerySchema = z.strictObject({
  phone: z
    .string()
    .trim()
    .regex(/^\d{8,14}$/),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/**
 * The messages sent to one phone, newest first: the service desk looks here when a customer says
 * no SMS arrived (and, without an SMS provider configured, it is where the codes go).
 */
export async function smsOutboxRoutes(app: FastifyInstance, options: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sms-outbox',
    {
      config: { permission: anyRole('administrator_god', 'service_desk') },
      schema: { tags: ['notifications'], querystring: outboxQuerySchema },
    },
    async (request) => {
      const items = await options.db
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
      return { items };
    },
  );
}
