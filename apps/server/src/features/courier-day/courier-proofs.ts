import type { DeliveryProof, DeliveryProofFile } from '@console/domain';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/database.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { uploads } from '../attachments/attachments-tables.ts';
import { shipmentScopeCondition, shipmentScopeOf } from '../attachments/shipment-scope.ts';
import { addUploadReadCheck, type UploadReadCheck } from '../attachments/uploads.ts';
import { shipments } from '../shipments/shipments-tables.ts';
import { deliveryProofs } from './courier-day-tables.ts';

type Executor = Database | Transaction;

interface DeliveredWith {
  actionId: string;
  recipientName: string;
  signatureUploadId?: string | undefined;
  photoUploadId?: string | undefined;
  at: string;
}

/**
 * The deliver action's proof, one row per shipment it issued; its uploads are marked linked, so
 * the purge of unlinked uploads never takes them.
 */
export async function recordDeliveryProofs(
  tx: Transaction,
  user: AuthUser,
  shipmentIds: readonly string[],
  delivered: DeliveredWith,
): Promise<void> {
  if (shipmentIds.length === 0) return;
  await tx.insert(deliveryProofs).values(
    shipmentIds.map((shipmentId) => ({
      shipmentId,
      actionId: delivered.actionId,
      recipientName: delivered.recipientName,
      courier: user.login,
      signatureUploadId: delivered.signatureUploadId ?? null,
      photoUploadId: delivered.photoUploadId ?? null,
      deliveredAt: new Date(delivered.at),
    })),
  );
  const files = [delivered.signatureUploadId, delivered.photoUploadId].filter(
    (id): id is string => id !== undefined,
  );
  if (files.length > 0)
    await tx
      .update(uploads)
      .set({ linkedAt: new Date() })
      .where(and(inArray(uploads.id, files), isNull(uploads.linkedAt)));
}

const signatures = alias(uploads, 'signature_uploads');
const photos = alias(uploads, 'photo_uploads');

const fileOf = (url: string | null, contentType: string | null): DeliveryProofFile | null =>
  url && contentType ? { url, contentType } : null;

/** `GET shipments/{id}/delivery-proofs`: the shipment's proofs of delivery, oldest first (the route checks the scope). */
export async function listDeliveryProofs(executor: Executor, shipmentId: string): Promise<DeliveryProof[]> {
  const rows = await executor
    .select({
      proof: deliveryProofs,
      signatureUrl: signatures.url,
      signatureType: signatures.contentType,
      photoUrl: photos.url,
      photoType: photos.contentType,
    })
    .from(deliveryProofs)
    .leftJoin(signatures, eq(signatures.id, deliveryProofs.signatureUploadId))
    .leftJoin(photos, eq(photos.id, deliveryProofs.photoUploadId))
    .where(eq(deliveryProofs.shipmentId, shipmentId))
    .orderBy(asc(deliveryProofs.deliveredAt), asc(deliveryProofs.id));
  return rows.map(({ proof, ...files }) => ({
    id: proof.id,
    shipmentId: proof.shipmentId,
    recipientName: proof.recipientName,
    courier: proof.courier,
    deliveredAt: proof.deliveredAt.toISOString(),
    signature: fileOf(files.signatureUrl, files.signatureType),
    photo: fileOf(files.photoUrl, files.photoType),
  }));
}

/** A reader may download a proof's file when the proof's shipment is in their scope of shipment files. */
const proofOfReadableShipment: UploadReadCheck = async (executor, user, upload) => {
  const scope = await shipmentScopeOf(executor, user);
  const [row] = await executor
    .select({ id: deliveryProofs.id })
    .from(deliveryProofs)
    .innerJoin(shipments, eq(shipments.id, deliveryProofs.shipmentId))
    .where(
      and(
        or(eq(deliveryProofs.signatureUploadId, upload.id), eq(deliveryProofs.photoUploadId, upload.id)),
        shipmentScopeCondition(executor, scope),
      ),
    )
    .limit(1);
  return row !== undefined;
};
addUploadReadCheck(proofOfReadableShipment);
