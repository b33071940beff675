import {
  replayingSchema,
  visitCreateSchema,
  visitDeleteQuerySchema,
  visitDocumentAddSchema,
  visitEndSchema,
  visitModificationSchema,
  visitRefusalSchema,
  visitUpdateSchema,
} from '@console/domain';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/database.ts';
import { rethrowAsClientError } from '../../http/database-errors.ts';
import { notFound } from '../../http/errors.ts';
import { open } from '../../http/record-scope.ts';
import { recordAudit } from '../audit/audit.ts';
import { PUBLISH_VISIT, SEND_OR_ISSUE, VISIT_DOCUMENTS_DELETE, VISIT_WORK } from './visit-access.ts';
import { addDocument, removeDocument } from './visit-documents.ts';
import { canEndVisit, endVisit } from './visit-end.ts';
import { cancelDocumentRefusal, modifyDocument, refuseDocument } from './visit-modifications.ts';
import { readVisit } from './visit-read.ts';
import { VISIT_SCOPE } from './visit-scope.ts';
import { createVisit, deleteVisit, updateVisit } from './visit-service.ts';
import { visits } from './visits-tables.ts';

const idParams = z.strictObject({ id: z.uuid() });
const documentParams = z.strictObject({ id: z.uuid(), documentId: z.uuid() });

/** Every route here with an :id addresses one visit: outside the caller's scope it is 404. */
const ONE_VISIT = { id: VISIT_SCOPE };
/** A document is looked up within the visit of :id, so the visit's scope covers it. */
const VISIT_DOCUMENT = {
  id: VISIT_SCOPE,
  documentId: open('a document of the visit :id, looked up within it'),
};

/** The branch-counter visit (registers §4 "Visit", §7 "Visits"; docs/shipments-and-visits-api.md). */
export async function visitRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ['visits'];

  /** Every write is one transaction; constraint violations the rules did not foresee stay 4xx. */
  const write = async <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
    try {
      return await db.transaction(work);
    } catch (error) {
      return rethrowAsClientError(error);
    }
  };

  routes.get(
    '/visits/:id',
    { config: { permission: VISIT_WORK, scope: ONE_VISIT }, schema: { tags, params: idParams } },
    (request) => readVisit(db, request.params.id),
  );

  routes.post(
    '/visits',
    { config: { permission: VISIT_WORK }, schema: { tags, body: visitCreateSchema.nullish() } },
    async (request, reply) => {
      // The console may send no body: an empty visit then.
      const visit = await write((tx) => createVisit(tx, request.authUser!, request.body?.openedFrom));
      return reply.status(201).send(visit);
    },
  );

  routes.put(
    '/visits/:id',
    {
      config: { permission: VISIT_WORK, scope: ONE_VISIT },
      schema: { tags, params: idParams, body: visitUpdateSchema },
    },
    (request) => write((tx) => updateVisit(tx, request.authUser!, request.params.id, request.body)),
  );

  routes.delete(
    '/visits/:id',
    {
      config: { permission: VISIT_DOCUMENTS_DELETE, scope: ONE_VISIT },
      schema: { tags, params: idParams, querystring: visitDeleteQuerySchema },
    },
    (request) => write((tx) => deleteVisit(tx, request.authUser!, request.params.id, request.query.from)),
  );

  routes.post(
    '/visits/:id/documents',
    {
      config: { permission: VISIT_WORK, scope: ONE_VISIT },
      schema: { tags, params: idParams, body: visitDocumentAddSchema },
    },
    (request) => write((tx) => addDocument(tx, request.authUser!, request.params.id, request.body)),
  );

  routes.delete(
    '/visits/:id/documents/:documentId',
    {
      config: { permission: VISIT_DOCUMENTS_DELETE, scope: VISIT_DOCUMENT },
      schema: { tags, params: documentParams },
    },
    (request) =>
      write((tx) => removeDocument(tx, request.authUser!, request.params.id, request.params.documentId)),
  );

  routes.get(
    '/visits/:id/can-end',
    { config: { permission: VISIT_WORK, scope: ONE_VISIT }, schema: { tags, params: idParams } },
    (request) => canEndVisit(db, request.params.id),
  );

  routes.post(
    '/visits/:id/end',
    {
      config: { permission: VISIT_WORK, scope: ONE_VISIT },
      schema: { tags, params: idParams, body: visitEndSchema.nullish() },
    },
    (request) =>
      write((tx) => endVisit(tx, request.authUser!, request.params.id, request.body ?? { recipients: [] })),
  );

  routes.post(
    '/visits/:id/refusal',
    {
      config: { permission: SEND_OR_ISSUE, scope: ONE_VISIT },
      schema: { tags, params: idParams, body: visitRefusalSchema },
    },
    (request) => write((tx) => refuseDocument(tx, request.authUser!, request.params.id, request.body)),
  );

  routes.delete(
    '/visits/:id/refusal/:documentId',
    {
      config: { permission: SEND_OR_ISSUE, scope: VISIT_DOCUMENT },
      schema: { tags, params: documentParams },
    },
    (request) =>
      write((tx) =>
        cancelDocumentRefusal(tx, request.authUser!, request.params.id, request.params.documentId),
      ),
  );

  /** The capability of the modification's type is checked once the body says which type it is. */
  routes.post(
    '/visits/:id/modifications',
    {
      config: { permission: VISIT_WORK, scope: ONE_VISIT },
      schema: { tags, params: idParams, body: visitModificationSchema },
    },
    (request) => write((tx) => modifyDocument(tx, request.authUser!, request.params.id, request.body)),
  );

  /** Publish: the visits go out to the operator's other systems again; the audit log records it. */
  routes.post(
    '/replaying',
    { config: { permission: PUBLISH_VISIT }, schema: { tags, body: replayingSchema } },
    (request) =>
      write(async (tx) => {
        const ids = [...new Set(request.body.ids)];
        const found = await tx.select({ id: visits.id }).from(visits).where(inArray(visits.id, ids));
        if (found.length !== ids.length) throw notFound('Visit not found');
        for (const id of ids) {
          await recordAudit(tx, request.authUser, { action: 'published', entity: 'visits', entityId: id });
        }
        return { data: { success: true } };
      }),
  );
}
