import type { HubScanAction, ScanAnswer } from '@console/domain';
import type { Transaction } from '../../db/database.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { requireInScope } from '../../http/record-scope.ts';
import { SCAN_REGISTRY_SCOPE, scanBarcode } from '../scanning/scan-service.ts';
import { mayWorkScans } from '../scanning/scanning-access.ts';
import { Refusal } from './courier-refusal.ts';

/**
 * A barcode scanned into a scan registry on the phone, queued offline (issue 26): the scan page's
 * `POST scan-registry/{id}/scans` with the route's own rules — SCAN_WORK, then the registry in the
 * caller's scope (the record scope the scanning routes declare) — checked per action, since the
 * batch's route has no registry in its path. A closed registry (422) or a missing one (404) is
 * refused through `asRefusal` with scanBarcode's words; a barcode scanned before adds nothing and
 * is refused here, so the phone shows that the scan did not count.
 */
export async function applyHubScan(tx: Transaction, user: AuthUser, action: HubScanAction): Promise<string> {
  if (!mayWorkScans(user))
    throw new Refusal('SCAN_NOT_ALLOWED', 'You may not scan into scan registries: ask your supervisor');
  await requireInScope(tx, SCAN_REGISTRY_SCOPE, user, action.registryId);
  const answer = await scanBarcode(tx, user, action.registryId, action.barcode);
  if (answer.result === 'alreadyScanned')
    throw new Refusal('BARCODE_ALREADY_SCANNED', 'This barcode is already scanned into this registry');
  return scannedMessage(answer);
}

/** What the hub clerk reads for a scan that counted: as the scan page's answer says it. */
function scannedMessage(answer: ScanAnswer): string {
  const next = answer.item?.nextDivision ? `; next: ${answer.item.nextDivision.name}` : '';
  if (answer.result === 'expected') return `Scanned, in the plan${next}`;
  if (answer.result === 'unexpected') return `Scanned, not in this registry's plan${next}`;
  // As on the scan page, a barcode no parcel carries is kept in the registry for a problem parcel.
  return 'Scanned, but no parcel has this barcode: report it as unknown cargo';
}
