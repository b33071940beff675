import {
  GRAMS_PER_KG,
  MM_PER_CM,
  parcelInputSchema,
  type ShipmentDraft,
  shipmentDraftSchema,
  validationKey,
} from '@console/domain';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { joiMessage } from '../../../api/validation-messages.ts';
import { zodIssueMessage } from '../../../forms/zod-rule.ts';

export type FieldPath = (string | number)[];
export interface FieldError {
  name: FieldPath;
  errors: string[];
}

/** The form's label of a field path: its last named segment under `admin.pages.shipments.form.fields`. */
export function fieldLabelOf(t: TFunction, path: readonly (string | number | PropertyKey)[]): string {
  const named = [...path].reverse().find((segment): segment is string => typeof segment === 'string');
  return t(`admin.pages.shipments.form.fields.${named ?? 'value'}`, { defaultValue: named ?? '' });
}

/** Parcel sizes are typed in cm and weights in kg, while the schema counts mm and g. */
const PARCEL_UNIT: Readonly<Record<string, number>> = {
  length: MM_PER_CM,
  width: MM_PER_CM,
  height: MM_PER_CM,
  actualWeight: GRAMS_PER_KG,
  volumetricWeight: GRAMS_PER_KG,
};

function unitOf(path: readonly PropertyKey[]): number {
  if (path[0] !== 'parcels') return 1;
  const field = path[2];
  return typeof field === 'string' ? (PARCEL_UNIT[field] ?? 1) : 1;
}

/** A schema failure as the form shows it: the limit in the units the user typed. */
function issueMessage(t: TFunction, issue: z.core.$ZodIssue, path: readonly PropertyKey[]): string {
  const unit = unitOf(path);
  const attribute = fieldLabelOf(t, path);
  if (unit !== 1 && (issue.code === 'too_big' || issue.code === 'too_small')) {
    const limit = issue.code === 'too_big' ? issue.maximum : issue.minimum;
    return joiMessage(t, validationKey(issue), { attribute, limit: Number(limit) / unit });
  }
  return zodIssueMessage(t, issue, attribute);
}

/** Checks the whole payload with the domain's schema, as the API will (one message per field). */
export function checkDraft(
  t: TFunction,
  payload: Record<string, unknown>,
): { draft: ShipmentDraft; errors: [] } | { draft: null; errors: FieldError[] } {
  const result = shipmentDraftSchema.safeParse(payload);
  if (result.success) return { draft: result.data, errors: [] };
  const byField = new Map<string, FieldError>();
  for (const issue of result.error.issues) {
    const name = issue.path.filter((segment): segment is string | number => typeof segment !== 'symbol');
    const key = name.join('.');
    if (!byField.has(key)) byField.set(key, { name, errors: [issueMessage(t, issue, issue.path)] });
  }
  return { draft: null, errors: [...byField.values()] };
}

/** A field rule from one schema; empty inputs are checked as `emptyAs`, or pass when `optional`. */
export function schemaRule(
  t: TFunction,
  schema: z.ZodType,
  path: FieldPath,
  options: { emptyAs?: null | undefined; optional?: boolean; toSchema?: (value: unknown) => unknown } = {},
): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const empty = value === '' || value === undefined || value === null;
      if (empty && options.optional) return;
      const input = empty ? options.emptyAs : options.toSchema ? options.toSchema(value) : value;
      const result = schema.safeParse(input);
      if (result.success) return;
      const [issue] = result.error.issues;
      throw new Error(issue ? issueMessage(t, issue, path) : t('oops'));
    },
  };
}

type ParcelMeasure = 'length' | 'width' | 'height' | 'actualWeight' | 'volumetricWeight';

/** A parcel size or weight typed in cm or kg, checked against the stored limit in mm or g. */
export function parcelMeasureRule(t: TFunction, field: ParcelMeasure, index: number): FormRule {
  const unit = PARCEL_UNIT[field] ?? 1;
  return schemaRule(t, parcelInputSchema.shape[field], ['parcels', index, field], {
    emptyAs: field === 'volumetricWeight' ? null : undefined,
    toSchema: (value) => Math.round(Number(value) * unit),
  });
}

/** Field paths of the API's 400 answer (`body.parcels.0.length`) as form names. */
export function serverFieldPath(path: string): FieldPath {
  return path
    .replace(/^(?:body|query|querystring|params)[._]/, '')
    .split('.')
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}
