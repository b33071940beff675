import type { CourierSkill, RouteStatus, RouteStopKind, VehicleKind } from '@console/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { registerTimestamps } from '../../db/columns.ts';
import { divisions } from '../divisions/divisions-table.ts';

/** A courier on shift: who drives for a division on a day, when, from where, in what, with what capacity. */
export const courierShifts = pgTable(
  'courier_shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courier: varchar('courier', { length: 100 }).notNull(),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id),
    day: date('day', { mode: 'string' }).notNull(),
    /** Local times of the division, HH:MM. */
    startTime: varchar('start_time', { length: 5 }).notNull(),
    endTime: varchar('end_time', { length: 5 }).notNull(),
    capacityKg: doublePrecision('capacity_kg').notNull(),
    /** The load space, m³; null = only the weight counts. */
    capacityM3: doublePrecision('capacity_m3'),
    vehicleKind: varchar('vehicle_kind', { length: 10 }).$type<VehicleKind>().notNull().default('van'),
    vehicleNumber: varchar('vehicle_number', { length: 50 }),
    skills: text('skills').array().$type<CourierSkill[]>().notNull().default(sql`'{cashOnDelivery}'::text[]`),
    /** Where the courier starts; the division's own place when empty. */
    startLatitude: doublePrecision('start_latitude'),
    startLongitude: doublePrecision('start_longitude'),
    /** Where the courier ends the day; where the route started when empty. */
    endLatitude: doublePrecision('end_latitude'),
    endLongitude: doublePrecision('end_longitude'),
    ...registerTimestamps,
  },
  (table) => [
    uniqueIndex('courier_shifts_courier_day_idx').on(table.courier, table.day),
    index('courier_shifts_division_day_idx').on(table.divisionId, table.day),
  ],
);

export const routeNumbers = pgSequence('route_number_seq', { startWith: 1 });

/** A courier's route of a day (registers §3.2 "Route"): Draft when built, Created when confirmed. */
export const courierRoutes = pgTable(
  'routes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** RT + twelve digits. */
    number: varchar('number', { length: 20 }).notNull().unique(),
    status: varchar('status', { length: 20 }).$type<RouteStatus>().notNull().default('Draft'),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id),
    day: date('day', { mode: 'string' }).notNull(),
    courier: varchar('courier', { length: 100 }),
    initialCourier: varchar('initial_courier', { length: 100 }),
    vehicleNumber: varchar('vehicle_number', { length: 50 }),
    createdByUser: varchar('created_by_user', { length: 100 }).notNull(),
    departure: timestamp('departure', { withTimezone: true, mode: 'date' }),
    returnTime: timestamp('return_time', { withTimezone: true, mode: 'date' }),
    lunchStart: timestamp('lunch_start', { withTimezone: true, mode: 'date' }),
    lunchEnd: timestamp('lunch_end', { withTimezone: true, mode: 'date' }),
    distanceMetres: doublePrecision('distance_metres').notNull().default(0),
    loadKg: doublePrecision('load_kg').notNull().default(0),
    /** [latitude, longitude] points: the courier's start, stops in order, their end (straight lines without a road engine). */
    polyline: jsonb('polyline').$type<[number, number][]>().notNull().default([]),
    lockVersion: integer('lock_version').notNull().default(1),
    ...registerTimestamps,
  },
  (table) => [
    index('routes_created_at_idx').on(table.createdAt),
    index('routes_division_day_idx').on(table.divisionId, table.day),
    index('routes_courier_day_idx').on(table.courier, table.day),
    index('routes_vehicle_number_idx').on(table.vehicleNumber),
  ],
);

/** The stops of a route in order, with the times the plan gives them. */
export const routeStops = pgTable(
  'route_stops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    routeId: uuid('route_id')
      .notNull()
      .references(() => courierRoutes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: varchar('kind', { length: 10 }).$type<RouteStopKind>().notNull(),
    /** The pickup's or the task's id. */
    refId: uuid('ref_id').notNull(),
    label: varchar('label', { length: 100 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    weightKg: doublePrecision('weight_kg').notNull().default(0),
    /** What the stop's parcels ask of the vehicle, as building read them (null: not known one by one). */
    volumeM3: doublePrecision('volume_m3'),
    heaviestKg: doublePrecision('heaviest_kg'),
    cashOnDelivery: boolean('cash_on_delivery').notNull().default(false),
    timeFrom: timestamp('time_from', { withTimezone: true, mode: 'date' }),
    timeTo: timestamp('time_to', { withTimezone: true, mode: 'date' }),
    /** Minutes the stop takes (client call, weight, no agreed interval). */
    serviceMinutes: doublePrecision('service_minutes').notNull().default(0),
    arrival: timestamp('arrival', { withTimezone: true, mode: 'date' }).notNull(),
    serviceStart: timestamp('service_start', { withTimezone: true, mode: 'date' }).notNull(),
    departure: timestamp('departure', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('route_stops_route_idx').on(table.routeId, table.position),
    index('route_stops_ref_idx').on(table.refId),
  ],
);
