import {
  postalCodesQuerySchema,
  settlementPostCodeSchema,
  settlementsRegister,
  USER_CITY_DISTRICTS_LIMIT,
  type UserCityDistrict,
  userCityDistrictsQuerySchema,
} from '@console/domain';
import { and, asc, eq, ilike, isNull, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { SIGNED_IN } from '../../http/permissions.ts';
import { REFERENCE_DATA } from '../../http/record-scope.ts';
import { recordAudit } from '../audit/audit.ts';
import { countries } from '../countries/countries-table.ts';
import { escapeLike } from '../registers/register-filters.ts';
import { registerWrite } from '../registers/register-routes.ts';
import { userDivision } from '../users/user-division.ts';
import { cityDistricts } from './city-districts-table.ts';
import { settlementPostCodes, settlements } from './settlements-table.ts';

const idParams = z.strictObject({ id: z.uuid() });
const postCodeParams = z.strictObject({ id: z.uuid(), postCodeId: z.uuid() });
const countryParams = z.strictObject({ id: z.string().regex(/^[A-Za-z]{2}$/) });

/**
 * Address calls beside the generic collections (registers §7): a settlement's postal codes tab,
 * the postal-codes search source, and a country's city districts for the map.
 */
export async function addressRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ['settlements'];

  const settlementExists = async (id: string) => {
    const [row] = await db.select({ id: settlements.id }).from(settlements).where(eq(settlements.id, id));
    if (!row) throw notFound();
  };
  const postCodesOf = (id: string) =>
    db
      .select({
        id: settlementPostCodes.id,
        number: settlementPostCodes.number,
        postCode: settlementPostCodes.postCode,
      })
      .from(settlementPostCodes)
      .where(and(eq(settlementPostCodes.settlementId, id), isNull(settlementPostCodes.deletedAt)))
      .orderBy(asc(settlementPostCodes.number), asc(settlementPostCodes.postCode));

  routes.get(
    '/settlements/:id/post-codes',
    { config: { permission: SIGNED_IN, scope: { id: REFERENCE_DATA } }, schema: { tags, params: idParams } },
    async (request) => {
      await settlementExists(request.params.id);
      const items = await postCodesOf(request.params.id);
      return { items, total: items.length, last_page: 1 };
    },
  );

  routes.post(
    '/settlements/:id/post-codes',
    {
      config: { permission: registerWrite(settlementsRegister, 'edit'), scope: { id: REFERENCE_DATA } },
      schema: { tags, params: idParams, body: settlementPostCodeSchema },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await db.transaction(async (tx) => {
        const [settlement] = await tx
          .select({ id: settlements.id })
          .from(settlements)
          .where(eq(settlements.id, id))
          .for('update');
        if (!settlement) throw notFound();
        const [last] = await tx
          .select({ number: max(settlementPostCodes.number) })
          .from(settlementPostCodes)
          .where(eq(settlementPostCodes.settlementId, id));
        const number = request.body.number ?? (last?.number ?? 0) + 1;
        const [inserted] = await tx
          .insert(settlementPostCodes)
          .values({ settlementId: id, number, postCode: request.body.postCode })
          .returning({
            id: settlementPostCodes.id,
            number: settlementPostCodes.number,
            postCode: settlementPostCodes.postCode,
          });
        await recordAudit(tx, request.authUser, {
          action: 'add-post-code',
          entity: settlementsRegister.key,
          entityId: id,
          after: inserted,
        });
        return inserted;
      });
      return reply.status(201).send(row);
    },
  );

  routes.delete(
    '/settlements/:id/post-codes/:postCodeId',
    {
      config: {
        permission: registerWrite(settlementsRegister, 'edit'),
        scope: { id: REFERENCE_DATA, postCodeId: REFERENCE_DATA },
      },
      schema: { tags, params: postCodeParams },
    },
    async (request) => {
      const { id, postCodeId } = request.params;
      return db.transaction(async (tx) => {
        const where = and(eq(settlementPostCodes.id, postCodeId), eq(settlementPostCodes.settlementId, id));
        const [before] = await tx.select().from(settlementPostCodes).where(where).for('update');
        if (!before) throw notFound();
        if (before.deletedAt) return before;
        const [after] = await tx
          .update(settlementPostCodes)
          .set({ deletedAt: new Date(), updatedAt: new Date() })
          .where(where)
          .returning();
        await recordAudit(tx, request.authUser, {
          action: 'remove-post-code',
          entity: settlementsRegister.key,
          entityId: id,
          before,
          after,
        });
        return after;
      });
    },
  );

  /** The postal-codes search source: codes starting with the typed text, with their settlement. */
  routes.get(
    '/postal_codes',
    {
      config: { permission: SIGNED_IN },
      schema: { tags: ['postal_codes'], querystring: postalCodesQuerySchema },
    },
    async (request) => {
      const { postCode, countryCode, settlementId, page, limit } = request.query;
      const where = and(
        isNull(settlementPostCodes.deletedAt),
        isNull(settlements.deletedAt),
        postCode ? ilike(settlementPostCodes.postCode, `${escapeLike(postCode)}%`) : undefined,
        countryCode ? eq(settlements.countryCode, countryCode) : undefined,
        settlementId ? eq(settlements.id, settlementId) : undefined,
      );
      const [items, counted] = await Promise.all([
        db
          .select({
            id: settlementPostCodes.id,
            postCode: settlementPostCodes.postCode,
            settlementId: settlements.id,
            settlementName: settlements.name,
            countryCode: settlements.countryCode,
          })
          .from(settlementPostCodes)
          .innerJoin(settlements, eq(settlements.id, settlementPostCodes.settlementId))
          .where(where)
          .orderBy(asc(settlementPostCodes.postCode), asc(settlementPostCodes.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(settlementPostCodes)
          .innerJoin(settlements, eq(settlements.id, settlementPostCodes.settlementId))
          .where(where),
      ]);
      const total = counted[0]?.total ?? 0;
      return { items, total, last_page: Math.max(1, Math.ceil(total / limit)) };
    },
  );

  /** Every live city district of a country, polygons included, for the map. */
  routes.get(
    '/countries/:id/list-city-districts',
    {
      config: { permission: SIGNED_IN, scope: { id: REFERENCE_DATA } },
      schema: { tags: ['countries'], params: countryParams },
    },
    async (request) => {
      const code = request.params.id.toUpperCase();
      const [country] = await db
        .select({ code: countries.code })
        .from(countries)
        .where(eq(countries.code, code));
      if (!country) throw notFound();
      const items = await db
        .select({
          id: cityDistricts.id,
          name: cityDistricts.name,
          type: cityDistricts.type,
          serviceDivisionId: cityDistricts.serviceDivisionId,
          weightFrom: cityDistricts.weightFrom,
          weightTo: cityDistricts.weightTo,
          polygon: cityDistricts.polygon,
        })
        .from(cityDistricts)
        .where(and(eq(cityDistricts.countryCode, code), isNull(cityDistricts.deletedAt)))
        .orderBy(asc(cityDistricts.name));
      return { items, total: items.length, last_page: 1 };
    },
  );

  /**
   * The user settings' city-district look-up by name (registers §7 "Other"): districts of the
   * caller's own country whose name holds the text, at most 20, by name.
   */
  routes.get(
    '/users/city-districts',
    {
      config: { permission: SIGNED_IN },
      schema: { tags: ['users'], querystring: userCityDistrictsQuerySchema },
    },
    async (request): Promise<{ items: UserCityDistrict[] }> => {
      const { countryCode } = await userDivision(db, request.authUser!.id);
      const name = request.query.name;
      const items = await db
        .select({
          id: cityDistricts.id,
          name: cityDistricts.name,
          type: cityDistricts.type,
          countryCode: cityDistricts.countryCode,
          serviceDivisionId: cityDistricts.serviceDivisionId,
        })
        .from(cityDistricts)
        .where(
          and(
            eq(cityDistricts.countryCode, countryCode),
            isNull(cityDistricts.deletedAt),
            name ? ilike(cityDistricts.name, `%${escapeLike(name)}%`) : undefined,
          ),
        )
        .orderBy(asc(cityDistricts.name), asc(cityDistricts.id))
        .limit(USER_CITY_DISTRICTS_LIMIT);
      return { items: items as UserCityDistrict[] };
    },
  );
}
