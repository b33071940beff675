import {
  type ApiErrorBody,
  can,
  nextFixationKind,
  type StaffFixation,
  type StaffFixationCreate,
  type StaffFixationKind,
} from '@console/domain';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { staffs } from '../staffs/staffs-table.ts';
import { userDivision } from '../users/user-division.ts';
import { staffFixations, staffPartTimePositions } from './staff-fixation-tables.ts';

type Executor = Database | Transaction;

/**
 * A staff-fixation refusal: 422 whose body also carries the text as `error`, which the console
 * shows as 'BOClient: {text}' (platform §7, §8 "Staff-fixations string error").
 */
class StaffFixationRefusal extends HttpError {
  constructor(code: string, message: string) {
    super(422, code, message);
  }

  override body(): ApiErrorBody {
    return { ...super.body(), error: this.message } as ApiErrorBody;
  }
}

const refuse = (code: string, message: string) => new StaffFixationRefusal(code, message);

/**
 * The division a fixation is for: the caller's own, or — for administrator-god and service desk,
 * who work for every division — the one named. Another division for anybody else is 404.
 */
async function fixationDivision(executor: Executor, user: AuthUser, divisionId: string | undefined) {
  const own = (await userDivision(executor, user.id)).divisionId;
  const wanted = divisionId ?? own;
  if (!wanted) throw refuse('NO_DIVISION', 'You work at no division');
  if (wanted !== own && !can(user, 'editAllResources')) throw notFound('Division not found');
  const [row] = await executor
    .select({ id: divisions.id, name: divisions.name })
    .from(divisions)
    .where(eq(divisions.id, wanted));
  if (!row) throw notFound('Division not found');
  return row;
}

const startOfToday = () => {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return today;
};

/**
 * `POST staff-fixations`: the badge names an employee (its mdmId); they may be marked at their
 * own division or where they hold an active part-time position. Arrival and departure alternate
 * within a day. The employee's row is locked, so two scans of one badge at once take turns.
 */
export async function fixStaff(
  tx: Transaction,
  user: AuthUser,
  body: StaffFixationCreate,
): Promise<StaffFixation> {
  const division = await fixationDivision(tx, user, body.divisionId);
  const [staff] = await tx.select().from(staffs).where(eq(staffs.mdmId, body.barcode)).for('update');
  if (!staff || staff.deletedAt) throw refuse('STAFF_UNKNOWN', `Unknown badge ${body.barcode}`);
  let positionName: string | null = null;
  if (staff.divisionId !== division.id) {
    const [position] = await tx
      .select({ positionName: staffPartTimePositions.positionName })
      .from(staffPartTimePositions)
      .where(
        and(
          eq(staffPartTimePositions.employeeId, staff.mdmId),
          eq(staffPartTimePositions.divisionId, division.id),
          eq(staffPartTimePositions.isActive, true),
        ),
      );
    if (!position)
      throw refuse('STAFF_NOT_AT_DIVISION', `${staff.mdmId} holds no position at ${division.name}`);
    positionName = position.positionName;
  }
  const [last] = await tx
    .select({ kind: staffFixations.kind })
    .from(staffFixations)
    .where(and(eq(staffFixations.mdmId, staff.mdmId), gte(staffFixations.fixedAt, startOfToday())))
    .orderBy(desc(staffFixations.fixedAt))
    .limit(1);
  const kind: StaffFixationKind = nextFixationKind(last?.kind ?? null);
  const [row] = await tx
    .insert(staffFixations)
    .values({ mdmId: staff.mdmId, divisionId: division.id, kind, positionName, fixedByUser: user.login })
    .returning();
  await recordAudit(tx, user, {
    action: 'create',
    entity: 'staff_fixations',
    entityId: row!.id,
    after: { mdmId: staff.mdmId, divisionId: division.id, kind },
  });
  return {
    id: row!.id,
    mdmId: staff.mdmId,
    staffName: [staff.lastName, staff.firstName].join(' '),
    divisionId: division.id,
    division: division.name,
    kind,
    positionName,
    fixedAt: row!.fixedAt.toISOString(),
    fixedByUser: user.login,
  };
}

/** `GET staff-fixations`: today's fixations at the division, newest first. */
export async function todaysFixations(
  executor: Executor,
  user: AuthUser,
  divisionId: string | undefined,
): Promise<StaffFixation[]> {
  const division = await fixationDivision(executor, user, divisionId);
  const rows = await executor
    .select({
      id: staffFixations.id,
      mdmId: staffFixations.mdmId,
      lastName: staffs.lastName,
      firstName: staffs.firstName,
      kind: staffFixations.kind,
      positionName: staffFixations.positionName,
      fixedAt: staffFixations.fixedAt,
      fixedByUser: staffFixations.fixedByUser,
    })
    .from(staffFixations)
    .innerJoin(staffs, eq(staffs.mdmId, staffFixations.mdmId))
    .where(and(eq(staffFixations.divisionId, division.id), gte(staffFixations.fixedAt, startOfToday())))
    .orderBy(desc(staffFixations.fixedAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    mdmId: row.mdmId,
    staffName: `${row.lastName} ${row.firstName}`,
    divisionId: division.id,
    division: division.name,
    kind: row.kind,
    positionName: row.positionName,
    fixedAt: row.fixedAt.toISOString(),
    fixedByUser: row.fixedByUser,
  }));
}
