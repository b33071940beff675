import {
  REGISTERS,
  type RegisterDefinition,
  SEED_CATALOGUES,
  SEED_LANGUAGES,
  type TranslationCatalogue,
} from '@console/domain';
import { describe, expect, it } from 'vitest';
import { REGISTER_LIST_ROUTES } from './register-screens.ts';

const registers: RegisterDefinition[] = Object.values(REGISTERS);

function has(catalogue: TranslationCatalogue, key: string): boolean {
  let node: TranslationCatalogue | string | undefined = catalogue;
  for (const segment of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = node[segment];
  }
  return typeof node === 'string' && node.trim() !== '';
}

describe('register screens', () => {
  it('serve the list route of every register', () => {
    const routes = registers.map((register) => register.route).filter((route) => route !== null);
    expect([...REGISTER_LIST_ROUTES].sort()).toEqual([...routes].sort());
  });

  it.each(SEED_LANGUAGES)('label every column, field, filter and tab in %s', (language) => {
    const catalogue = SEED_CATALOGUES[language].common;
    const missing: string[] = [];
    const expectLabel = (keys: string[]) => {
      if (!keys.some((key) => has(catalogue, key))) missing.push(keys[0] ?? '');
    };
    for (const register of registers) {
      const { key } = register;
      const fields = new Set([
        ...register.columns.map((column) => column.field),
        ...register.fields.map((field) => field.name),
        'deletedAt',
      ]);
      for (const field of fields)
        expectLabel([`registers.${key}.fields.${field}`, `registers.fields.${field}`]);
      for (const filter of register.filters) {
        expectLabel([
          `registers.${key}.filters.${filter.name}`,
          `registers.filters.${filter.name}`,
          `registers.${key}.fields.${filter.name}`,
          `registers.fields.${filter.name}`,
        ]);
      }
      for (const tab of register.tabs) expectLabel([`registers.${key}.tabs.${tab}`, `registers.tabs.${tab}`]);
      expectLabel([`routes.${register.route ?? key}`, `registers.${key}.title`]);
    }
    expect(missing).toEqual([]);
  });
});
