import type { z } from 'zod';
import { PATTERN_NAMES } from './pattern-names.ts';

/**
 * Zod issues mapped to joi-style message types. The console looks them up as
 * `admin.joi.{type}` for its own forms and in the `backend` namespace for the
 * API's validation errors, so both sides speak the same keys. Parse with
 * `{ reportInput: true }` so a missing value (`any.required`) is told from a wrong one.
 */
const JOI_KEY = /^[a-z_]+(?:\.[a-z_]+)+$/;

export function validationKey(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'any.required' : `${typeName(issue.expected)}.base`;
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'string.empty' : 'string.min';
      if (issue.origin === 'array' || issue.origin === 'set') return 'array.min';
      return 'number.min';
    case 'too_big':
      if (issue.origin === 'string') return 'string.max';
      if (issue.origin === 'array' || issue.origin === 'set') return 'array.max';
      return 'number.max';
    case 'invalid_format': {
      if (issue.format === 'email') return 'string.email';
      const name = issue.format === 'regex' ? PATTERN_NAMES.get(issue.pattern ?? '') : undefined;
      return name ? `string.pattern.${name}` : 'string.pattern.base';
    }
    case 'invalid_value':
      return 'any.only';
    case 'unrecognized_keys':
      return 'object.unknown';
    case 'not_multiple_of':
      return 'number.multiple';
    case 'invalid_union':
      return 'alternatives.match';
    case 'custom':
      // A refinement names its joi-style key as its message (`date.max`); others stay generic.
      return JOI_KEY.test(issue.message) ? issue.message : 'any.invalid';
    default:
      return 'any.invalid';
  }
}

function typeName(expected: string): string {
  if (expected === 'int' || expected === 'bigint') return 'number';
  return expected;
}

/** Field path as the API reports it: `parcels.0.number`. Root-level issues use `body`. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.');
}

/** Zod error → the `errors` map of a VALIDATION response (first issue per field wins). */
export function validationErrors(
  issues: readonly z.core.$ZodIssue[],
  prefix?: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (path: readonly PropertyKey[], key: string) => {
    const field = issuePath(path);
    const name = prefix && field === 'body' ? prefix : prefix ? `${prefix}.${field}` : field;
    errors[name] ??= key;
  };
  for (const issue of issues) {
    // An unknown field is reported under its own name, not the object holding it.
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key], 'object.unknown');
    } else {
      add(issue.path, validationKey(issue));
    }
  }
  return errors;
}
