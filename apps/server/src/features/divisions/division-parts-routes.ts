import { divisionPartsBodySchema } from '@console/domain';
import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/database.ts';
import { rethrowAsClientError } from '../../http/database-errors.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { capability, SIGNED_IN } from '../../http/permissions.ts';
import { REFERENCE_DATA } from '../../http/record-scope.ts';
import { recordAudit } from '../audit/audit.ts';
import { divisionParts, divisions } from './divisions-table.ts';

/**
 * Parts and address storage are the division-part admin's work (the role exists for nothing
 * else), beside administrator-god who edits the whole division (docs/decisions.md). The rule is
 * a domain capability so the console's parts tab offers exactly what this route accepts.
 */
const partsWrite = capability('divisionPartsEdit');

const idParams = z.strictObject({ id: z.uuid() });
const partParams = z.strictObject({ partId: z.uuid() });

function partsOf(executor: Database | Transaction, divisionId: string) {
  return executor
    .select()
    .from(divisionParts)
    .where(eq(divisionParts.divisionId, divisionId))
    .orderBy(asc(divisionParts.code), asc(divisionParts.type), asc(divisionParts.id));
}

/** `divisions/{id}/parts` read sorted by code and type, written as a whole; `parts/{partId}` marked deleted. */
export async function divisionPartsRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ['divisions'];

  const lockDivision = async (tx: Transaction, id: string) => {
    const [division] = await tx
      .select({ id: divisions.id })
      .from(divisions)
      .where(eq(divisions.id, id))
      .for('update');
    if (!division) throw notFound();
  };

  routes.get(
    '/divisions/:id/parts',
    { config: { permission: SIGNED_IN, scope: { id: REFERENCE_DATA } }, schema: { tags, params: idParams } },
    async (request) => {
      const [division] = await db
        .select({ id: divisions.id })
        .from(divisions)
        .where(eq(divisions.id, request.params.id));
      if (!division) throw notFound();
      const items = await partsOf(db, request.params.id);
      return { items, total: items.length, last_page: 1 };
    },
  );

  /**
   * The parts tab saved as a whole: rows with an id are updated, rows without one added, and
   * live rows left out of the list get the deletion mark.
   */
  routes.put(
    '/divisions/:id/parts',
    {
      config: { permission: partsWrite, scope: { id: REFERENCE_DATA } },
      schema: { tags, params: idParams, body: divisionPartsBodySchema },
    },
    async (request) => {
      const divisionId = request.params.id;
      try {
        return await db.transaction(async (tx) => {
          await lockDivision(tx, divisionId);
          const before = await partsOf(tx, divisionId);
          const known = new Map(before.map((part) => [part.id, part]));
          const sent = request.body.parts;
          const keptIds = sent.flatMap((part) => (part.id ? [part.id] : []));
          const unknown = keptIds.findIndex((id) => !known.has(id));
          if (unknown >= 0) throw validationFailed({ [`parts.${unknown}.id`]: 'any.invalid' });
          const now = new Date();
          await tx
            .update(divisionParts)
            .set({ deletedAt: now, updatedAt: now })
            .where(
              and(
                eq(divisionParts.divisionId, divisionId),
                isNull(divisionParts.deletedAt),
                keptIds.length > 0 ? notInArray(divisionParts.id, keptIds) : undefined,
              ),
            );
          for (const part of sent) {
            if (part.id) {
              await tx
                .update(divisionParts)
                .set({ code: part.code, type: part.type, updatedAt: now })
                .where(and(eq(divisionParts.id, part.id), inArray(divisionParts.divisionId, [divisionId])));
            } else {
              await tx.insert(divisionParts).values({ divisionId, code: part.code, type: part.type });
            }
          }
          const after = await partsOf(tx, divisionId);
          await recordAudit(tx, request.authUser, {
            action: 'update-parts',
            entity: 'divisions',
            entityId: divisionId,
            before,
            after,
          });
          return { items: after, total: after.length, last_page: 1 };
        });
      } catch (error) {
        return rethrowAsClientError(error);
      }
    },
  );

  routes.delete(
    '/parts/:partId',
    {
      config: { permission: partsWrite, scope: { partId: REFERENCE_DATA } },
      schema: { tags, params: partParams },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(divisionParts)
          .where(eq(divisionParts.id, request.params.partId))
          .for('update');
        if (!before) throw notFound();
        if (before.deletedAt) return before;
        const now = new Date();
        const [after] = await tx
          .update(divisionParts)
          .set({ deletedAt: now, updatedAt: now })
          .where(eq(divisionParts.id, before.id))
          .returning();
        await recordAudit(tx, request.authUser, {
          action: 'delete-part',
          entity: 'divisions',
          entityId: before.divisionId,
          before,
          after,
        });
        return after;
      }),
  );
}
