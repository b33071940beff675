import { z } from 'zod';
import { CONDITION_OPERATOR_SYMBOLS, type ConditionOperatorName } from '../constants.ts';
import { COUNTRY_CODES } from '../country-profile.ts';
import { SERVICE_CODE_LIST } from '../shipments/shipment-model.ts';
import { CUSTOMS_ZONES, PAYER_TYPES } from '../statuses.ts';
import { countryCodeSchema } from '../validation.ts';

/**
 * Conditions (registers §3.1–§3.2, §5, §9): a named tree of branches (AND / OR) whose leaves,
 * the buds, compare a shipment property with values or with another property (`propValue`).
 * Conditions of shipment refuse or inform; conditions of shipment service add services.
 */

/** Registers §3.2 operator names (platform §9 writes them <, >, =, !=, >=, <=: CONDITION_OPERATOR_SYMBOLS). */
export const CONDITION_OPERATOR_NAMES = Object.keys(CONDITION_OPERATOR_SYMBOLS) as [
  ConditionOperatorName,
  ...ConditionOperatorName[],
];

export const BRANCH_OPERATORS = ['AND', 'OR'] as const;
export type BranchOperator = (typeof BRANCH_OPERATORS)[number];

/** What a condition is written for: the conditions-checks call lists properties per type. */
export const CONDITION_TYPES = ['Shipment', 'ShipmentService'] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

/** Registers §3.1: when a condition of shipment decides. */
export const SHIPMENT_CONDITION_TYPES = [
  'Blocking',
  'InformingUponAcceptance',
  'InformingUponIssuance',
] as const;
export type ShipmentConditionType = (typeof SHIPMENT_CONDITION_TYPES)[number];

/** How the service's amount is read: a fixed sum, a percentage of a property, a sum per unit of it. */
export const SERVICE_VALUE_TYPES = ['Fixed', 'Percent', 'PerUnit'] as const;
export type ServiceValueType = (typeof SERVICE_VALUE_TYPES)[number];

/** Automatic services are added when the condition matches; Manual ones by their hotkey. */
export const SERVICE_CONDITION_TYPES = ['Automatic', 'Manual'] as const;
export type ServiceConditionType = (typeof SERVICE_CONDITION_TYPES)[number];

/** Messages a condition of shipment shows (our catalogue; the spec names the field only). */
export const CONDITION_ERROR_CODES = [
  'WEIGHT_LIMIT_EXCEEDED',
  'SIZE_LIMIT_EXCEEDED',
  'DESTINATION_NOT_SERVED',
  'DECLARED_VALUE_TOO_HIGH',
  'CUSTOMS_DATA_REQUIRED',
  'CHECK_CONTENTS',
  'CHECK_RECIPIENT_DOCUMENT',
  'FRAGILE_HANDLING',
] as const;
export type ConditionErrorCode = (typeof CONDITION_ERROR_CODES)[number];

/** The English text of each error code; the console translates by code. */
export const CONDITION_ERROR_MESSAGES: Readonly<Record<ConditionErrorCode, string>> = {
  WEIGHT_LIMIT_EXCEEDED: 'The parcel is too heavy for this destination',
  SIZE_LIMIT_EXCEEDED: 'The parcel is too large for this destination',
  DESTINATION_NOT_SERVED: 'This destination is not served',
  DECLARED_VALUE_TOO_HIGH: 'The declared value is above the limit for this destination',
  CUSTOMS_DATA_REQUIRED: 'Customs data is needed before sending',
  CHECK_CONTENTS: 'Check the contents with the sender before accepting',
  CHECK_RECIPIENT_DOCUMENT: "Check the recipient's identity document before issuing",
  FRAGILE_HANDLING: 'Mark the parcel as fragile',
};

export type PropertyKind = 'number' | 'text' | 'list';

export interface ConditionProperty {
  name: string;
  kind: PropertyKind;
  /** Unit the clerk sees (kg, cm); the facts carry the value in it. */
  unit?: 'kg' | 'cm' | 'pcs' | 'money';
  /** The only values it may hold, to choose from (countries by their ISO code). */
  options?: readonly string[];
}

