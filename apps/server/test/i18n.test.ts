import { SEED_CATALOGUES } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenCatalogue, nestCatalogue } from '../src/features/i18n/i18n-service.ts';
import { translations } from '../src/features/i18n/i18n-tables.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('translations', () => {
  it('lists ISO 639-1 languages with native names and the rtl flag', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/i18n/languages' });
    expect(response.statusCode).toBe(200);
    const list = response.json<{ code: string; native: string; rtl: boolean }[]>();
    expect(list.length).toBeGreaterThan(180);
    expect(list.find((language) => language.code === 'uk')).toMatchObject({
      native: 'Українська',
      rtl: false,
    });
    expect(list.find((language) => language.code === 'ar')?.rtl).toBe(true);
    expect(list.find((language) => language.code === 'he')?.rtl).toBe(true);
  });

  it('marks the languages the console has texts in: the shipped en, uk and pl', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/i18n/languages' });
    const list = response.json<{ code: string; translated: boolean }[]>();
    const translated = list.filter((language) => language.translated).map((language) => language.code);
    expect(translated.sort()).toEqual(['en', 'pl', 'uk']);
  });

  it.each(['en', 'uk', 'pl'] as const)('serves the seeded %s catalogues per namespace', async (language) => {
    for (const namespace of ['common', 'backend'] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/i18n/${language}/${namespace}` });
      expect(response.statusCode).toBe(200);
      // Served nested; flat seed keys such as `string.min` resolve the same way in i18next.
      expect(flattenCatalogue(response.json())).toEqual(
        flattenCatalogue(SEED_CATALOGUES[language][namespace]).sort(([a], [b]) => (a < b ? -1 : 1)),
      );
    }
  });

  it('ships every English key in Ukrainian and Polish too', () => {
    // Plural forms are a language's own (English one/other, Polish and Ukrainian one/few/many/other,
    // or one text that reads for any count): a key counts as shipped in any of them.
    const folded = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
    for (const namespace of ['common', 'backend'] as const) {
      const english = [
        ...new Set(flattenCatalogue(SEED_CATALOGUES.en[namespace]).map(([key]) => folded(key))),
      ];
      for (const language of ['uk', 'pl'] as const) {
        const keys = new Set(
          flattenCatalogue(SEED_CATALOGUES[language][namespace]).map(([key]) => folded(key)),
        );
        expect(
          english.filter((key) => !keys.has(key)),
          `${language}/${namespace}`,
        ).toEqual([]);
      }
    }
  });

  it('keeps texts an administrator edited when seeding again', async () => {
    const { db } = t.database;
    await db
      .insert(translations)
      .values({ languageCode: 'en', namespace: 'common', key: 'custom.key', value: 'Mine' });
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/i18n/en/common' });
    expect(response.json().custom).toEqual({ key: 'Mine' });
  });

  it('rejects malformed language and namespace parameters', async () => {
    for (const url of ['/api/v1/i18n/english/common', '/api/v1/i18n/en/Common!', '/api/v1/i18n/e1/common']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(400);
    }
  });

  it('nests and flattens catalogues symmetrically', () => {
    const catalogue = { a: { b: 'x', c: { d: 'y' } }, e: 'z' };
    const rows = flattenCatalogue(catalogue).map(([key, value]) => ({ key, value }));
    expect(rows).toEqual([
      { key: 'a.b', value: 'x' },
      { key: 'a.c.d', value: 'y' },
      { key: 'e', value: 'z' },
    ]);
    expect(nestCatalogue(rows)).toEqual(catalogue);
  });
});
