import { Flex, Tag, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueuedAction } from '../courier-day/action-queue.ts';

const S = 'admin.pages.scanning';
const D = 'admin.pages.courier_day';
const STATE_COLORS = { pending: 'gold', sent: 'green', refused: 'red' } as const;

/**
 * The scans of one registry in the phone's offline queue (mobile-app mode), newest first: waiting
 * to be sent, sent (with the server's answer), or refused with the server's words.
 */
export function QueuedScans(props: {
  registryId: string;
  online: boolean;
  entries: readonly QueuedAction[];
}): ReactElement {
  const { t } = useTranslation();
  const scans = props.entries
    .flatMap((entry) =>
      entry.action.type === 'hub_scan' && entry.action.registryId === props.registryId
        ? [{ seq: entry.seq, state: entry.state, message: entry.message, barcode: entry.action.barcode }]
        : [],
    )
    .reverse();
  return (
    <Flex vertical gap={4} data-testid="scan-queue">
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary">{t(`${S}.queued_scans`)}</Typography.Text>
        <Tag color={props.online ? 'green' : 'default'} data-testid="network-state">
          {t(props.online ? `${D}.online` : `${D}.offline`)}
        </Tag>
      </Flex>
      {scans.length === 0 ? (
        <Typography.Text type="secondary">{t(`${S}.queued_hint`)}</Typography.Text>
      ) : (
        <ul className="scan-queue">
          {scans.map((scan) => (
            <li key={scan.seq} data-testid="queued-scan" data-state={scan.state} data-barcode={scan.barcode}>
              <span>{scan.barcode}</span>{' '}
              <Tag color={STATE_COLORS[scan.state]}>{t(`${D}.state_${scan.state}`)}</Tag>
              {scan.message && <Typography.Text type="secondary">{scan.message}</Typography.Text>}
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