/** Operators that order values (`<`, `>`, `<=`, `>=`): for numbers only. */
export const ORDERED_CONDITION_OPERATORS: ReadonlySet<ConditionOperatorName> = new Set([
  'Less',
  'Greater',
  'GreaterEqual',
  'LessEqual',
]);

/** The operators a property offers: a country or a payer is equal or not, never "greater". */
export function operatorsOf(property: ConditionProperty | undefined): ConditionOperatorName[] {
  return CONDITION_OPERATOR_NAMES.filter(
    (name) => property?.kind === 'number' || !ORDERED_CONDITION_OPERATORS.has(name),
  );
}

/**
 * The properties a bud may compare (the conditions-checks call answers them). Weights in kg and
 * sizes in cm as the clerk sees them (registers §9 "Units"); the declared value in its currency.
 */
export const CONDITION_PROPERTIES: readonly ConditionProperty[] = [
  { name: 'actualWeight', kind: 'number', unit: 'kg' },
  { name: 'volumetricWeight', kind: 'number', unit: 'kg' },
  { name: 'maxParcelWeight', kind: 'number', unit: 'kg' },
  { name: 'maxLength', kind: 'number', unit: 'cm' },
  { name: 'maxWidth', kind: 'number', unit: 'cm' },
  { name: 'maxHeight', kind: 'number', unit: 'cm' },
  { name: 'parcelsAmount', kind: 'number', unit: 'pcs' },
  { name: 'declaredValue', kind: 'number', unit: 'money' },
  { name: 'declaredValueCurrency', kind: 'text' },
  { name: 'codAmount', kind: 'number', unit: 'money' },
  { name: 'senderCountryCode', kind: 'text', options: COUNTRY_CODES },
  { name: 'recipientCountryCode', kind: 'text', options: COUNTRY_CODES },
  { name: 'senderCustomsZone', kind: 'text', options: CUSTOMS_ZONES },
  { name: 'recipientCustomsZone', kind: 'text', options: CUSTOMS_ZONES },
  { name: 'internationalShipping', kind: 'text', options: ['true', 'false'] },
  { name: 'serviceCodes', kind: 'list', options: SERVICE_CODE_LIST },
  { name: 'payerType', kind: 'text', options: PAYER_TYPES },
  { name: 'deliveryType', kind: 'text', options: ['Division', 'Address'] },
  { name: 'senderIsCompany', kind: 'text', options: ['true', 'false'] },
];
export const CONDITION_PROPERTY_NAMES = CONDITION_PROPERTIES.map((property) => property.name) as [
  string,
  ...string[],
];
export const conditionPropertyByName: ReadonlyMap<string, ConditionProperty> = new Map(
  CONDITION_PROPERTIES.map((property) => [property.name, property]),
);

/** Deepest nesting of branches a tree may have; a bud count cap keeps a tree readable. */
export const MAX_TREE_DEPTH = 6;
export const MAX_TREE_BUDS = 100;

export const budSchema = z
  .strictObject({
    property: z.enum(CONDITION_PROPERTY_NAMES),
    operator: z.enum(CONDITION_OPERATOR_NAMES),
    values: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
    /** Another property to compare with, instead of the values. */
    propValue: z.enum(CONDITION_PROPERTY_NAMES).nullish(),
  })
  .refine((bud) => bud.propValue || bud.values.length > 0, {
    message: 'condition.bud_needs_value',
    path: ['values'],
  })
  .refine(
    (bud) =>
      !ORDERED_CONDITION_OPERATORS.has(bud.operator) ||
      bud.propValue ||
      bud.values.every((value) => Number.isFinite(Number(value))),
    { message: 'condition.number_expected', path: ['values'] },
  )
  .refine((bud) => operatorsOf(conditionPropertyByName.get(bud.property)).includes(bud.operator), {
    message: 'condition.operator_not_allowed',
    path: ['operator'],
  })
  // A value outside the property's list never matches ("Germ" for a country): refused, not kept.
  .refine(
    (bud) => {
      const options = conditionPropertyByName.get(bud.property)?.options;
      return !options || bud.values.every((value) => options.includes(value));
    },
    { message: 'condition.value_not_allowed', path: ['values'] },
  );
