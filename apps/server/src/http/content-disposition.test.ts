import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition (issue 30)', () => {
  it('names a Polish file with a quote in UTF-8 and in ASCII', () => {
    const header = contentDisposition('Faktura "zaległa" – Łódź.pdf', 'inline');
    expect(header).toBe(
      `inline; filename="Faktura \\"zalegla\\" _ Lodz.pdf"; filename*=UTF-8''Faktura%20%22zaleg%C5%82a%22%20%E2%80%93%20%C5%81%C3%B3d%C5%BA.pdf`,
    );
    expect(parse(header)).toEqual({
      type: 'inline',
      parameters: { filename: 'Faktura "zaległa" – Łódź.pdf' },
    });
  });

  it('names a Ukrainian file, the ASCII name keeping what it can', () => {
    const header = contentDisposition('Накладна "№5" 2026.pdf');
    // NFKD spells № as "No".
    expect(header.startsWith('attachment; filename="________ \\"No5\\" 2026.pdf"; filename*=UTF-8\'\'')).toBe(
      true,
    );
    expect(parse(header).parameters.filename).toBe('Накладна "№5" 2026.pdf');
  });

  it('leaves a plain ASCII name alone', () => {
    expect(contentDisposition('customs-2026-11-28.csv')).toBe('attachment; filename=customs-2026-11-28.csv');
  });

  it('cannot be broken out of by a name with separators or line breaks', () => {
    const header = contentDisposition('a"; filename="evil.exe\r\nX-Injected: 1');
    expect(header).not.toMatch(/[\r\n]/);
    expect(parse(header).parameters.filename).toBe('a"; filename="evil.exe\r\nX-Injected: 1');
  });
});
