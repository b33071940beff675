import {
  shipmentAttachmentCreateSchema,
  shipmentAttachmentDocumentSchema,
  shipmentAttachmentsQuerySchema,
  uploadUrlSchema,
} from '@console/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { anyRole, type Permission, routeRoles } from '../../http/permissions.ts';
import { fileStoreFor } from './file-store.ts';
import {
  attachToShipment,
  listShipmentAttachments,
  removeShipmentAttachment,
} from './shipment-attachments.ts';
import { SHIPMENT_ATTACHMENT_SCOPE } from './shipment-scope.ts';
import {
  MAX_UPLOAD_BYTES,
  READABLE_UPLOAD,
  readUpload,
  storeUpload,
  unsupportedUpload,
  uploadTooLarge,
} from './uploads.ts';

/** Reading attachments: whoever reads shipments, works customs or problem parcels (platform §2). */
export const ATTACHMENTS_READ: Permission = anyRole(
  ...routeRoles('shipments', 'one_shipment', 'visit', 'customs_data_hub', 'problem_parcels'),
);
/** Uploading and linking: the shipment editor's, customs hub's and problem parcels' roles. */
export const ATTACHMENTS_WRITE: Permission = anyRole(
  ...routeRoles('one_shipment', 'customs_data_hub', 'problem_parcels'),
);

const tags = ['attachments'];

/** Registers §7 "Attachments": uploads, shipment links, download and delete. */
export async function attachmentRoutes(app: FastifyInstance, options: { db: Database; config: Config }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const store = fileStoreFor(options.config);
  // One file per request, at most 10 MB (+1 byte so a file of exactly 10 MB is not truncated).
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  routes.post(
    '/uploads',
    {
      // A file counts against the calls a minute when it arrives, and its bytes against the day's quota once read.
      config: { permission: ATTACHMENTS_WRITE, rateLimit: ['uploads', 'uploadBytes'] },
      schema: { tags, consumes: ['multipart/form-data'] },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
      }
      const oneFileOnly = () =>
        new HttpError(400, 'VALIDATION', 'Send one file per request', { file: 'array.max' });
      let file: { bytes: Buffer; filename: string } | undefined;
      try {
        // Every part is read before anything is stored: `request.file()` stops at the first file, so a
        // second one (and the `files: 1` limit it breaks) went unseen and the first was stored.
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (file) throw oneFileOnly();
          file = { bytes: await part.toBuffer(), filename: part.filename };
        }
        if (!file) throw new HttpError(400, 'VALIDATION', 'No file in the request', { file: 'any.required' });
      } catch (error) {
        if (error instanceof HttpError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw uploadTooLarge();
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
          throw oneFileOnly();
        }
        if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw unsupportedUpload();
        throw new HttpError(400, 'VALIDATION', 'The multipart body could not be read', {
          file: 'any.invalid',
        });
      }
      await request.chargeRateLimit('uploadBytes', file.bytes.byteLength);
      const upload = await storeUpload(db, store, request.authUser!.login, file.bytes, file.filename);
      request.log.info({ uploadId: upload.id }, 'file uploaded');
      return reply.status(201).send(upload);
    },
  );

  routes.get(
    '/uploads/attached/:url',
    {
      config: { permission: ATTACHMENTS_READ, scope: { url: READABLE_UPLOAD } },
      schema: { tags, params: z.strictObject({ url: uploadUrlSchema }) },
    },
    async (request, reply) => {
      // READABLE_UPLOAD has refused a file that is unknown, deleted or not the reader's to see.
      const found = await readUpload(db, store, request.params.url);
      if (!found) throw notFound('File not found');
      const name = found.record.originalName ?? found.record.url;
      return reply
        .header('content-type', found.record.contentType)
        .header('content-length', String(found.bytes.byteLength))
        .header('content-disposition', contentDisposition(name, 'inline'))
        .header('cache-control', 'private, max-age=300')
        .send(Buffer.from(found.bytes));
    },
  );

  routes.get(
    '/shipment-attachments',
    {
      config: { permission: ATTACHMENTS_READ },
      schema: { tags, querystring: shipmentAttachmentsQuerySchema },
    },
    async (request) => {
      const items = await listShipmentAttachments(db, request.authUser!, request.query.shipmentId);
      return { items, total: items.length };
    },
  );

  routes.post(
    '/shipment-attachments',
    { config: { permission: ATTACHMENTS_WRITE }, schema: { tags, body: shipmentAttachmentCreateSchema } },
    async (request, reply) => {
      const created = await db.transaction((tx) => attachToShipment(tx, request.authUser!, request.body));
      request.log.info({ attachmentId: created.id, shipmentId: created.shipmentId }, 'attachment linked');
      return reply.status(201).send(created);
    },
  );

  routes.post(
    '/shipment-attachments-document',
    { config: { permission: ATTACHMENTS_WRITE }, schema: { tags, body: shipmentAttachmentDocumentSchema } },
    async (request, reply) => {
      const created = await db.transaction((tx) => attachToShipment(tx, request.authUser!, request.body));
      request.log.info({ attachmentId: created.id, shipmentId: created.shipmentId }, 'attachment linked');
      return reply.status(201).send(created);
    },
  );

  routes.delete(
    '/shipment-attachments/:id',
    {
      config: { permission: ATTACHMENTS_WRITE, scope: { id: SHIPMENT_ATTACHMENT_SCOPE } },
      schema: { tags, params: z.strictObject({ id: z.uuid() }) },
    },
    async (request, reply) => {
      await removeShipmentAttachment(db, request.authUser!, request.params.id);
      request.log.info({ attachmentId: request.params.id }, 'attachment removed');
      return reply.status(204).send();
    },
  );
}
