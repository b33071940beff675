import type { FieldDefinition, RegisterDefinition } from '@console/domain';
import { z } from 'zod';
import type { RegisterRecord } from '../register-api.ts';

export type EditorMode = 'create' | 'edit';
export type FormValues = Record<string, unknown>;

/** Fields the editor shows: on create, those never written (ids, derived numbers) are left out. */
export function visibleFields(register: RegisterDefinition, mode: EditorMode): FieldDefinition[] {
  return register.fields.filter((field) => mode === 'edit' || field.editable !== 'never');
}

/** Create-only fields (keys) are read-only on edit; `never` ones always (registers §6 "Field-level"). */
export function isFieldEditable(field: FieldDefinition, mode: EditorMode, canWrite: boolean): boolean {
  if (!canWrite) return false;
  return field.editable === 'always' || (field.editable === 'create' && mode === 'create');
}

/** The fields a body schema knows, so nothing it would refuse as unknown is sent. */
export function schemaShape(schema: z.ZodType): Readonly<Record<string, z.ZodType>> | undefined {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : undefined;
}

export function bodySchema(register: RegisterDefinition, mode: EditorMode): z.ZodType {
  return mode === 'create' ? register.createSchema : register.updateSchema;
}

/** The form's starting values: the record's, or nothing for a new record. */
export function initialValues(register: RegisterDefinition, record: RegisterRecord | null): FormValues {
  const values: FormValues = {};
  for (const field of register.fields) {
    const value = record?.[field.name];
    if (value !== undefined) values[field.name] = value;
  }
  return values;
}

/** Empty in the sense of "nothing entered": absent, null, blank text or an empty list. */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * What a value means, for comparing: text trimmed, and nothing entered (blank text, null, an
 * empty list or object, at any depth) left out; object keys sorted, so the order inputs were
 * filled in does not matter.
 */
function meaning(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (Array.isArray(value))
    return value.length === 0 ? undefined : value.map((item) => meaning(item) ?? null);
  if (typeof value === 'object' && value !== null) {
    const entries = Object.keys(value)
      .sort()
      .map((key) => [key, meaning((value as Record<string, unknown>)[key])] as const)
      .filter(([, inner]) => inner !== undefined);
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return value ?? undefined;
}

/** Two field values mean the same (an emptied input equals an absent value, at any depth). */
export function sameValue(left: unknown, right: unknown): boolean {
  return JSON.stringify(meaning(left)) === JSON.stringify(meaning(right));
}

/** Text trimmed at any depth; inputs never touched (undefined) left out of objects. */
function trimmed(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimmed);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .map(([key, inner]) => [key, trimmed(inner)]),
    );
  }
  return value;
}

/**
 * The body of a save. Create: every writable field that holds a value (defaults of the
 * schema fill the rest). Edit: only the editable fields that differ from the record,
 * an emptied one as null, for a PATCH.
 */
export function savePayload(
  register: RegisterDefinition,
  mode: EditorMode,
  values: FormValues,
  original: FormValues,
): Record<string, unknown> {
  const shape = schemaShape(bodySchema(register, mode));
  const body: Record<string, unknown> = {};
  for (const field of register.fields) {
    if (!isFieldEditable(field, mode, true)) continue;
    if (shape && !(field.name in shape)) continue;
    const value = trimmed(values[field.name]);
    if (mode === 'create') {
      if (!isBlank(value)) body[field.name] = value;
    } else if (!sameValue(value, original[field.name])) {
      body[field.name] = isBlank(value) && !Array.isArray(value) ? null : value;
    }
  }
  return body;
}

/** Whether the form differs from where it started, field by field. */
export function valuesChanged(
  register: RegisterDefinition,
  values: FormValues,
  original: FormValues,
): boolean {
  return register.fields.some((field) => !sameValue(trimmed(values[field.name]), original[field.name]));
}

/** `settlementId` → `settlementName`, `countryCode` → `countryName`: where reads put a referenced row's name. */
export function referenceNameField(field: string): string {
  return `${field.replace(/(Id|Code|Tin)$/, '')}Name`;
}
