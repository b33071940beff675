import { OPEN_TASK_STATUSES, todayIn } from '@console/domain';
import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../auth/auth-tables.ts';
import { courierPositions, pickups } from '../pickups/pickups-tables.ts';
import { tasks } from '../tasks/tasks-table.ts';
import { courierRoutes, courierShifts } from './courier-routes-tables.ts';
import { dayClock } from './route-planning.ts';
import type { PlanningDivision } from './route-store.ts';

const OPEN_PICKUPS = ['Created', 'AppointedCourier', 'InProgress'] as const;

/** A cursor is the last courier's login, so paging holds while couriers are added (registers §7 "cursor paging"). */
const encodeCursor = (login: string) => Buffer.from(login, 'utf8').toString('base64url');
const decodeCursor = (cursor: string) => Buffer.from(cursor, 'base64url').toString('utf8');

/**
 * `GET dispatch-monitoring`: the couriers on shift in a division on a day, each with their route
 * and their open tasks and pickups; a stop whose window has closed while it is still open is
 * late. Ordered by login, paged by cursor.
 */
export async function dispatchMonitoring(
  db: Database,
  division: PlanningDivision,
  query: { day?: string; cursor?: string; limit: number },
) {
  const now = new Date();
  const day = query.day ?? todayIn(division.zone, now);
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const shifts = await db
    .select({
      shift: courierShifts,
      firstName: users.firstName,
      lastName: users.lastName,
      latitude: courierPositions.latitude,
      longitude: courierPositions.longitude,
      reportedAt: courierPositions.reportedAt,
    })
    .from(courierShifts)
    .leftJoin(users, eq(users.login, courierShifts.courier))
    .leftJoin(courierPositions, eq(courierPositions.userId, users.id))
    .where(
      and(
        eq(courierShifts.divisionId, division.id),
        eq(courierShifts.day, day),
        isNull(courierShifts.deletedAt),
        after ? gt(courierShifts.courier, after) : undefined,
      ),
    )
    .orderBy(asc(courierShifts.courier))
    .limit(query.limit + 1);
  const page = shifts.slice(0, query.limit);
  const logins = page.map((row) => row.shift.courier);
  const clock = dayClock(day, division.zone);
  const dayStart = clock(0);
  const dayEnd = clock(24 * 3600);
  const [routeRows, taskRows, pickupRows] =
    logins.length === 0
      ? [[], [], []]
      : await Promise.all([
          db
            .select()
            .from(courierRoutes)
            .where(
              and(
                inArray(courierRoutes.courier, logins),
                eq(courierRoutes.day, day),
                ne(courierRoutes.status, 'Deleted'),
              ),
            ),
          db
            .select()
            .from(tasks)
            .where(
              and(
                inArray(tasks.executor, logins),
                inArray(tasks.status, [...OPEN_TASK_STATUSES]),
                isNull(tasks.deletedAt),
                or(eq(tasks.day, day), isNull(tasks.day)),
                ne(tasks.type, 'Personal'),
              ),
            )
            .orderBy(asc(tasks.timeFrom)),
          db
            .select()
            .from(pickups)
            .where(
              and(
                inArray(pickups.executor, logins),
                inArray(pickups.status, [...OPEN_PICKUPS]),
                isNull(pickups.deletedAt),
                gte(pickups.pickedTimeFrom, dayStart),
                lt(pickups.pickedTimeFrom, dayEnd),
              ),
            )
            .orderBy(asc(pickups.pickedTimeFrom)),
        ]);
  const taskLate = (timeTo: string | null) => {
    if (!timeTo) return false;
    const [hours = 0, minutes = 0] = timeTo.split(':').map(Number);
    return clock((hours * 60 + minutes) * 60) < now;
  };
  const items = page.map(({ shift, firstName, lastName, latitude, longitude, reportedAt }) => {
    const route = routeRows.find((row) => row.courier === shift.courier);
    const openTasks = taskRows
      .filter((task) => task.executor === shift.courier)
      .map((task) => ({
        id: task.id,
        type: task.type,
        status: task.status,
        label: task.ownerDocumentNumber ?? task.title ?? task.type,
        address: task.addressString,
        timeFrom: task.timeFrom,
        timeTo: task.timeTo,
        late: taskLate(task.timeTo),
      }));
    const openPickups = pickupRows
      .filter((pickup) => pickup.executor === shift.courier)
      .map((pickup) => ({
        id: pickup.id,
        number: pickup.number,
        status: pickup.status,
        timeFrom: pickup.pickedTimeFrom?.toISOString() ?? null,
        timeTo: pickup.pickedTimeTo?.toISOString() ?? null,
        late: pickup.pickedTimeTo !== null && pickup.pickedTimeTo < now,
      }));
    return {
      courier: shift.courier,
      firstName,
      lastName,
      vehicleNumber: shift.vehicleNumber,
      shift: { start: shift.startTime, end: shift.endTime, capacityKg: shift.capacityKg },
      route: route
        ? { id: route.id, number: route.number, status: route.status, lockVersion: route.lockVersion }
        : null,
      openTasks,
      openPickups,
      late: openTasks.filter((task) => task.late).length + openPickups.filter((pickup) => pickup.late).length,
      // The phone's last position and when it was taken (issue 26).
      lastPosition:
        latitude !== null && longitude !== null && reportedAt !== null
          ? { latitude, longitude, at: reportedAt.toISOString() }
          : null,
    };
  });
  const last = page.at(-1);
  return {
    day,
    timeZone: division.zone,
    items,
    nextCursor: shifts.length > query.limit && last ? encodeCursor(last.shift.courier) : null,
  };
}
