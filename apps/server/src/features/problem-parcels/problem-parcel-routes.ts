import {
  can,
  problemParcelAttachmentCreateSchema,
  problemParcelAttachmentsQuerySchema,
  problemParcelCreateSchema,
  problemParcelStatusSchema,
  problemParcelUpdateSchema,
} from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/database.ts';
import { rethrowAsClientError } from '../../http/database-errors.ts';
import { forbidden } from '../../http/errors.ts';
import { anyRole, capability, type Permission, routeRoles } from '../../http/permissions.ts';
import {
  addAttachment,
  changeProblemParcelStatus,
  createProblemParcel,
  listAttachments,
  PROBLEM_PARCEL_ATTACHMENT_SCOPE,
  PROBLEM_PARCEL_SCOPE,
  readProblemParcel,
  removeAttachment,
  updateProblemParcel,
} from './problem-parcel-service.ts';

/** Reading: the problem-parcel screens, and the scan screen that registers them. */
const PROBLEM_PARCEL_READ: Permission = anyRole(
  ...routeRoles('problem_parcels', 'problem_parcel_edit', 'scan_edit'),
);
/** Notes: whoever works on the problem parcel's page (registers §4 "Adding a note also needs lockVersion"). */
const PROBLEM_PARCEL_NOTE: Permission = anyRole(...routeRoles('problem_parcel_edit'));
/**
 * Registering one: a scanning clerk (damaged, unknown cargo), "Report damaged container"
 * (platform §6), the pudo workplace, and those who edit problem parcels.
 */
const PROBLEM_PARCEL_CREATE: Permission = {
  kind: 'check',
  describe: 'can scanningEdit, reportDamagedContainer, pudoWorkplace or problemParcelEdit',
  allows: (user) =>
    can(user, 'scanningEdit') ||
    can(user, 'reportDamagedContainer') ||
    can(user, 'pudoWorkplace') ||
    can(user, 'problemParcelEdit'),
};

const idParams = z.strictObject({ id: z.uuid() });
/** A problem parcel named by :id outside the caller's division is 404. */
const ONE_PROBLEM_PARCEL = { id: PROBLEM_PARCEL_SCOPE };

/** Problem parcels (registers §4 "Problem parcel", §7 "Problem parcels"). */
export async function problemParcelRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ['problem-parcels'];

  const write = async <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
    try {
      return await db.transaction(work);
    } catch (error) {
      return rethrowAsClientError(error);
    }
  };

  routes.post(
    '/problem-parcels',
    { config: { permission: PROBLEM_PARCEL_CREATE }, schema: { tags, body: problemParcelCreateSchema } },
    async (request, reply) => {
      const created = await write((tx) => createProblemParcel(tx, request.authUser!, request.body));
      return reply.status(201).send(created);
    },
  );

  routes.get(
    '/problem-parcels/attachments',
    {
      config: { permission: PROBLEM_PARCEL_READ },
      schema: { tags, querystring: problemParcelAttachmentsQuerySchema },
    },
    (request) => listAttachments(db, request.authUser!, request.query),
  );

  routes.delete(
    '/problem-parcels/attachments/:attachmentId',
    {
      config: {
        permission: capability('removeProblemParcelAttachment'),
        scope: { attachmentId: PROBLEM_PARCEL_ATTACHMENT_SCOPE },
      },
      schema: { tags, params: z.strictObject({ attachmentId: z.uuid() }) },
    },
    (request) => write((tx) => removeAttachment(tx, request.authUser!, request.params.attachmentId)),
  );

  routes.get(
    '/problem-parcels/:id',
    {
      config: { permission: PROBLEM_PARCEL_READ, scope: ONE_PROBLEM_PARCEL },
      schema: { tags, params: idParams },
    },
    (request) => readProblemParcel(db, request.params.id),
  );

  routes.put(
    '/problem-parcels/:id',
    {
      config: { permission: PROBLEM_PARCEL_NOTE, scope: ONE_PROBLEM_PARCEL },
      schema: { tags, params: idParams, body: problemParcelUpdateSchema },
    },
    (request) => {
      const { type, parcelNumbers, scanRegistryId } = request.body;
      // A note is anybody's of the page; the rest is "Problem parcels: edit" (platform §6).
      const edits = type !== undefined || parcelNumbers !== undefined || scanRegistryId !== undefined;
      if (edits && !can(request.authUser!, 'problemParcelEdit')) throw forbidden();
      return write((tx) => updateProblemParcel(tx, request.authUser!, request.params.id, request.body));
    },
  );

  routes.put(
    '/problem-parcels/:id/change-status',
    {
      config: { permission: capability('changeStatus'), scope: ONE_PROBLEM_PARCEL },
      schema: { tags, params: idParams, body: problemParcelStatusSchema },
    },
    (request) => {
      if (request.body.status === 'Deleted' && !can(request.authUser!, 'removeProblemParcel'))
        throw forbidden();
      return write((tx) => changeProblemParcelStatus(tx, request.authUser!, request.params.id, request.body));
    },
  );

  routes.post(
    '/problem-parcels/:id/attachments',
    {
      config: { permission: PROBLEM_PARCEL_CREATE, scope: ONE_PROBLEM_PARCEL },
      schema: { tags, params: idParams, body: problemParcelAttachmentCreateSchema },
    },
    async (request, reply) => {
      const attachment = await write((tx) =>
        addAttachment(tx, request.authUser!, request.params.id, request.body),
      );
      return reply.status(201).send(attachment);
    },
  );
}
