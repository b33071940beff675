import type { ConditionNotice, Visit } from '@console/domain';
import { Alert, Flex } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useShipmentConditionChecks } from './condition-api.ts';
import { ck } from './condition-words.ts';

function ids(visit: Visit, status: string): string[] {
  return visit.documents
    .filter((document) => document.documentType === 'Shipment' && document.status === status)
    .map((document) => document.documentId);
}

/**
 * What the conditions of shipment say about the visit's documents (registers §3.1): a Blocking one
 * warns before the clerk tries to accept (the server refuses it then), informing ones show their
 * message at acceptance or issuance.
 */
export function ConditionNotices(props: { visit: Visit; editable: boolean }): ReactElement | null {
  const { t } = useTranslation();
  const accepting = props.editable ? ids(props.visit, 'Acceptance') : [];
  const issuing = props.editable ? ids(props.visit, 'Issuance') : [];
  const atAcceptance = useShipmentConditionChecks(accepting, 'acceptance', props.visit.id);
  const atIssuance = useShipmentConditionChecks(issuing, 'issuance', props.visit.id);
  const checks = [...(atAcceptance.data ?? []), ...(atIssuance.data ?? [])];
  const notices: { key: string; kind: 'blocking' | 'informing'; notice: ConditionNotice }[] = checks.flatMap(
    (check) => [
      ...check.blocking.map((notice) => ({
        key: `${check.shipmentId}-${notice.id}`,
        kind: 'blocking' as const,
        notice,
      })),
      ...check.informing.map((notice) => ({
        key: `${check.shipmentId}-${notice.id}`,
        kind: 'informing' as const,
        notice,
      })),
    ],
  );
  if (notices.length === 0) return null;
  return (
    <Flex vertical gap={8} data-testid="condition-notices">
      {notices.map(({ key, kind, notice }) => (
        <Alert
          key={key}
          type={kind === 'blocking' ? 'error' : 'warning'}
          showIcon
          message={`${t(ck(`notices.${kind}`))}: ${notice.name}`}
          description={t(ck(`errors.${notice.errorCode}`), { defaultValue: notice.message })}
        />
      ))}
    </Flex>
  );
}
