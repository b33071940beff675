import { z } from 'zod';
import { countryCodeSchema } from '../validation.ts';
import {
  coordinateFilter,
  countryCodesFilter,
  deletionMark,
  enumListFilter,
  optionalText,
  queryNumber,
  uuidListFilter,
} from './filter-schemas.ts';
import { listQuerySchema } from './list-query.ts';
import { defineRegister } from './register-definition.ts';

export const CITY_DISTRICT_TYPES = ['delivery', 'pickup'] as const;
export type CityDistrictType = (typeof CITY_DISTRICT_TYPES)[number];

/** A [longitude, latitude] position of GeoJSON. */
const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
/** A closed ring: at least four positions, the last equal to the first. */
const ring = z
  .array(position)
  .min(4)
  .max(10_000)
  .refine((points) => {
    const first = points[0];
    const last = points.at(-1);
    return first !== undefined && last !== undefined && first[0] === last[0] && first[1] === last[1];
  });
/** A GeoJSON Polygon: an outer ring and optional holes. */
export const polygonSchema = z.strictObject({
  type: z.literal('Polygon'),
  coordinates: z.array(ring).min(1).max(100),
});
export type Polygon = z.infer<typeof polygonSchema>;

const weight = z.number().min(0).max(1_000_000);
/** weightFrom ≤ weightTo is checked by the server (a refinement would keep PATCH from using it). */
export const cityDistrictSchema = z.strictObject({
  name: z.string().trim().min(1).max(255),
  infoForDistribution: z.string().max(1000).nullish(),
  serviceDivisionId: z.uuid().nullish(),
  countryCode: countryCodeSchema,
  polygon: polygonSchema,
  weightFrom: weight.nullish(),
  weightTo: weight.nullish(),
  type: z.enum(CITY_DISTRICT_TYPES),
});
export const cityDistrictFilterSchema = z.strictObject({
  ids: uuidListFilter,
  name: optionalText(1, 100),
  countryCodes: countryCodesFilter,
  types: enumListFilter(CITY_DISTRICT_TYPES),
  serviceDivisionIds: uuidListFilter,
  /** Districts whose polygon holds this point (both or neither). */
  latitude: coordinateFilter,
  longitude: coordinateFilter,
  /** Districts serving this weight: weightFrom ≤ weight ≤ weightTo (min 0). */
  weight: queryNumber.pipe(z.number().min(0).max(1_000_000)).optional(),
  deletionMark,
});

export const cityDistrictsRegister = defineRegister({
  key: 'city_districts',
  path: 'city_districts',
  resource: 'city_districts',
  route: 'city_districts',
  keyField: 'id',
  columns: [
    { field: 'id' },
    { field: 'name' },
    { field: 'infoForDistribution' },
    { field: 'serviceDivisionName' },
    { field: 'countryCode' },
    { field: 'weightFrom', kind: 'number' },
    { field: 'weightTo', kind: 'number' },
    { field: 'type' },
    { field: 'createdAt', kind: 'datetime' },
    { field: 'updatedAt', kind: 'datetime' },
  ],
  filters: [
    { name: 'ids', operator: 'in', fields: ['id'], input: 'textList' },
    { name: 'name', operator: 'contains', input: 'text' },
    {
      name: 'countryCodes',
      operator: 'in',
      fields: ['countryCode'],
      input: 'referenceList',
      reference: 'countries',
    },
    { name: 'types', operator: 'in', fields: ['type'], input: 'multiSelect', options: CITY_DISTRICT_TYPES },
    {
      name: 'serviceDivisionIds',
      operator: 'in',
      fields: ['serviceDivisionId'],
      input: 'referenceList',
      reference: 'divisions',
    },
    { name: 'latitude', operator: 'equals', fields: ['polygon'], input: 'text' },
    { name: 'longitude', operator: 'equals', fields: ['polygon'], input: 'text' },
    { name: 'weight', operator: 'equals', fields: ['weightFrom', 'weightTo'], input: 'text' },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(cityDistrictFilterSchema),
  tabs: ['main'],
  fields: [
    { name: 'id', input: 'text', tab: 'main', editable: 'never' },
    { name: 'name', input: 'text', tab: 'main', editable: 'always', required: true },
    { name: 'infoForDistribution', input: 'textarea', tab: 'main', editable: 'always' },
    {
      name: 'serviceDivisionId',
      input: 'reference',
      reference: 'divisions',
      tab: 'main',
      editable: 'always',
    },
    {
      name: 'countryCode',
      input: 'reference',
      reference: 'countries',
      tab: 'main',
      editable: 'always',
      required: true,
    },
    {
      name: 'type',
      input: 'select',
      options: CITY_DISTRICT_TYPES,
      tab: 'main',
      editable: 'always',
      required: true,
    },
    { name: 'weightFrom', input: 'number', tab: 'main', editable: 'always' },
    { name: 'weightTo', input: 'number', tab: 'main', editable: 'always' },
    { name: 'polygon', input: 'polygon', tab: 'main', editable: 'always', required: true },
  ],
  createSchema: cityDistrictSchema,
  updateSchema: cityDistrictSchema,
  search: { textParam: 'name', valueField: 'id', labelFields: ['name'] },
  createDisabled: true,
  sort: { field: 'name', direction: 'asc' },
});

/** `GET users/city-districts?name=`: the user's country's districts whose name holds the text. */
export const userCityDistrictsQuerySchema = z.strictObject({
  name: z.string().trim().min(1).max(100).optional(),
});
/** At most this many districts are answered (registers §9: country look-ups 20). */
export const USER_CITY_DISTRICTS_LIMIT = 20;

export interface UserCityDistrict {
  id: string;
  name: string;
  type: CityDistrictType;
  countryCode: string;
  serviceDivisionId: string | null;
}
