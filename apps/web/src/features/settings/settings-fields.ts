import type { TFunction } from 'i18next';
import type { ProductError } from '../../api/product-error.ts';

/** Label keys of the settings fields by path, array indexes as `*` (the API's field paths). */
const FIELD_LABEL_KEYS: Readonly<Record<string, string>> = {
  interfaceLanguage: 'admin.pages.settings.language.label',
  printers: 'admin.pages.settings.printers.title',
  mobilePrinters: 'admin.pages.settings.mobile_printers.title',
  'printers.*': 'admin.pages.settings.printers.printer',
  'printers.*.deviceUri': 'admin.pages.settings.printers.device_uri',
  'printers.*.name': 'admin.pages.settings.printers.name',
  'printers.*.printType': 'admin.pages.settings.printers.print_type',
  'printers.*.autoPrinting': 'admin.pages.settings.printers.auto_printing',
  'printers.*.copies': 'admin.pages.settings.printers.copies',
  buttons: 'admin.pages.settings.buttons.title',
  acceptanceDeliveryTypes: 'admin.pages.settings.acceptance.delivery_types',
  automaticAcceptanceSettings: 'admin.pages.settings.acceptance.automatic_title',
  'automaticAcceptanceSettings.defaultRecipientCountry':
    'admin.pages.settings.acceptance.default_recipient_country',
  'automaticAcceptanceSettings.autoPrinting': 'admin.pages.settings.acceptance.auto_printing',
  'automaticAcceptanceSettings.conditions': 'admin.pages.settings.acceptance.conditions',
};

/** `mobilePrinters.0.copies` → `printers.*.copies`: both printer lists share their labels. */
function labelPath(path: string): string {
  return path
    .split('.')
    .map((segment) => (/^\d+$/.test(segment) ? '*' : segment))
    .join('.')
    .replace(/^mobilePrinters\.\*/, 'printers.*');
}

export function settingsFieldLabel(t: TFunction, path: string): string {
  const key =
    FIELD_LABEL_KEYS[labelPath(path)] ?? FIELD_LABEL_KEYS[labelPath(path).split('.').slice(0, 2).join('.')];
  return key ? t(key) : path;
}

export type FieldName = (string | number)[];

/** The form field a path of the API names: `printers.0.copies` → `['printers', 0, 'copies']`. */
export function fieldNameOf(path: string): FieldName {
  return path.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/**
 * The API's validation errors as form field errors, each translated through
 * the `backend` namespace with the field's label and the value sent.
 */
export function fieldErrorsOf(
  t: TFunction,
  error: Pick<ProductError, 'errors' | 'requestValue'>,
): { name: FieldName; errors: string[] }[] {
  return Object.entries(error.errors ?? {}).map(([path, key]) => {
    const name = fieldNameOf(path);
    const value = valueAt(error.requestValue, name);
    const attribute = settingsFieldLabel(t, path);
    const fallback = `${path}: ${key}`;
    return {
      name,
      errors: [t(key, { ns: 'backend', attribute, value: displayValue(value), defaultValue: fallback })],
    };
  });
}

function valueAt(source: unknown, path: FieldName): unknown {
  let current = source;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

function displayValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
