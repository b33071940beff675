import {
  massApplySchema,
  massCheckSchema,
  massOperationListQuerySchema,
  massOperationReportCsv,
} from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { capability } from '../../http/permissions.ts';
import { open } from '../../http/record-scope.ts';
import {
  applyMassOperation,
  checkNumbers,
  listMassOperations,
  readMassOperation,
} from './mass-operation-service.ts';

const idParams = z.strictObject({ id: z.uuid() });
const tags = ['mass-operations'];
/** Platform §6 "Mass issuance: administrator-god and quality control" (issuance and loss alike). */
const MASS_ISSUANCE = capability('massIssuance');

/**
 * A mass operation and its report: shared by the two roles that make them (administrator-god and
 * quality control, platform §6 "Mass issuance"), who work through one another's operations.
 */
const SHARED_OPERATION = { id: open('mass operations are shared by the roles of mass issuance') };

/** Mass issuance and mass loss registration: thin handlers over the service. */
export async function massOperationRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  routes.post(
    '/mass-operations/check',
    {
      config: { permission: MASS_ISSUANCE, rateLimit: 'massOperations' },
      schema: { tags, body: massCheckSchema },
    },
    async (request) => ({
      items: await checkNumbers(db, request.authUser!, request.body.type, request.body.parcelNumbers),
    }),
  );

  routes.post(
    '/mass-operations',
    {
      config: { permission: MASS_ISSUANCE, rateLimit: 'massOperations' },
      schema: { tags, body: massApplySchema },
    },
    async (request, reply) =>
      reply.status(201).send(await applyMassOperation(db, request.authUser!, request.body)),
  );

  routes.get(
    '/mass-operations',
    { config: { permission: MASS_ISSUANCE }, schema: { tags, querystring: massOperationListQuerySchema } },
    (request) => listMassOperations(db, request.query),
  );

  routes.get(
    '/mass-operations/:id',
    {
      config: { permission: MASS_ISSUANCE, scope: SHARED_OPERATION },
      schema: { tags, params: idParams },
    },
    (request) => readMassOperation(db, request.params.id),
  );

  routes.get(
    '/mass-operations/:id/report',
    {
      config: { permission: MASS_ISSUANCE, scope: SHARED_OPERATION },
      schema: { tags, params: idParams },
    },
    async (request, reply) => {
      const operation = await readMassOperation(db, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`${operation.number}.csv`))
        .send(massOperationReportCsv(operation));
    },
  );
}