export type Bud = z.infer<typeof budSchema>;

export interface Branch {
  operator: BranchOperator;
  buds: Bud[];
  branches: Branch[];
}

function depthOf(branch: Branch): number {
  return 1 + Math.max(0, ...branch.branches.map(depthOf));
}
export function budCount(branch: Branch): number {
  return branch.buds.length + branch.branches.reduce((sum, child) => sum + budCount(child), 0);
}

export const branchSchema: z.ZodType<Branch> = z.lazy(() =>
  z.strictObject({
    operator: z.enum(BRANCH_OPERATORS),
    buds: z.array(budSchema).max(MAX_TREE_BUDS).default([]),
    branches: z.array(branchSchema).max(20).default([]),
  }),
) as z.ZodType<Branch>;

/** A whole tree: not deeper than MAX_TREE_DEPTH, with at least one bud, at most MAX_TREE_BUDS. */
export const conditionTreeSchema = branchSchema
  .refine((tree) => depthOf(tree) <= MAX_TREE_DEPTH, { message: 'condition.too_deep' })
  .refine((tree) => budCount(tree) >= 1, { message: 'condition.empty_tree' })
  .refine((tree) => budCount(tree) <= MAX_TREE_BUDS, { message: 'condition.too_many_buds' });

const conditionName = z.string().trim().min(1).max(100);
const lockVersion = z.number().int().min(1);

/** `POST conditions`: name and type are set only here (registers §5). */
export const conditionCreateSchema = z.strictObject({
  name: conditionName,
  type: z.enum(CONDITION_TYPES),
  tree: conditionTreeSchema,
});
/** `PUT conditions/{id}`: the tree only, with the lockVersion read. */
export const conditionUpdateSchema = z.strictObject({ tree: conditionTreeSchema, lockVersion });
export type ConditionCreate = z.infer<typeof conditionCreateSchema>;

