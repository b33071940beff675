import { randomUUID } from 'node:crypto';
import { uploadUrlSchema } from '@console/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Database, Transaction } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordScope } from '../../http/record-scope.ts';
import { uploads } from './attachments-tables.ts';
import type { FileStore } from './file-store.ts';

type Executor = Database | Transaction;

/** Registers §7 "Attachments": images and PDF up to 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Accepted types, detected from the content (magic bytes), with the extension the key gets. */
export const UPLOAD_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
};

export const uploadTooLarge = () =>
  new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB, the most an attachment may be');
export const unsupportedUpload = () =>
  new HttpError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'Only images (JPEG, PNG, GIF, WebP, HEIC) and PDF documents can be attached; the file content is neither',
  );

export interface UploadRecord {
  id: string;
  url: string;
  contentType: string;
  size: number;
  originalName: string | null;
  createdByUser: string;
  createdAt: Date;
}

const uploadColumns = {
  id: uploads.id,
  url: uploads.url,
  contentType: uploads.contentType,
  size: uploads.size,
  originalName: uploads.originalName,
  createdByUser: uploads.createdByUser,
  createdAt: uploads.createdAt,
};

/** Keeps at most 255 printable characters of a client's file name, for display only. */
function displayName(name: string | undefined): string | null {
  const cleaned = (name ?? '').replace(/[\p{Cc}\p{Cf}\\/]/gu, '').trim();
  return cleaned ? cleaned.slice(-255) : null;
}

/**
 * Stores a file and records it: refused with 413 above 10 MB and 415 unless its bytes are an
 * image or a PDF (the name and the declared type are not believed). Other features keeping
 * files (problem-parcel photos) call this with the bytes they received.
 */
export async function storeUpload(
  executor: Executor,
  store: FileStore,
  login: string,
  bytes: Uint8Array,
  originalName?: string,
): Promise<UploadRecord> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw uploadTooLarge();
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? UPLOAD_TYPES[detected.mime] : undefined;
  if (!detected || !extension) throw unsupportedUpload();
  const url = `${randomUUID()}.${extension}`;
  await store.put(url, bytes, detected.mime);
  try {
    const [row] = await executor
      .insert(uploads)
      .values({
        url,
        contentType: detected.mime,
        size: bytes.byteLength,
        originalName: displayName(originalName),
        createdByUser: login,
      })
      .returning(uploadColumns);
    return row!;
  } catch (error) {
    await store.delete(url).catch(() => undefined);
    throw error;
  }
}

/** The upload's record by its url (null when unknown or deleted). */
export async function findUpload(executor: Executor, url: string): Promise<UploadRecord | null> {
  const [row] = await executor
    .select(uploadColumns)
    .from(uploads)
    .where(and(eq(uploads.url, url), isNull(uploads.deletedAt)));
  return row ?? null;
}

/** The record and bytes of an upload; callers check the reader's right first. */
export async function readUpload(executor: Executor, store: FileStore, url: string) {
  const record = await findUpload(executor, url);
  if (!record) return null;
  const bytes = await store.get(url);
  return bytes ? { record, bytes } : null;
}

/** Marks an upload deleted and removes its bytes from the store. */
export async function deleteUpload(executor: Executor, store: FileStore, url: string) {
  await executor.update(uploads).set({ deletedAt: new Date() }).where(eq(uploads.url, url));
  await store.delete(url);
}

/**
 * Who may download an upload through `GET uploads/attached/{url}`: its uploader, or a user whom
 * one of the registered checks allows (the shipment attachments register theirs: a live
 * attachment of a shipment in the reader's scope). Another feature linking uploads to its own
 * records (problem parcels) adds a check with `addUploadReadCheck`.
 */
export type UploadReadCheck = (executor: Executor, user: AuthUser, upload: UploadRecord) => Promise<boolean>;
const readChecks: UploadReadCheck[] = [];

export function addUploadReadCheck(check: UploadReadCheck) {
  if (!readChecks.includes(check)) readChecks.push(check);
}

export async function mayReadUpload(executor: Executor, user: AuthUser, upload: UploadRecord) {
  if (upload.createdByUser === user.login) return true;
  for (const check of readChecks) {
    if (await check(executor, user, upload)) return true;
  }
  return false;
}

/** `GET uploads/attached/{url}`: unknown, deleted, or not the reader's to see answer the same 404. */
export const READABLE_UPLOAD = recordScope({
  record: 'upload',
  notFound: 'File not found',
  table: uploads,
  id: uploads.url,
  accepts: (url) => uploadUrlSchema.safeParse(url).success,
  async allows(executor, user, url) {
    const upload = await findUpload(executor, url);
    return upload !== null && (await mayReadUpload(executor, user, upload));
  },
});

/**
 * An upload a caller links to a record (a shipment attachment, a problem-parcel photo): only the
 * caller's own, so nobody can link, and so read, another user's file by its url (404 otherwise).
 */
export const OWN_UPLOAD = recordScope({
  record: 'own upload',
  notFound: 'Upload not found',
  table: uploads,
  id: uploads.url,
  accepts: (url) => uploadUrlSchema.safeParse(url).success,
  async allows(executor, user, url) {
    const upload = await findUpload(executor, url);
    return upload !== null && upload.createdByUser === user.login;
  },
});

/** The caller's own upload of this url, read once, or OWN_UPLOAD's 404. */
export async function ownUpload(executor: Executor, user: AuthUser, url: string): Promise<UploadRecord> {
  const upload = await findUpload(executor, url);
  if (upload === null || upload.createdByUser !== user.login) throw notFound(OWN_UPLOAD.notFound);
  return upload;
}
