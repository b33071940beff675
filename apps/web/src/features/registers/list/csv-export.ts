import { CSV_BOM, csvLine, MAX_PAGE_SIZE, type RegisterDefinition } from '@console/domain';
import { isCancelledError } from '../../../api/product-error.ts';
import { fetchRegisterList, type ListParams, type RegisterRecord } from '../register-api.ts';

export interface CsvColumn {
  field: string;
  title: string;
  format(value: unknown, record: RegisterRecord): string;
}

export interface ExportProgress {
  /** Pages fetched so far, and how many there are. */
  page: number;
  pages: number;
  rows: number;
  total: number;
}

export class ExportCancelled extends Error {
  override readonly name = 'ExportCancelled';
}

/**
 * Walks every page of the filtered list in turn (100 rows a page) and turns each page into
 * CSV text as it arrives, so only the text is kept, not the rows. Resolves with the parts
 * of the file (header first); `signal` stops it between or during pages.
 */
export async function exportRegisterCsv(options: {
  register: RegisterDefinition;
  filters: ListParams;
  columns: readonly CsvColumn[];
  onProgress?: (progress: ExportProgress) => void;
  signal?: AbortSignal;
}): Promise<string[]> {
  const { register, filters, columns, onProgress, signal } = options;
  const parts = [csvLine(columns.map((column) => column.title))];
  let page = 1;
  let pages = 1;
  let rows = 0;
  do {
    if (signal?.aborted) throw new ExportCancelled();
    let result: Awaited<ReturnType<typeof fetchRegisterList>>;
    try {
      result = await fetchRegisterList(register, { ...filters, page, limit: MAX_PAGE_SIZE }, signal);
    } catch (error) {
      if (signal?.aborted || isCancelledError(error)) throw new ExportCancelled();
      throw error;
    }
    pages = Math.max(1, result.last_page);
    for (const record of result.items) {
      parts.push(csvLine(columns.map((column) => column.format(record[column.field], record))));
    }
    rows += result.items.length;
    onProgress?.({ page, pages, rows, total: result.total });
    page += 1;
  } while (page <= pages);
  return parts;
}

/** Offers the parts as one CSV download; the byte-order mark lets spreadsheets read UTF-8. */
export function downloadCsv(fileName: string, parts: readonly string[]): void {
  const blob = new Blob([CSV_BOM, ...parts], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
