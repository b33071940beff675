import { SEED_CATALOGUES } from '@console/domain';
import { describe, expect, it } from 'vitest';
import { joiMessage } from '../api/validation-messages.ts';
import { createI18n } from './i18n.ts';

function i18nIn(language: string) {
  return createI18n({
    language,
    resources: { en: SEED_CATALOGUES.en, uk: SEED_CATALOGUES.uk, pl: SEED_CATALOGUES.pl },
  });
}

describe('counted texts', () => {
  it('say "1 record" and "Exported 1 row" in English', () => {
    const { t } = i18nIn('en');
    expect(t('registers.list.total', { count: 1 })).toBe('1 record');
    expect(t('registers.list.total', { count: 15 })).toBe('15 records');
    expect(t('registers.export.done', { count: 1 })).toBe('Exported 1 row');
    expect(t('registers.export.done', { count: 2 })).toBe('Exported 2 rows');
    expect(t('registers.export.progress', { page: 1, pages: 1, rows: 1, count: 1 })).toBe(
      'Page 1 of 1 · 1 of 1 row',
    );
  });

  it('take the few and many forms in Ukrainian and Polish', () => {
    const uk = i18nIn('uk').t;
    expect([1, 3, 5, 21].map((count) => uk('registers.list.total', { count }))).toEqual([
      '1 запис',
      '3 записи',
      '5 записів',
      '21 запис',
    ]);
    const pl = i18nIn('pl').t;
    expect([1, 3, 5, 22].map((count) => pl('registers.export.done', { count }))).toEqual([
      'Wyeksportowano 1 wiersz',
      'Wyeksportowano 3 wiersze',
      'Wyeksportowano 5 wierszy',
      'Wyeksportowano 22 wiersze',
    ]);
  });

  it('count the limit of a failed length rule', () => {
    const { t } = i18nIn('en');
    expect(joiMessage(t, 'string.min', { attribute: 'Code', limit: 1 })).toBe(
      'Code must be at least 1 character long',
    );
    expect(joiMessage(t, 'string.max', { attribute: 'Code', limit: 3 })).toBe(
      'Code must be at most 3 characters long',
    );
    const pl = i18nIn('pl').t;
    expect(joiMessage(pl, 'array.max', { attribute: 'Kody', limit: 10 })).toBe(
      'Pole „Kody” może zawierać najwyżej 10 elementów',
    );
  });
});
