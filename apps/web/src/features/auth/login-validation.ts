import { type LoginBody, loginBodySchema } from '@console/domain';
import type { TFunction } from 'i18next';
import { zodIssueMessage } from '../../forms/zod-rule.ts';

export type LoginField = keyof LoginBody;
export type LoginErrors = Partial<Record<LoginField, string>>;

/**
 * The sign-in fields checked with the domain's own schema, as the API will check them. Loaded on the
 * first submit (zod is a large module): the sign-in page's first load does without it.
 */
export function loginErrors(
  values: LoginBody,
  t: TFunction,
  labels: Record<LoginField, string>,
): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of ['login', 'password'] as const) {
    const value = values[field] === '' ? undefined : values[field];
    const result = loginBodySchema.shape[field].safeParse(value);
    const [issue] = result.error?.issues ?? [];
    if (issue) errors[field] = zodIssueMessage(t, issue, labels[field]);
  }
  return errors;
}
