import type { TFunction } from 'i18next';
import { humanize } from '../registers/register-labels.ts';

const KEYS = 'admin.pages.shipment_modification';

/** Request fields the drawer shows in rows of their own (the shipment by its number), or not at all. */
const SHOWN_ELSEWHERE: ReadonlySet<string> = new Set([
  'shipmentId',
  'visitId',
  'source',
  'customerType',
  'customerPhone',
  'note',
]);

/** Fields whose value is a party (Sender, Recipient, Internal) shown by its label. */
const PARTY_FIELDS: ReadonlySet<string> = new Set(['payerType', 'customerType', 'from']);

export interface PayloadLine {
  key: string;
  label: string;
  value: string;
}

/** A party code by its label: `Recipient` → "Recipient" / "Одержувач". */
export function partyLabel(t: TFunction, value: string): string {
  return t(`${KEYS}.parties.${value}`, { defaultValue: value });
}

/** `recipient.name` → "Recipient · Name", each part by its label. */
function pathLabel(t: TFunction, path: readonly string[]): string {
  return path
    .map((segment) => t(`${KEYS}.payload_fields.${segment}`, { defaultValue: humanize(segment) }))
    .join(' · ');
}

function valueText(t: TFunction, field: string, value: unknown): string {
  if (typeof value === 'boolean') return t(value ? 'registers.values.yes' : 'registers.values.no');
  if (typeof value === 'string') return PARTY_FIELDS.has(field) ? partyLabel(t, value) : value;
  if (Array.isArray(value)) return value.map((item) => valueText(t, field, item)).join(', ');
  return String(value);
}

/**
 * The request of a modification as labelled lines: nested parties become "Recipient · Name",
 * party codes their labels, and ids the drawer shows otherwise (the shipment by its number) left out.
 */
export function payloadLines(
  t: TFunction,
  payload: Record<string, unknown>,
  path: string[] = [],
): PayloadLine[] {
  return Object.entries(payload).flatMap(([field, value]) => {
    if (path.length === 0 && SHOWN_ELSEWHERE.has(field)) return [];
    if (value === null || value === undefined || value === '') return [];
    const at = [...path, field];
    if (typeof value === 'object' && !Array.isArray(value)) {
      return payloadLines(t, value as Record<string, unknown>, at);
    }
    return [{ key: at.join('.'), label: pathLabel(t, at), value: valueText(t, field, value) }];
  });
}
