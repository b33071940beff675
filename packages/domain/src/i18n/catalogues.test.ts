import { describe, expect, it } from 'vitest';
import { PATTERN_NAMES } from '../pattern-names.ts';
import { ROLES } from '../roles.ts';
import { ROUTE_NAMES } from '../routes.ts';
import { ACCEPTANCE_FORMS, PRINT_TYPES, WORKPLACE_BUTTONS } from '../settings.ts';
import { SEED_CATALOGUES, SEED_LANGUAGES, type TranslationCatalogue } from './catalogues.ts';

function leaves(catalogue: TranslationCatalogue, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) result.set(leaf, text);
  }
  return result;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** `total_few` → `total`: the key an i18next plural form belongs to. */
function pluralBase(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

/** Keys with their plural forms folded into one (`total_one`, `total_other` → `total`). */
function pluralFamilies(catalogue: Map<string, string>): string[] {
  return [...new Set([...catalogue.keys()].map(pluralBase))].sort();
}

const common = Object.fromEntries(
  SEED_LANGUAGES.map((language) => [language, leaves(SEED_CATALOGUES[language].common)]),
);
const backend = Object.fromEntries(
  SEED_LANGUAGES.map((language) => [language, leaves(SEED_CATALOGUES[language].backend)]),
);

/** Every message type `validationKey` produces. */
const VALIDATION_TYPES = [
  'any.required',
  'any.only',
  'any.invalid',
  'string.base',
  'string.empty',
  'string.min',
  'string.max',
  'string.pattern.base',
  'string.email',
  'number.base',
  'number.min',
  'number.max',
  'number.multiple',
  'boolean.base',
  'array.base',
  'array.min',
  'array.max',
  'object.base',
  'object.unknown',
  'alternatives.match',
];

describe('seed catalogues', () => {
  it.each(SEED_LANGUAGES)('%s has the same keys as en, with the same placeholders', (language) => {
    for (const [namespace, catalogues] of [
      ['common', common],
      ['backend', backend],
    ] as const) {
      const english = catalogues.en!;
      const translated = catalogues[language]!;
      expect(pluralFamilies(translated), namespace).toEqual(pluralFamilies(english));
      for (const [key, text] of translated) {
        const source = english.get(key) ?? english.get(`${pluralBase(key)}_other`) ?? '';
        expect(text.trim(), `${namespace}:${key}`).not.toBe('');
        expect(placeholders(text), `${namespace}:${key}`).toEqual(placeholders(source));
      }
    }
  });

  it.each(SEED_LANGUAGES)('%s has every plural form its language needs for each counted text', (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const catalogue of [common[language]!, backend[language]!]) {
      const families = new Set(
        [...catalogue.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(pluralBase),
      );
      for (const family of families) {
        for (const category of categories) {
          expect(catalogue.has(`${family}_${category}`), `${language}:${family}_${category}`).toBe(true);
        }
      }
    }
  });

  it('names every route of the route table', () => {
    for (const routeName of ROUTE_NAMES) expect(common.en!.has(`routes.${routeName}`), routeName).toBe(true);
  });

  it('names every role', () => {
    for (const role of ROLES) expect(common.en!.has(`roles.${role}`), role).toBe(true);
  });

  it('has an admin.joi message and a backend message for every validation type', () => {
    for (const type of VALIDATION_TYPES) {
      const key = `admin.joi.${type}`;
      expect(common.en!.has(key) || common.en!.has(`${key}_other`), key).toBe(true);
      expect(backend.en!.has(type), type).toBe(true);
      expect(backend.en!.get(type), type).toContain('{{attribute}}');
    }
  });

  it('words the expected shape of every named pattern in every language', () => {
    for (const language of SEED_LANGUAGES) {
      expect(common[language]!.get('admin.joi.string.pattern.named'), language).toContain('{{shape}}');
      expect(backend[language]!.get('string.pattern.named'), language).toContain('{{shape}}');
      for (const name of new Set(PATTERN_NAMES.values())) {
        expect(common[language]!.get(`admin.joi.shape.${name}`), `${language}:${name}`).toBeTruthy();
      }
    }
  });

  it('labels the settings model', () => {
    for (const type of PRINT_TYPES)
      expect(common.en!.has(`admin.pages.settings.printers.print_types.${type}`)).toBe(true);
    for (const button of WORKPLACE_BUTTONS)
      expect(common.en!.has(`admin.pages.settings.buttons.items.${button}`)).toBe(true);
    for (const form of ACCEPTANCE_FORMS)
      expect(common.en!.has(`admin.pages.settings.acceptance.forms.${form}`)).toBe(true);
  });

  it('keeps the exact access messages of the spec in English', () => {
    expect(common.en!.get('access.service_forbidden')).toBe(
      'You do not have permission to access the service',
    );
    expect(common.en!.get('access.resource_forbidden')).toBe(
      'You do not have permission to access the resource',
    );
    expect(common.en!.get('access.mobile_app_only')).toBe('Available only on mobile app');
    expect(common.en!.has('admin.pages.settings.printers.no_printer')).toBe(true);
    expect(common.en!.has('copy_to_clipboard_success')).toBe(true);
  });
});
