import { create } from 'content-disposition';

/**
 * The `Content-Disposition` of a download named by a user or by a record (RFC 6266): the name in
 * UTF-8 as `filename*` (RFC 5987) and an ASCII `filename` for clients that read only that — the
 * letters without their accents, anything else as `_`. Quotes, backslashes and separators in
 * the name are the library's to escape, not ours.
 */
export function contentDisposition(fileName: string, type: 'inline' | 'attachment' = 'attachment'): string {
  return create(fileName, { type, fallback: asciiFallback(fileName) });
}

function asciiFallback(fileName: string): string {
  return fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replaceAll('ł', 'l')
    .replaceAll('Ł', 'L')
    .replace(/[^\x20-\x7e]/g, '_');
}
