import type { CompanyCrm } from '@console/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { validationFailed } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { countries } from '../countries/countries-table.ts';
import { companies } from './companies-table.ts';

type CompanyRow = typeof companies.$inferSelect;

/**
 * `POST companies-crm` (registers §7 "Catalogue"): the counter registers a company by its tin, or
 * updates the one it has. What the body leaves out keeps its stored value; a company marked deleted
 * is registered again. The register itself stays read-only (platform §6 "None: companies"): this
 * is the one way in, and each call leaves an audit row.
 */
export async function upsertCompanyFromCounter(
  tx: Transaction,
  user: AuthUser,
  body: CompanyCrm,
): Promise<{ company: CompanyRow; created: boolean }> {
  const [country] = await tx
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.code, body.countryCode));
  if (!country) throw validationFailed({ countryCode: 'any.invalid' });
  const [before] = await tx.select().from(companies).where(eq(companies.tin, body.tin)).for('update');
  const given = {
    name: body.name,
    countryCode: body.countryCode,
    ...(body.manager !== undefined && { manager: body.manager }),
    ...(body.emails !== undefined && { emails: body.emails }),
    ...(body.phones !== undefined && { phones: body.phones }),
    ...(body.ownershipForm !== undefined && { ownershipForm: body.ownershipForm }),
    ...(body.legalAddress !== undefined && { legalAddress: body.legalAddress }),
    ...(body.actualAddress !== undefined && { actualAddress: body.actualAddress }),
  };
  const [company] = before
    ? await tx
        .update(companies)
        .set({ ...given, deletedAt: null, updatedAt: new Date() })
        .where(eq(companies.tin, body.tin))
        .returning()
    : await tx
        .insert(companies)
        .values({ tin: body.tin, ...given })
        .returning();
  await recordAudit(tx, user, {
    action: before ? 'update' : 'create',
    entity: 'companies',
    entityId: body.tin,
    before: before ?? null,
    after: company,
  });
  return { company: company!, created: !before };
}
