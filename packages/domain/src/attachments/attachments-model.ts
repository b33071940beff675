import { z } from 'zod';

/** The upload's key as `POST uploads` answered it: a UUID and the extension of the detected type. */
export const uploadUrlSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/, 'an upload url as POST uploads answered it');

/** Body of `POST shipment-attachments`. */
export const shipmentAttachmentCreateSchema = z.strictObject({
  shipmentId: z.uuid(),
  url: uploadUrlSchema,
});
/** Body of `POST shipment-attachments-document`: the same with its attached-document type. */
export const shipmentAttachmentDocumentSchema = shipmentAttachmentCreateSchema.extend({
  attachedDocumentTypeId: z.uuid(),
});
export const shipmentAttachmentsQuerySchema = z.strictObject({ shipmentId: z.uuid() });

/** What `POST uploads` answers. */
export interface UploadInfo {
  id: string;
  url: string;
  contentType: string;
  size: number;
  originalName: string | null;
  createdAt: string;
}

/** One row of `GET shipment-attachments`. */
export interface ShipmentAttachmentInfo {
  id: string;
  shipmentId: string;
  storageInfo: { url: string; contentType: string; size: number; originalName: string | null };
  attachedDocumentType: { id: string; name: string } | null;
  userCreate: string;
  createdAt: string;
}