export interface Condition {
  id: string;
  name: string;
  type: ConditionType;
  tree: Branch;
  lockVersion: number;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

const idsFilter = z.union([z.array(z.uuid()), z.uuid().transform((id) => [id])]).optional();
const page = z.coerce.number().int().min(1).max(1_000_000).default(1);
const limit = z.coerce.number().int().min(1).max(100).default(15);
const booleanQuery = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();
const listOf = <T extends z.ZodType>(item: T) => z.union([z.array(item), item.transform((value) => [value])]);

export const conditionListQuerySchema = z.strictObject({
  page,
  limit,
  name: z.string().trim().min(1).max(100).optional(),
  ids: idsFilter,
  types: listOf(z.enum(CONDITION_TYPES)).optional(),
  deletionMark: booleanQuery,
});

/** Shared by both kinds of conditions of shipment: folders and items in one tree (registers §2.1). */
const nodeFields = {
  name: conditionName,
  parentId: z.uuid().nullish(),
  countryCode: countryCodeSchema.nullish(),
};

export const shipmentConditionFolderSchema = z.strictObject({ ...nodeFields, isFolder: z.literal(true) });
export const shipmentConditionItemSchema = z.strictObject({
  ...nodeFields,
  isFolder: z.literal(false).default(false),
  conditionId: z.uuid(),
  errorCode: z.enum(CONDITION_ERROR_CODES),
  type: z.enum(SHIPMENT_CONDITION_TYPES),
  active: z.boolean().default(true),
});
export const shipmentConditionCreateSchema = z.discriminatedUnion('isFolder', [
  shipmentConditionFolderSchema,
  shipmentConditionItemSchema.extend({ isFolder: z.literal(false) }),
]);
export const shipmentConditionUpdateSchema = z.union([
  shipmentConditionFolderSchema.extend({ lockVersion }),
  shipmentConditionItemSchema.extend({ lockVersion }),
]);

/** `amountProperty`: the amount read from a shipment property (registers §3.1 "property, propValue"). */
export const amountPropertySchema = z.strictObject({
  property: z.enum(CONDITION_PROPERTY_NAMES),
  propValue: z.string().trim().max(100).nullish(),
});

const serviceItemObject = z.strictObject({
  ...nodeFields,
  isFolder: z.literal(false).default(false),
  conditionId: z.uuid(),
  serviceCode: z.enum(SERVICE_CODE_LIST),
  eachSeatCalculation: z.boolean().default(false),
  /** Registers §5: service amount min 1 (money for Fixed, percent for Percent, per unit for PerUnit). */
  amount: z.number().min(1).max(1_000_000).multipleOf(0.01),
  amountProperty: amountPropertySchema.nullish(),
  valueType: z.enum(SERVICE_VALUE_TYPES),
  type: z.enum(SERVICE_CONDITION_TYPES),
  payerType: z.enum(PAYER_TYPES),
  /** A key the shipment form listens to with Alt (one letter or digit). */
  hotkey: z
    .string()
    .regex(/^[A-Z0-9]$/)
    .nullish(),
  active: z.boolean().default(true),
});
const needsProperty = (item: { valueType: ServiceValueType; amountProperty?: unknown }) =>
  item.valueType === 'Fixed' || Boolean(item.amountProperty);
const propertyMessage = { message: 'condition.amount_property_required', path: ['amountProperty'] };

export const serviceConditionItemSchema = serviceItemObject.refine(needsProperty, propertyMessage);
export const serviceConditionCreateSchema = z.union([
  shipmentConditionFolderSchema,
  serviceItemObject.extend({ isFolder: z.literal(false) }).refine(needsProperty, propertyMessage),
]);
export const serviceConditionUpdateSchema = z.union([
  shipmentConditionFolderSchema.extend({ lockVersion }),
  serviceItemObject.extend({ lockVersion }).refine(needsProperty, propertyMessage),
]);

export interface ConditionNode {
  id: string;
  name: string;
  isFolder: boolean;
  parentId: string | null;
  countryCode: string | null;
  conditionId: string | null;
  /** The condition's name, for lists. */
  conditionName: string | null;
  active: boolean;
  lockVersion: number;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}
export interface ShipmentConditionNode extends ConditionNode {
  errorCode: ConditionErrorCode | null;
  type: ShipmentConditionType | null;
}
export interface ServiceConditionNode extends ConditionNode {
  serviceCode: string | null;
  eachSeatCalculation: boolean;
  amount: string | null;
  amountProperty: z.infer<typeof amountPropertySchema> | null;
  valueType: ServiceValueType | null;
  type: ServiceConditionType | null;
  payerType: (typeof PAYER_TYPES)[number] | null;
  hotkey: string | null;
}

export const conditionNodeListQuerySchema = z.strictObject({
  page,
  limit,
  name: z.string().trim().min(1).max(100).optional(),
  ids: idsFilter,
  /** Registers §2.1: folder view (folders) or flat view (items), default false. */
  isFolder: booleanQuery,
  parentId: z.uuid().optional(),
  /** Only administrator-god filters conditions by country (platform §6). */
  countryCodes: listOf(countryCodeSchema).optional(),
  types: listOf(z.string().regex(/^[A-Za-z]{1,40}$/)).optional(),
  deletionMark: booleanQuery,
});

/** `GET conditions-checks?conditionType=` */
export const conditionChecksQuerySchema = z.strictObject({
  conditionType: z.enum(CONDITION_TYPES).default('Shipment'),
});

export const CONDITION_MOMENTS = ['acceptance', 'issuance'] as const;
export type ConditionMoment = (typeof CONDITION_MOMENTS)[number];

/** One decided condition of shipment as the visit shows it. */
export interface ConditionNotice {
  id: string;
  name: string;
  type: ShipmentConditionType;
  errorCode: ConditionErrorCode;
  message: string;
}
export interface ShipmentConditionCheck {
  shipmentId: string;
  blocking: ConditionNotice[];
  informing: ConditionNotice[];
}

/** A service a matching service condition offers (automatic ones are added, manual ones by hotkey). */
export interface ConditionService {
  conditionOfServiceId: string;
  name: string;
  serviceCode: string;
  payerType: (typeof PAYER_TYPES)[number];
  cost: string;
  type: ServiceConditionType;
  hotkey: string | null;
}
