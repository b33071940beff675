import Papa from 'papaparse';

/**
 * Issue 30: CSV is written and read one way, on papaparse (browser and Node alike): RFC 4180,
 * CRLF line ends, a field quoted when it holds a comma, quote, line break or semicolon (the
 * separator of spreadsheets in Polish and Ukrainian locales).
 */
export type CsvValue = string | number | boolean | null | undefined;

/** The byte-order mark that makes spreadsheets read a download as UTF-8. */
export const CSV_BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (CSV injection): one starting with = + - @, a tab or
 * a carriage return. It is written with a leading apostrophe, so it shows as the text it is. A
 * plain number ("-12.5") is no formula and stays a number.
 */
export const CSV_FORMULA = /^(?!-?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

const quoted = (value: unknown) => typeof value === 'string' && value.includes(';');

/** Rows as CSV text, each line ended with CRLF (no byte-order mark: add CSV_BOM to a whole file). */
export function csvText(rows: readonly (readonly CsvValue[])[]): string {
  if (rows.length === 0) return '';
  const data = rows.map((row) => row.map((value) => (value == null ? '' : value)));
  return `${Papa.unparse(data, { newline: '\r\n', escapeFormulae: CSV_FORMULA, quotes: quoted })}\r\n`;
}

/** One row as a CSV line with its CRLF: for a file written part by part. */
export function csvLine(cells: readonly CsvValue[]): string {
  return csvText([cells]);
}

/** The fields of CSV text, row by row (a leading byte-order mark and empty lines are skipped). */
export function parseCsv(text: string): string[][] {
  // The separator is always a comma: guessing it would take a semicolon-heavy file for another dialect.
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ',', skipEmptyLines: true });
  const [error] = parsed.errors;
  if (error) throw new Error(`CSV row ${error.row ?? '?'}: ${error.message}`);
  return parsed.data;
}
