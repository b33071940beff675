import { REGISTERS } from '@console/domain';
import { describe, expect, it } from 'vitest';
import { recordTitle } from './register-labels.ts';

describe('recordTitle', () => {
  it('names a record by its search label: a division by number and name', () => {
    const division = {
      id: '41a641e9-c4cc-4bf4-998c-7a83a19eaf68',
      number: '1001',
      name: 'Warszawa Oddział nr 1',
    };
    expect(recordTitle(REGISTERS.divisions, division)).toBe('1001 Warszawa Oddział nr 1');
  });

  it('falls back to the key when the label fields are empty', () => {
    const id = '41a641e9-c4cc-4bf4-998c-7a83a19eaf68';
    expect(recordTitle(REGISTERS.divisions, { id, number: '', name: null })).toBe(id);
  });
});
