import { csvLine, REGISTERS } from '@console/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../app/test-kit.tsx';
import { installQueryProbe, page, queryOf } from '../register-test-kit.tsx';
import { type CsvColumn, ExportCancelled, type ExportProgress, exportRegisterCsv } from './csv-export.ts';

const register = REGISTERS.countries;
const columns: CsvColumn[] = [
  { field: 'code', title: 'Code', format: (value) => String(value ?? '') },
  { field: 'name', title: 'Name', format: (value) => String(value ?? '') },
];

/** 250 countries served 100 a page: three pages. */
function countryPages() {
  const rows = Array.from({ length: 250 }, (_, index) => ({ code: `C${index}`, name: `Country ${index}` }));
  return fakeApi({
    'GET countries': (request) => {
      const query = queryOf(request);
      const number = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      const slice = rows.slice((number - 1) * limit, number * limit);
      return { status: 200, data: page(slice, rows.length, Math.ceil(rows.length / limit)) };
    },
  });
}

let removeProbe: () => void;
beforeEach(() => {
  removeProbe = installQueryProbe();
});
afterEach(() => removeProbe());

describe('CSV export of the filtered list', () => {
  it('walks every page in turn, 100 rows each, with the filters, and reports progress', async () => {
    const requests = countryPages();
    const progress: ExportProgress[] = [];
    const parts = await exportRegisterCsv({
      register,
      filters: { name: 'Country', codes: ['C1', 'C2'] },
      columns,
      onProgress: (step) => progress.push(step),
    });

    const queries = requests.map(queryOf);
    expect(queries.map((query) => [query.get('page'), query.get('limit'), query.get('name')])).toEqual([
      ['1', '100', 'Country'],
      ['2', '100', 'Country'],
      ['3', '100', 'Country'],
    ]);
    expect(queries[0]?.getAll('codes[]')).toEqual(['C1', 'C2']);
    expect(progress).toEqual([
      { page: 1, pages: 3, rows: 100, total: 250 },
      { page: 2, pages: 3, rows: 200, total: 250 },
      { page: 3, pages: 3, rows: 250, total: 250 },
    ]);
    expect(parts).toHaveLength(251);
    expect(parts[0]).toBe('Code,Name\r\n');
    expect(parts[250]).toBe('C249,Country 249\r\n');
  });

  it('stops when cancelled', async () => {
    countryPages();
    const controller = new AbortController();
    const run = exportRegisterCsv({
      register,
      filters: {},
      columns,
      signal: controller.signal,
      onProgress: (step) => {
        if (step.page === 1) controller.abort();
      },
    });
    await expect(run).rejects.toBeInstanceOf(ExportCancelled);
  });

  it('quotes separators, quotes and line breaks, and defuses formulas (the domain csvLine)', () => {
    expect(csvLine(['plain', 'Warszawa, Mokotów', 'say "hi"', 'two\nlines', '-12.5'])).toBe(
      'plain,"Warszawa, Mokotów","say ""hi""","two\nlines",-12.5\r\n',
    );
  });

  it('writes cells that start like a formula, a tab or a carriage return as text (issue 30)', async () => {
    const hostile = ['=HYPERLINK("http://x")', '\t=1+1', '\r=1+1', '@SUM(A1)', '+48 600', '-1+1'];
    fakeApi({
      'GET countries': () => ({
        status: 200,
        data: page(
          hostile.map((name, index) => ({ code: `C${index}`, name })),
          hostile.length,
          1,
        ),
      }),
    });
    const parts = await exportRegisterCsv({ register, filters: {}, columns });
    expect(parts.slice(1)).toEqual([
      `C0,"'=HYPERLINK(""http://x"")"\r\n`,
      `C1,"'\t=1+1"\r\n`,
      `C2,"'\r=1+1"\r\n`,
      `C3,"'@SUM(A1)"\r\n`,
      `C4,"'+48 600"\r\n`,
      `C5,"'-1+1"\r\n`,
    ]);
  });
});
