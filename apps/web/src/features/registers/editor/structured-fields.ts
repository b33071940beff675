import {
  type FieldDefinition,
  GRAMS_PER_KG,
  MM_PER_CM,
  type RegisterDefinition,
  type SubFieldDefinition,
  validationKey,
  WEEKDAYS,
} from '@console/domain';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { joiMessage } from '../../../api/validation-messages.ts';
import { zodIssueMessage } from '../../../forms/zod-rule.ts';
import { humanize } from '../register-labels.ts';

/** A form name below the top level: `['workSchedule', 'monday', 'from']`, `['settings', 2, 'name']`. */
export type InputPath = (string | number)[];

/** The inputs of one weekday of a `weekSchedule`, and the schedule's own settings. */
export const WORK_DAY_PARTS = ['from', 'to', 'orderTo', 'timeIntervals'] as const;
export const SCHEDULE_SETTINGS = ['type', 'ignoreNonWorkingDays'] as const;

/** Sizes are typed in cm and weights in kg; the stored value is this many times the typed one. */
export const UNIT_SCALE: Readonly<Record<string, { scale: number; unit: string }>> = {
  length: { scale: MM_PER_CM, unit: 'cm' },
  weight: { scale: GRAMS_PER_KG, unit: 'kg' },
};

/**
 * Label of an input inside a field: `registers.sub_fields.{field}.{name}`, else the register's or
 * the shared label of that name (`width`, `name`).
 */
export function subFieldLabel(
  t: TFunction,
  register: RegisterDefinition,
  field: string,
  name: string,
): string {
  return t(
    [
      `registers.sub_fields.${field}.${name}`,
      `registers.${register.key}.fields.${name}`,
      `registers.fields.${name}`,
    ],
    { defaultValue: humanize(name) },
  );
}

function startsWith(path: readonly PropertyKey[], prefix: readonly (string | number)[]): boolean {
  return prefix.every((segment, index) => String(path[index]) === String(segment));
}

/** A schema failure in the units the input shows (a limit of 1,000,000,000 g reads 1,000,000 kg). */
function issueMessage(t: TFunction, issue: z.core.$ZodIssue, attribute: string, scale: number): string {
  if (scale !== 1 && (issue.code === 'too_big' || issue.code === 'too_small')) {
    const limit = issue.code === 'too_big' ? issue.maximum : issue.minimum;
    return joiMessage(t, validationKey(issue), { attribute, limit: Number(limit) / scale });
  }
  return zodIssueMessage(t, issue, attribute);
}

/**
 * The rule of an input inside a structured field: the field's own schema checks the whole value
 * (so rules across inputs, such as a day's `to` after its `from`, apply) and the input shows the
 * first failure at its path, or below it (`timeIntervals.1`); `exact` takes only its own path.
 */
export function subFieldRule(
  t: TFunction,
  schema: z.ZodType | undefined,
  path: InputPath,
  attribute: string,
  options: { scale?: number; exact?: boolean } = {},
): FormRule {
  return ({ getFieldValue }) => ({
    validator: async () => {
      const [field, ...below] = path;
      if (!schema || field === undefined) return;
      const result = schema.safeParse(getFieldValue(field));
      if (result.success) return;
      const issue = result.error.issues.find((candidate) =>
        options.exact
          ? candidate.path.length === below.length && startsWith(candidate.path, below)
          : startsWith(candidate.path, below),
      );
      if (issue) throw new Error(issueMessage(t, issue, attribute, options.scale ?? 1));
    },
  });
}

function groupPath(fields: readonly SubFieldDefinition[], below: readonly string[]): InputPath | null {
  const [name, ...rest] = below;
  const sub = fields.find((candidate) => candidate.name === name);
  if (!sub) return null;
  if (sub.input !== 'group') return [sub.name];
  const inner = groupPath(sub.fields ?? [], rest);
  return inner ? [sub.name, ...inner] : null;
}

function innerPath(field: FieldDefinition, below: readonly string[]): InputPath | null {
  const [first, second] = below;
  switch (field.input) {
    case 'group':
      return groupPath(field.fields ?? [], below);
    case 'rows':
      return first !== undefined &&
        /^\d+$/.test(first) &&
        field.fields?.some((column) => column.name === second)
        ? [Number(first), second as string]
        : null;
    case 'weekSchedule':
      if ((WEEKDAYS as readonly string[]).includes(first ?? '')) {
        return (WORK_DAY_PARTS as readonly string[]).includes(second ?? '')
          ? [first as string, second as string]
          : [first as string];
      }
      return (SCHEDULE_SETTINGS as readonly string[]).includes(first ?? '') ? [first as string] : null;
    default:
      return null;
  }
}

/**
 * The input inside a field that shows the API's error at `field.below…` (`workSchedule.monday.from`,
 * `settings.2.name`); null when the error belongs to the field as a whole.
 */
export function errorInput(
  t: TFunction,
  register: RegisterDefinition,
  field: FieldDefinition,
  below: readonly string[],
): { name: InputPath; attribute: string; scale: number } | null {
  const inner = innerPath(field, below);
  if (!inner) return null;
  const leaf = String(inner.at(-1));
  return {
    name: [field.name, ...inner],
    attribute: subFieldLabel(t, register, field.name, leaf),
    scale: UNIT_SCALE[subFieldAt(field, inner)?.input ?? '']?.scale ?? 1,
  };
}

/** The definition of the input at a path inside a group or a row. */
function subFieldAt(field: FieldDefinition, inner: InputPath): SubFieldDefinition | undefined {
  let fields = field.fields ?? [];
  let found: SubFieldDefinition | undefined;
  for (const segment of inner) {
    if (typeof segment === 'number') continue;
    found = fields.find((candidate) => candidate.name === segment);
    fields = found?.fields ?? [];
  }
  return found;
}
