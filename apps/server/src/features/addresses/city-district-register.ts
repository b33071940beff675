import { cityDistrictsRegister, type Polygon } from '@console/domain';
import { sql } from 'drizzle-orm';
import { lookup, qualified } from '../../db/sql-helpers.ts';
import { validationFailed } from '../../http/errors.ts';
import { divisions } from '../divisions/divisions-table.ts';
import type { RegisterBinding } from '../registers/register-binding.ts';
import { cityDistricts } from './city-districts-table.ts';

/** Bounding box of a polygon's outer ring, kept beside it for indexed point lookups. */
export function boundingBox(polygon: Polygon) {
  const ring = polygon.coordinates[0] ?? [];
  const longitudes = ring.map(([longitude]) => longitude);
  const latitudes = ring.map(([, latitude]) => latitude);
  return {
    minLatitude: Math.min(...latitudes),
    maxLatitude: Math.max(...latitudes),
    minLongitude: Math.min(...longitudes),
    maxLongitude: Math.max(...longitudes),
  };
}

/** Districts whose polygon holds the point: the bounding box by index, then the exact test. */
export function containsPoint(latitude: number, longitude: number) {
  const [minLatitude, maxLatitude, minLongitude, maxLongitude, polygon] = [
    cityDistricts.minLatitude,
    cityDistricts.maxLatitude,
    cityDistricts.minLongitude,
    cityDistricts.maxLongitude,
    cityDistricts.polygon,
  ].map((column) => qualified(column));
  return sql`(${minLatitude} <= ${latitude} and ${maxLatitude} >= ${latitude}
    and ${minLongitude} <= ${longitude} and ${maxLongitude} >= ${longitude}
    and point_in_polygon(${polygon}, ${latitude}::double precision, ${longitude}::double precision))`;
}

export const cityDistrictsBinding: RegisterBinding = {
  definition: cityDistrictsRegister,
  table: cityDistricts,
  hidden: ['minLatitude', 'maxLatitude', 'minLongitude', 'maxLongitude'],
  computed: {
    serviceDivisionName: lookup(divisions.name, divisions.id, cityDistricts.serviceDivisionId),
  },
  customFilters: {
    // A point needs both coordinates; one alone narrows nothing.
    latitude: (latitude: number, query) =>
      typeof query.longitude === 'number' ? containsPoint(latitude, query.longitude) : undefined,
    longitude: () => undefined,
    weight: (weight: number) =>
      sql`((${qualified(cityDistricts.weightFrom)} is null or ${qualified(cityDistricts.weightFrom)} <= ${weight})
        and (${qualified(cityDistricts.weightTo)} is null or ${qualified(cityDistricts.weightTo)} >= ${weight}))`,
  },
  derive(values) {
    const from = values.weightFrom;
    const to = values.weightTo;
    if (typeof from === 'number' && typeof to === 'number' && from > to) {
      throw validationFailed({ weightTo: 'number.min' });
    }
    const polygon = values.polygon as Polygon | undefined;
    return polygon ? { ...values, ...boundingBox(polygon) } : values;
  },
};
