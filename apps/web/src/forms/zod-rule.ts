import { validationKey } from '@console/domain';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { joiMessage } from '../api/validation-messages.ts';

/** The limit a failed rule names (`{{limit}}` in the admin.joi messages). */
function limitOf(issue: z.core.$ZodIssue): unknown {
  if (issue.code === 'too_small') return issue.minimum;
  if (issue.code === 'too_big') return issue.maximum;
  return undefined;
}

/** The message of the first failed rule: translated admin.joi.{type}, else the raw message, else 'oops'. */
export function zodIssueMessage(t: TFunction, issue: z.core.$ZodIssue, attribute: string): string {
  return joiMessage(t, validationKey(issue), { attribute, limit: limitOf(issue), message: issue.message });
}

/**
 * An antd form rule from the domain's zod schema of the field, so the console
 * checks exactly what the API will. Empty inputs count as absent (`undefined`);
 * `emptyAs` turns them into what the schema expects instead (e.g. null).
 */
export function zodRule(
  schema: z.ZodType,
  t: TFunction,
  attribute: string,
  options: { emptyAs?: null | undefined } = {},
): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const input = value === '' || value === undefined || value === null ? options.emptyAs : value;
      const result = schema.safeParse(input);
      if (result.success) return;
      const [issue] = result.error.issues;
      throw new Error(issue ? zodIssueMessage(t, issue, attribute) : t('oops'));
    },
  };
}
