import type { RegisterDefinition } from '@console/domain';
import type { TFunction } from 'i18next';
import { ProductError } from '../../../api/product-error.ts';
import { fieldLabel } from '../register-labels.ts';
import { errorInput, type InputPath } from './structured-fields.ts';

/** How a refused save is shown: validation on the fields, conflict and refusal as such. */
export type SaveFailure =
  | { kind: 'validation'; error: ProductError }
  | { kind: 'conflict'; error: ProductError }
  | { kind: 'forbidden'; error: ProductError };

/**
 * A refused save by kind. A 409 that names a field (a duplicate key: `{ code: 'any.unique' }`) is
 * shown at that field like a validation error; a 409 without one is a record changed meanwhile.
 */
export function saveFailureOf(error: unknown): SaveFailure | null {
  if (!(error instanceof ProductError)) return null;
  const namesFields = error.errors !== undefined && Object.keys(error.errors).length > 0;
  if ((error.status === 400 || error.status === 409) && namesFields) return { kind: 'validation', error };
  if (error.status === 409 || error.code === 'CONFLICT') return { kind: 'conflict', error };
  if (error.status === 403 || error.code === 'FORBIDDEN') return { kind: 'forbidden', error };
  return null;
}

function valueAt(source: unknown, path: readonly string[]): unknown {
  let current = source;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/**
 * The API's field errors for the editor's own fields, translated through the `backend`
 * namespace with the field's label; `translations.uk.name` goes to the translations tab, and
 * a path inside a structured field (`settings.2.name`) to the input at that path.
 */
export function fieldErrors(
  t: TFunction,
  register: RegisterDefinition,
  error: ProductError,
): { fields: { name: string | InputPath; errors: string[] }[]; translations: Record<string, string> } {
  const fields: { name: string | InputPath; errors: string[] }[] = [];
  const translations: Record<string, string> = {};
  for (const [path, key] of Object.entries(error.errors ?? {})) {
    const segments = path.replace(/^body[._]/, '').split('.');
    const [first, ...rest] = segments;
    if (!first) continue;
    const raw = valueAt(error.requestValue, segments);
    const shown =
      raw === undefined || raw === null ? '' : typeof raw === 'string' ? raw : JSON.stringify(raw);
    if (first === 'translations' && rest.length === 2) {
      const attribute = fieldLabel(t, register, rest[1] ?? '');
      translations[rest.join('.')] = t(key, {
        ns: 'backend',
        attribute,
        value: shown,
        defaultValue: `${path}: ${key}`,
      });
    } else {
      const field = register.fields.find((candidate) => candidate.name === first);
      if (!field) continue;
      const inner = errorInput(t, register, field, rest);
      const attribute = inner?.attribute ?? fieldLabel(t, register, first);
      // A size or weight is named in the units its input shows.
      const value = inner && inner.scale !== 1 && typeof raw === 'number' ? String(raw / inner.scale) : shown;
      fields.push({
        name: inner?.name ?? first,
        errors: [t(key, { ns: 'backend', attribute, value, defaultValue: `${path}: ${key}` })],
      });
    }
  }
  return { fields, translations };
}
