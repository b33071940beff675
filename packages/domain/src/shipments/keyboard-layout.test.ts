import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toLatinKeyboard } from './keyboard-layout.ts';

describe('toLatinKeyboard', () => {
  it('maps a shipment number typed on a Ukrainian layout to the Latin keys', () => {
    // S-H-P-L on a ЙЦУКЕН keyboard are І/Ы, Р, З, Д.
    expect(toLatinKeyboard('ІРЗД0000000001')).toBe('SHPL0000000001');
    expect(toLatinKeyboard('ЫРЗД0000000001')).toBe('SHPL0000000001');
  });

  it('maps every letter row of the Russian layout and keeps the case', () => {
    expect(toLatinKeyboard('йцукенгшщз')).toBe('qwertyuiop');
    expect(toLatinKeyboard('фывапролд')).toBe('asdfghjkl');
    expect(toLatinKeyboard('ячсмить')).toBe('zxcvbnm');
    expect(toLatinKeyboard('ЙЦУКЕН')).toBe('QWERTY');
  });

  it('drops the Polish diacritics', () => {
    expect(toLatinKeyboard('ąćęłńóśźż')).toBe('acelnoszz');
    expect(toLatinKeyboard('ŁÓDŹ')).toBe('LODZ');
  });

  it('leaves Latin letters, digits and spaces alone', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 ]{0,20}$/), (text) => {
        expect(toLatinKeyboard(text)).toBe(text);
      }),
    );
  });
});
