import type { FilterDefinition, RegisterDefinition } from '@console/domain';
import type { TFunction } from 'i18next';

/** `countryCodes` → `Country codes`: the label of a name no catalogue holds yet. */
export function humanize(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Labels follow the key convention `registers.{register}.fields.{field}`; names that
 * mean the same in every register (`name`, `countryCode`, `deletedAt`) are written once
 * under `registers.fields.{field}`.
 */
export function fieldLabel(t: TFunction, register: RegisterDefinition, field: string): string {
  return t([`registers.${register.key}.fields.${field}`, `registers.fields.${field}`], {
    defaultValue: humanize(field),
  });
}

/** A filter's own label, else the label of the field it filters, else the shared one. */
export function filterLabel(t: TFunction, register: RegisterDefinition, filter: FilterDefinition): string {
  const { key } = register;
  return t(
    [
      `registers.${key}.filters.${filter.name}`,
      `registers.filters.${filter.name}`,
      `registers.${key}.fields.${filter.name}`,
      `registers.fields.${filter.name}`,
    ],
    { defaultValue: humanize(filter.name) },
  );
}

export function tabLabel(t: TFunction, register: RegisterDefinition, tab: string): string {
  return t([`registers.${register.key}.tabs.${tab}`, `registers.tabs.${tab}`], {
    defaultValue: humanize(tab),
  });
}

/** Option labels: `registers.{register}.options.{name}.{value}`, else the shared ones, else the value. */
export function optionLabel(t: TFunction, register: RegisterDefinition, name: string, value: string): string {
  return t([`registers.${register.key}.options.${name}.${value}`, `registers.options.${name}.${value}`], {
    defaultValue: value,
  });
}

/** The register's name as the menu and tabs show it (`routes.{route}`). */
export function registerTitle(t: TFunction, register: RegisterDefinition): string {
  return t([`routes.${register.route ?? register.key}`, `registers.${register.key}.title`], {
    defaultValue: humanize(register.key),
  });
}

/**
 * What a record is called in its editor's title: its search label (a division's number and name,
 * a settlement's name) when the register has a search source, else its key.
 */
export function recordTitle(register: RegisterDefinition, record: Record<string, unknown>): string {
  const key = String(record[register.keyField] ?? '');
  const parts = (register.search?.labelFields ?? [])
    .map((field) => record[field])
    .filter((part) => typeof part === 'string' || typeof part === 'number')
    .map(String)
    .filter((part) => part !== '');
  if (parts.length === 0 || (parts.length === 1 && parts[0] === key)) return key;
  return parts.join(' ');
}
