import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLine, csvText, parseCsv } from './csv.ts';

describe('CSV, one way (issue 30)', () => {
  it('quotes a separator, a quote, a line break and a semicolon; leaves the rest alone', () => {
    expect(
      csvLine(['plain', 'Warszawa, Mokotów', 'say "hi"', 'two\nlines', 'a;b', 12.5, null, undefined]),
    ).toBe('plain,"Warszawa, Mokotów","say ""hi""","two\nlines","a;b",12.5,,\r\n');
  });

  it('writes a cell a spreadsheet would run as a formula as text: = + - @ tab CR', () => {
    expect(csvLine(['=SUM(A1)', '+1', '-1+2', '@cmd', '\tcmd', '\rcmd'])).toBe(
      `"'=SUM(A1)","'+1","'-1+2","'@cmd","'\tcmd","'\rcmd"\r\n`,
    );
  });

  it('leaves a number alone, even a negative one written as text', () => {
    expect(csvLine([-12.5, '-12.5', '-3', 'Kyiv-2'])).toBe('-12.5,-12.5,-3,Kyiv-2\r\n');
  });

  it('ends every line with CRLF and writes nothing for no rows', () => {
    expect(
      csvText([
        ['a', 'b'],
        [1, 2],
      ]),
    ).toBe('a,b\r\n1,2\r\n');
    expect(csvText([])).toBe('');
  });

  it('reads back what it writes (no formula-looking text aside)', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'ł', 'ї', ',', '"', ';', '\n', ' ', '1', '.') });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const written = rows.filter((row) => row.some((value) => value !== ''));
          expect(parseCsv(csvText(written))).toEqual(written);
        },
      ),
    );
  });

  it('reads a byte-order mark, CRLF, quoted line breaks and a last line without its end', () => {
    expect(parseCsv('\uFEFFsection,code\r\nI,"01\r\nx"\r\n\r\nII,02')).toEqual([
      ['section', 'code'],
      ['I', '01\r\nx'],
      ['II', '02'],
    ]);
  });

  it('refuses a quote left open', () => {
    expect(() => parseCsv('a,"b\n')).toThrow(/CSV row/);
  });
});
