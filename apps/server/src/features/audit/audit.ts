import type { Database, Transaction } from '../../db/database.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { auditLog } from './audit-table.ts';

export interface AuditEntry {
  action: 'create' | 'update' | 'delete' | 'restore' | (string & {});
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Leaves the audit row of a write; call it inside the write's transaction. */
export async function recordAudit(
  executor: Database | Transaction,
  user: AuthUser | null,
  entry: AuditEntry,
) {
  await executor.insert(auditLog).values({
    userId: user?.id || null,
    userLogin: user?.login ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
