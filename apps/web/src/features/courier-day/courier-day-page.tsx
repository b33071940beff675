import { type CourierStop, formatMoney, fromMinor, generateId, geoUri, minorUnitsOf } from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, List, Skeleton, Tag, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type QueuedAction, stopIdOf } from './action-queue.ts';
import { courierDayKeys, fetchCourierDay } from './courier-day-api.ts';
import { DeliverDialog, FailDialog, PaymentDialog, ScanDialog } from './stop-dialogs.tsx';
import { useCourierQueue } from './use-courier-queue.ts';
import './courier-day.css';

const T = 'admin.pages.courier_day';
const STATE_COLORS = { pending: 'gold', sent: 'green', refused: 'red' } as const;

const windowOf = (stop: CourierStop, zone: string) => {
  const time = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(
      new Date(iso),
    );
  return stop.timeFrom && stop.timeTo ? `${time(stop.timeFrom)}–${time(stop.timeTo)}` : null;
};

/**
 * The courier's day on a phone (issue 26, the personal task in mobile-app mode): today's stops in the
 * route's order, each delivered with proof or failed with a reason. Actions go to the offline queue
 * first and are sent in order when the network is there.
 */
export function CourierDayPage(): ReactElement {
  const { t } = useTranslation();
  const day = useQuery({ queryKey: courierDayKeys.today(), queryFn: fetchCourierDay, retry: false });
  const { online, entries, add } = useCourierQueue();
  const [delivering, setDelivering] = useState<CourierStop | null>(null);
  const [failing, setFailing] = useState<CourierStop | null>(null);
  const [collecting, setCollecting] = useState<CourierStop | null>(null);
  const [scanning, setScanning] = useState<CourierStop | null>(null);
  const base = (stop: CourierStop) => ({
    id: generateId(),
    stopId: stop.id,
    at: new Date().toISOString(),
  });
  const lastOf = (stop: CourierStop): QueuedAction | undefined =>
    entries.findLast((entry) => stopIdOf(entry.action) === stop.id);
  // Cash taken does not close the stop: only a delivery, a failure or a pickup scan does.
  const closingOf = (stop: CourierStop): QueuedAction | undefined =>
    entries.findLast((entry) => stopIdOf(entry.action) === stop.id && entry.action.type !== 'collect_cash');
  const cashTaken = (stop: CourierStop) =>
    entries.some(
      (entry) =>
        stopIdOf(entry.action) === stop.id &&
        entry.action.type === 'collect_cash' &&
        entry.state !== 'refused',
    );
  const counts = { pending: 0, sent: 0, refused: 0 };
  for (const entry of entries) counts[entry.state] += 1;

  return (
    <div className="courier-day">
      <Flex justify="space-between" align="center">
        <Typography.Title level={4}>{t('routes.personal_task')}</Typography.Title>
        <Tag color={online ? 'green' : 'default'} data-testid="network-state">
          {t(online ? `${T}.online` : `${T}.offline`)}
        </Tag>
      </Flex>
      <Flex gap={4} wrap data-testid="queue-counts">
        {(['pending', 'sent', 'refused'] as const).map((state) => (
          <Tag key={state} color={STATE_COLORS[state]}>
            {t(`${T}.state_${state}`)}: {counts[state]}
          </Tag>
        ))}
      </Flex>
      {day.isError && <Alert type="error" title={day.error.message} />}
      {day.isPending ? (
        <Skeleton active />
      ) : day.data && day.data.stops.length === 0 ? (
        <Empty description={t(`${T}.no_stops`)} />
      ) : (
        <List
          dataSource={day.data?.stops ?? []}
          renderItem={(stop) => {
            const last = lastOf(stop);
            const closing = closingOf(stop);
            const open = stop.status === 'pending' && (!closing || closing.state === 'refused');
            const window = windowOf(stop, day.data!.timeZone);
            return (
              <Card size="small" className="courier-day-stop" data-testid={`stop-${stop.position}`}>
                <Flex justify="space-between" align="flex-start" gap={8}>
                  <Typography.Text strong>
                    {stop.position}. {stop.address}
                  </Typography.Text>
                  <Tag>{t(`${T}.kind_${stop.kind}`)}</Tag>
                </Flex>
                <Flex gap={8} wrap>
                  {window && <Typography.Text type="secondary">{window}</Typography.Text>}
                  <Tag color={stop.status === 'done' ? 'green' : stop.status === 'failed' ? 'red' : 'blue'}>
                    {t(`${T}.status_${stop.status}`)}
                  </Tag>
                  {last && (
                    <Tag color={STATE_COLORS[last.state]} data-testid="stop-queue-state">
                      {t(`${T}.state_${last.state}`)}
                    </Tag>
                  )}
                </Flex>
                {last?.state === 'refused' && <Alert type="warning" title={last.message} />}
                {stop.parcels.length > 0 && (
                  <Typography.Text type="secondary">
                    {stop.parcels.map((parcel) => parcel.barcode).join(', ')}
                  </Typography.Text>
                )}
                {stop.toCollect.map((due) => (
                  <Typography.Text key={due.currencyCode} strong>
                    {t(`${T}.to_collect`)}:{' '}
                    {formatMoney(
                      fromMinor(BigInt(due.amountMinor), minorUnitsOf(due.currencyCode)),
                      due.currencyCode,
                    )}{' '}
                    {due.currencyCode}
                  </Typography.Text>
                ))}
                <Flex gap={8} wrap className="courier-day-actions">
                  <Button href={geoUri(stop)}>{t(`${T}.navigate`)}</Button>
                  {open && stop.kind !== 'pickup' && stop.toCollect.length > 0 && !cashTaken(stop) && (
                    <Button onClick={() => setCollecting(stop)}>{t(`${T}.take_cash`)}</Button>
                  )}
                  {open && stop.kind === 'pickup' && (
                    <Button type="primary" onClick={() => setScanning(stop)}>
                      {t(`${T}.scan_parcels`)}
                    </Button>
                  )}
                  {open && stop.kind !== 'pickup' && (
                    <>
                      <Button type="primary" onClick={() => setDelivering(stop)}>
                        {t(`${T}.deliver`)}
                      </Button>
                      <Button danger onClick={() => setFailing(stop)}>
                        {t(`${T}.fail`)}
                      </Button>
                    </>
                  )}
                </Flex>
              </Card>
            );
          }}
        />
      )}
      {delivering && (
        <DeliverDialog
          stop={delivering}
          documentTypes={day.data?.documentTypes ?? []}
          online={online}
          onClose={() => setDelivering(null)}
          onDone={async (recipientName, proofs, identification) => {
            setDelivering(null);
            await add(
              {
                ...base(delivering),
                type: 'deliver',
                recipientName,
                ...(identification ? { identification } : {}),
              },
              proofs,
            );
          }}
        />
      )}
      {failing && (
        <FailDialog
          stop={failing}
          onClose={() => setFailing(null)}
          onDone={async (reason, next) => {
            setFailing(null);
            await add({ ...base(failing), type: 'fail', reason, ...(next ? { next } : {}) });
          }}
        />
      )}
      {collecting && (
        <PaymentDialog
          stop={collecting}
          onClose={() => setCollecting(null)}
          onDone={async (method, cardReference) => {
            setCollecting(null);
            for (const due of collecting.toCollect)
              await add({
                ...base(collecting),
                type: 'collect_cash',
                ...due,
                method,
                ...(cardReference ? { cardReference } : {}),
              });
          }}
        />
      )}
      {scanning && (
        <ScanDialog
          stop={scanning}
          onClose={() => setScanning(null)}
          onDone={async (barcodes) => {
            setScanning(null);
            await add({ ...base(scanning), type: 'pickup_scan', barcodes });
          }}
        />
      )}
    </div>
  );
}
