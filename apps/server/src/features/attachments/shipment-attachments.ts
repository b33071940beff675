import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { businessRule, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { attachedDocumentTypes } from '../catalogue/catalogue-tables.ts';
import { shipments } from '../shipments/shipments-tables.ts';
import { shipmentAttachments, uploads } from './attachments-tables.ts';
import { checkShipmentInScope, shipmentScopeCondition, shipmentScopeOf } from './shipment-scope.ts';
import { addUploadReadCheck, ownUpload, type UploadReadCheck } from './uploads.ts';

type Executor = Database | Transaction;

/** A shipment's attachment as `GET shipment-attachments` lists it. */
export interface ShipmentAttachment {
  id: string;
  shipmentId: string;
  storageInfo: { url: string; contentType: string; size: number; originalName: string | null };
  attachedDocumentType: { id: string; name: string } | null;
  userCreate: string;
  createdAt: Date;
}

export async function listShipmentAttachments(
  executor: Executor,
  user: AuthUser,
  shipmentId: string,
): Promise<ShipmentAttachment[]> {
  await checkShipmentInScope(executor, user, shipmentId);
  const rows = await executor
    .select({
      id: shipmentAttachments.id,
      shipmentId: shipmentAttachments.shipmentId,
      url: uploads.url,
      contentType: uploads.contentType,
      size: uploads.size,
      originalName: uploads.originalName,
      typeId: attachedDocumentTypes.id,
      typeName: attachedDocumentTypes.name,
      userCreate: shipmentAttachments.userCreate,
      createdAt: shipmentAttachments.createdAt,
    })
    .from(shipmentAttachments)
    .innerJoin(uploads, eq(uploads.id, shipmentAttachments.uploadId))
    .leftJoin(attachedDocumentTypes, eq(attachedDocumentTypes.id, shipmentAttachments.attachedDocumentTypeId))
    .where(and(eq(shipmentAttachments.shipmentId, shipmentId), isNull(shipmentAttachments.deletedAt)))
    .orderBy(asc(shipmentAttachments.createdAt), asc(shipmentAttachments.id));
  return rows.map((row) => ({
    id: row.id,
    shipmentId: row.shipmentId,
    storageInfo: {
      url: row.url,
      contentType: row.contentType,
      size: row.size,
      originalName: row.originalName,
    },
    attachedDocumentType: row.typeId && row.typeName ? { id: row.typeId, name: row.typeName } : null,
    userCreate: row.userCreate,
    createdAt: row.createdAt,
  }));
}

/**
 * Links an upload to a shipment (`POST shipment-attachments`), or as a document of a type
 * (`POST shipment-attachments-document`): the shipment in the caller's scope (404), the upload
 * the caller's own (404 otherwise: uploads are not shared by url), the type a live
 * attached-document type owned by shipments (422).
 */
export async function attachToShipment(
  executor: Executor,
  user: AuthUser,
  input: { shipmentId: string; url: string; attachedDocumentTypeId?: string },
): Promise<ShipmentAttachment> {
  await checkShipmentInScope(executor, user, input.shipmentId);
  const upload = await ownUpload(executor, user, input.url);
  if (input.attachedDocumentTypeId) {
    const [type] = await executor
      .select({ ownerDocumentType: attachedDocumentTypes.ownerDocumentType })
      .from(attachedDocumentTypes)
      .where(
        and(
          eq(attachedDocumentTypes.id, input.attachedDocumentTypeId),
          isNull(attachedDocumentTypes.deletedAt),
        ),
      );
    if (!type) throw businessRule('ATTACHED_DOCUMENT_TYPE_UNKNOWN', 'No such attached document type');
    if (type.ownerDocumentType !== 'Shipment') {
      throw businessRule(
        'ATTACHED_DOCUMENT_TYPE_NOT_SHIPMENT',
        'This attached document type belongs to another kind of document than shipments',
      );
    }
  }
  const [already] = await executor
    .select({ id: shipmentAttachments.id })
    .from(shipmentAttachments)
    .where(
      and(
        eq(shipmentAttachments.uploadId, upload.id),
        eq(shipmentAttachments.shipmentId, input.shipmentId),
        isNull(shipmentAttachments.deletedAt),
      ),
    );
  if (already)
    throw businessRule('ATTACHMENT_ALREADY_ADDED', 'This file is already attached to the shipment');
  const [row] = await executor
    .insert(shipmentAttachments)
    .values({
      shipmentId: input.shipmentId,
      uploadId: upload.id,
      attachedDocumentTypeId: input.attachedDocumentTypeId ?? null,
      userCreate: user.login,
    })
    .returning({ id: shipmentAttachments.id });
  // Linked: the purge of unlinked uploads leaves it alone without looking.
  await executor
    .update(uploads)
    .set({ linkedAt: new Date() })
    .where(and(eq(uploads.id, upload.id), isNull(uploads.linkedAt)));
  const listed = await listShipmentAttachments(executor, user, input.shipmentId);
  return listed.find((attachment) => attachment.id === row!.id)!;
}

/** `DELETE shipment-attachments/{id}`: marks it deleted; the file stays for the history. */
export async function removeShipmentAttachment(executor: Executor, user: AuthUser, id: string) {
  const scope = await shipmentScopeOf(executor, user);
  const [row] = await executor
    .select({ id: shipmentAttachments.id })
    .from(shipmentAttachments)
    .innerJoin(shipments, eq(shipments.id, shipmentAttachments.shipmentId))
    .where(
      and(
        eq(shipmentAttachments.id, id),
        isNull(shipmentAttachments.deletedAt),
        shipmentScopeCondition(executor, scope),
      ),
    );
  if (!row) throw notFound('Attachment not found');
  await executor
    .update(shipmentAttachments)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(eq(shipmentAttachments.id, id));
}

/** A reader may download an upload attached (live) to a shipment in their scope. */
const attachedToReadableShipment: UploadReadCheck = async (executor, user, upload) => {
  const scope = await shipmentScopeOf(executor, user);
  const [row] = await executor
    .select({ id: shipmentAttachments.id })
    .from(shipmentAttachments)
    .innerJoin(shipments, eq(shipments.id, shipmentAttachments.shipmentId))
    .where(
      and(
        eq(shipmentAttachments.uploadId, upload.id),
        isNull(shipmentAttachments.deletedAt),
        shipmentScopeCondition(executor, scope),
      ),
    )
    .limit(1);
  return row !== undefined;
};
addUploadReadCheck(attachedToReadableShipment);
