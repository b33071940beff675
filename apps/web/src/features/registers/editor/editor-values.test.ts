import { REGISTERS } from '@console/domain';
import { describe, expect, it } from 'vitest';
import { isFieldEditable, savePayload, valuesChanged, visibleFields } from './editor-values.ts';
import { readTranslations, translationsBody, translationsChanged } from './translations.ts';

const languages = REGISTERS.languages;
const field = (register: typeof languages | typeof REGISTERS.regions, name: string) => {
  const found = register.fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(name);
  return found;
};

describe('editor fields', () => {
  it('makes create-only fields read-only on edit and never-fields always read-only', () => {
    expect(isFieldEditable(field(languages, 'code'), 'create', true)).toBe(true);
    expect(isFieldEditable(field(languages, 'code'), 'edit', true)).toBe(false);
    expect(isFieldEditable(field(languages, 'name'), 'edit', true)).toBe(true);
    expect(isFieldEditable(field(REGISTERS.regions, 'id'), 'edit', true)).toBe(false);
    expect(isFieldEditable(field(languages, 'name'), 'edit', false)).toBe(false);
  });

  it('hides never-written fields when creating', () => {
    expect(visibleFields(REGISTERS.regions, 'create').map((candidate) => candidate.name)).not.toContain('id');
    expect(visibleFields(REGISTERS.regions, 'edit').map((candidate) => candidate.name)).toContain('id');
  });

  it('sends on edit only what changed, emptied fields as null, never the key', () => {
    const original = { code: 'en', name: 'English', native: 'English', rtl: false };
    expect(savePayload(languages, 'edit', { ...original, name: ' Englisch ' }, original)).toEqual({
      name: 'Englisch',
    });
    expect(savePayload(languages, 'edit', { ...original, code: 'xx' }, original)).toEqual({});
    expect(savePayload(REGISTERS.regions, 'edit', { externalId: '' }, { externalId: 'E-1' })).toEqual({
      externalId: null,
    });
  });

  it('sends on create every writable field that holds a value', () => {
    expect(
      savePayload(languages, 'create', { code: 'eo', name: 'Esperanto', native: '', rtl: undefined }, {}),
    ).toEqual({
      code: 'eo',
      name: 'Esperanto',
    });
  });

  it('tells a change from an emptied input', () => {
    const original = { name: 'English', native: null };
    expect(valuesChanged(languages, { name: 'English', native: '' }, original)).toBe(false);
    expect(valuesChanged(languages, { name: 'English ', native: '' }, original)).toBe(false);
    expect(valuesChanged(languages, { name: 'Englis', native: '' }, original)).toBe(true);
  });
});

describe('structured fields', () => {
  const divisions = REGISTERS.divisions;
  const original = {
    limitations: { sender: { maxWeight: 30_000 }, girthFormula: 'L+2W+2H' },
    workSchedule: { monday: { from: '08:00', to: '20:00' }, sunday: null },
    settings: [{ name: 'cashLimit', value: '1000', from: '2026-01-01', to: null }],
  };

  it('sees no change where only emptied inputs, nulls or the order of keys differ', () => {
    const edited = {
      limitations: {
        girthFormula: 'L+2W+2H ',
        sender: { maxLength: null, maxWeight: 30_000 },
        recipient: {},
      },
      workSchedule: { sunday: null, monday: { to: '20:00', from: '08:00', orderTo: null }, tuesday: null },
      settings: [{ name: 'cashLimit', value: '1000', from: '2026-01-01', to: undefined }],
    };
    expect(valuesChanged(divisions, edited, original)).toBe(false);
    expect(savePayload(divisions, 'edit', edited, original)).toEqual({});
  });

  it('sends a changed structure whole, text trimmed, emptied inputs as null', () => {
    const edited = {
      ...original,
      limitations: { sender: { maxWeight: null }, girthFormula: ' L+W ' },
      settings: [...original.settings, { name: ' note ', value: '', from: undefined }],
    };
    expect(valuesChanged(divisions, edited, original)).toBe(true);
    expect(savePayload(divisions, 'edit', edited, original)).toEqual({
      limitations: { sender: { maxWeight: null }, girthFormula: 'L+W' },
      settings: [...original.settings, { name: 'note', value: '' }],
    });
  });

  it('tells a removed row and a closed day from no change', () => {
    expect(valuesChanged(divisions, { ...original, settings: [] }, original)).toBe(true);
    expect(
      valuesChanged(
        divisions,
        { ...original, workSchedule: { ...original.workSchedule, monday: null } },
        original,
      ),
    ).toBe(true);
  });
});

describe('translations', () => {
  it('falls back to the name for an empty short name', () => {
    expect(
      translationsBody({ uk: { name: 'Гривня', shortName: '' }, pl: { name: 'Hrywna', shortName: 'UAH' } }, [
        'name',
        'shortName',
      ]),
    ).toEqual({ pl: { name: 'Hrywna', shortName: 'UAH' }, uk: { name: 'Гривня', shortName: 'Гривня' } });
  });

  it('sends names only where the register translates names only, and drops empty languages', () => {
    expect(
      translationsBody({ uk: { name: 'Польща', shortName: '' }, pl: { name: ' ', shortName: '' } }, ['name']),
    ).toEqual({
      uk: { name: 'Польща' },
    });
  });

  it('sees no change when only the fallback differs', () => {
    const original = readTranslations({ translations: { uk: { name: 'Гривня', shortName: 'Гривня' } } });
    expect(original).toEqual({ uk: { name: 'Гривня', shortName: 'Гривня' } });
    const edited = { uk: { name: 'Гривня', shortName: '' } };
    expect(translationsChanged(edited, original, ['name', 'shortName'])).toBe(false);
    expect(
      translationsChanged({ uk: { name: 'Гривні', shortName: '' } }, original, ['name', 'shortName']),
    ).toBe(true);
  });
});
