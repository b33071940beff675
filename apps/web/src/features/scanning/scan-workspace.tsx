import {
  can,
  generateId,
  normalizeBarcode,
  SCAN_STATUS_TONES,
  type ScanAnswer,
  type ScannedItem,
  type ScanRegistry,
  scanProgress,
  tallyScans,
} from '@console/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Collapse,
  Descriptions,
  Flex,
  Input,
  type InputRef,
  Progress,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addError } from '../../api/error-list.ts';
import { ProductError } from '../../api/product-error.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { useCourierQueue } from '../courier-day/use-courier-queue.ts';
import { ToneTag } from '../layout/tone-tag.tsx';
import { ProblemParcelDialog, type ProblemParcelDraft } from './problem-parcel-dialog.tsx';
import { QueuedScans } from './queued-scans.tsx';
import { playScanSound, RESULT_STATUS } from './scan-sounds.ts';
import {
  closeScanRegistry,
  deleteScanRegistry,
  markAllScanned,
  postScan,
  removeScan,
  scanKeys,
} from './scanning-api.ts';
import './scanning.css';

const S = 'admin.pages.scanning';

type LastAnswer = ScanAnswer | { result: 'closed'; barcode: string };

/**
 * The scanning screen's working part (scan_edit, the processing hub): a barcode input that keeps
 * the focus (a keyboard-wedge scanner types the code and Enter), an answer with a sound and a
 * colour for every scan, live counts, the scans and the parcels still expected.
 */
export function ScanWorkspace(props: {
  registry: ScanRegistry;
  /** The processing hub: the answer shows in large where the parcel goes next. */
  sorting?: boolean;
  onClosed?: () => void;
  onDeleted?: () => void;
  extra?: ReactNode;
  /**
   * Mobile-app mode: each barcode goes to the phone's offline queue (a `hub_scan` action, sent in
   * order when the network is there) instead of straight to the server, so scanning goes on offline.
   */
  queued?: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const { registry } = props;
  const open = registry.status === 'Open';
  const input = useRef<InputRef>(null);
  const [value, setValue] = useState('');
  const [last, setLast] = useState<LastAnswer | null>(null);
  const [problem, setProblem] = useState<ProblemParcelDraft | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const key = scanKeys.detail(registry.id);
  const offline = useCourierQueue({
    enabled: Boolean(props.queued),
    trackPosition: false,
    onSent: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  const focus = useCallback(() => {
    if (open && !document.querySelector('.ant-modal-wrap')) input.current?.focus();
  }, [open]);
  useEffect(() => {
    focus();
  }, [focus]);
  // The focus comes back a moment after a blur or a dialog; never after the screen is gone (a timer
  // left running read `document` after the test environment was torn down).
  const refocusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusLater = useCallback(
    (ms: number) => {
      clearTimeout(refocusTimer.current);
      refocusTimer.current = setTimeout(focus, ms);
    },
    [focus],
  );
  useEffect(() => () => clearTimeout(refocusTimer.current), []);

  const apply = useCallback(
    (answer: ScanAnswer) => {
      queryClient.setQueryData<ScanRegistry>(key, (current) => {
        if (!current) return current;
        const added =
          answer.result !== 'alreadyScanned' &&
          answer.item !== null &&
          !current.items.some((item) => item.id === answer.item!.id)
            ? answer.item
            : null;
        const items = added ? [added, ...current.items] : current.items;
        const missing = answer.item?.parcelId
          ? current.missing.filter((entry) => entry.parcelNumber !== answer.barcode)
          : current.missing;
        return {
          ...current,
          items,
          missing,
          tally: added ? tallyScans([added], current.tally) : current.tally,
          scannedBarcodesAmount: answer.scannedBarcodesAmount,
          forScanBarcodesAmount: answer.forScanBarcodesAmount,
        };
      });
    },
    [queryClient, key],
  );

  // Scans are sent one after another in the order typed, so fast scanners keep their order.
  const submit = (raw: string) => {
    const barcode = normalizeBarcode(raw);
    setValue('');
    if (barcode.length < 4) return;
    if (props.queued) {
      const at = new Date().toISOString();
      void offline.add({ id: generateId(), type: 'hub_scan', at, registryId: registry.id, barcode });
      return;
    }
    queue.current = queue.current.then(async () => {
      try {
        const answer = await postScan(registry.id, barcode);
        playScanSound(answer.result);
        setLast(answer);
        apply(answer);
      } catch (error) {
        playScanSound('error');
        if (error instanceof ProductError && error.code === 'SCAN_REGISTRY_NOT_OPEN') {
          setLast({ result: 'closed', barcode });
          void queryClient.invalidateQueries({ queryKey: key });
        } else addError(error);
      }
    });
  };

  // The dialog, its message and the ring count alike: only parcels that move (`scanProgress`).
  const progress = scanProgress(registry);

  const close = () =>
    modal.confirm({
      title: t(`${S}.close`),
      content: [
        t(`${S}.close_confirm`, { number: registry.number, count: progress.moving }),
        progress.missing > 0 ? t(`${S}.close_missing`, { count: progress.missing }) : '',
      ]
        .filter(Boolean)
        .join(' '),
      okText: t(`${S}.close`),
      cancelText: t(`${S}.cancel`),
      onOk: async () => {
        try {
          const result = await closeScanRegistry(registry.id);
          message.success(t(`${S}.closed`, { number: registry.number, count: result.movedParcels }));
          await queryClient.invalidateQueries({ queryKey: scanKeys.all });
          props.onClosed?.();
        } catch (error) {
          addError(error);
          await queryClient.invalidateQueries({ queryKey: key });
        }
      },
      afterClose: focus,
    });

  const remove = () =>
    modal.confirm({
      title: t(`${S}.delete`),
      content: t(`${S}.delete_confirm`, { number: registry.number }),
      okType: 'danger',
      okText: t(`${S}.delete`),
      cancelText: t(`${S}.cancel`),
      onOk: async () => {
        try {
          await deleteScanRegistry(registry.id);
          await queryClient.invalidateQueries({ queryKey: scanKeys.all });
          props.onDeleted?.();
        } catch (error) {
          addError(error);
        }
      },
      afterClose: focus,
    });

  const takeBack = async (item: ScannedItem) => {
    try {
      await removeScan(registry.id, item.id);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      addError(error);
    }
    focus();
  };

  return (
    <Flex vertical gap={12} className="scan-workspace">
      <Card size="small">
        <Flex wrap gap={16} align="center" justify="space-between">
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              {
                key: 'type',
                label: t('registers.scanning.fields.type'),
                children: t(`${S}.types.${registry.type}`),
              },
              {
                key: 'status',
                label: t('registers.scanning.fields.status'),
                children: (
                  <ToneTag tone={SCAN_STATUS_TONES[registry.status]} data-testid="scan-status">
                    {t(`${S}.statuses.${registry.status}`)}
                  </ToneTag>
                ),
              },
              { key: 'division', label: t(`${S}.fields.division`), children: registry.division },
              ...(registry.divisionPart
                ? [
                    {
                      key: 'part',
                      label: t(`${S}.fields.divisionPart`),
                      children: registry.divisionPart.code,
                    },
                  ]
                : []),
              ...(registry.vehicleNumber
                ? [
                    {
                      key: 'vehicle',
                      label: t(`${S}.fields.vehicleNumber`),
                      children: registry.vehicleNumber,
                    },
                  ]
                : []),
              ...(registry.courierBarcode
                ? [
                    {
                      key: 'courier',
                      label: t(`${S}.fields.courier`),
                      children: `${registry.courierName ?? ''} (${registry.courierBarcode})`,
                    },
                  ]
                : []),
              ...(registry.destinationDivisions.length > 0
                ? [
                    {
                      key: 'destinations',
                      label: t(`${S}.fields.destinationDivisions`),
                      children: registry.destinationDivisions.map((division) => division.name).join(', '),
                    },
                  ]
                : []),
            ]}
          />
          <Space size="large" data-testid="scan-counts">
            <Statistic title={t(`${S}.scanned`)} value={registry.scannedBarcodesAmount} />
            <Statistic title={t(`${S}.expected`)} value={registry.forScanBarcodesAmount} />
            <Progress
              type="circle"
              size={56}
              percent={progress.percent}
              aria-label={t(`${S}.counts`, {
                scanned: registry.scannedBarcodesAmount,
                expected: registry.forScanBarcodesAmount,
              })}
              data-testid="scan-progress"
            />
          </Space>
        </Flex>
      </Card>

      <Card size="small">
        <Flex vertical gap={8}>
          <Input
            ref={input}
            size="large"
            value={value}
            disabled={!open}
            onChange={(event) => setValue(event.target.value)}
            onPressEnter={() => submit(value)}
            onBlur={() => focusLater(150)}
            placeholder={t(`${S}.barcode_placeholder`)}
            aria-label={t(`${S}.barcode`)}
            autoComplete="off"
            spellCheck={false}
            data-testid="scan-input"
          />
          {props.queued && (
            <QueuedScans registryId={registry.id} online={offline.online} entries={offline.entries} />
          )}
          {/* Always there, so that a screen reader hears each answer as it replaces the last. */}
          <div role="status" aria-live="polite" aria-atomic="true">
            {last && <AnswerBanner answer={last} sorting={props.sorting} />}
          </div>
        </Flex>
      </Card>

      <Flex wrap gap={8} justify="flex-end">
        {props.extra}
        {open && (
          <>
            {user && can(user, 'markAllShipments') && registry.forScanBarcodesAmount > 0 && (
              <Button
                onClick={async () => {
                  try {
                    const { added } = await markAllScanned(registry.id);
                    message.success(t(`${S}.marked_all`, { count: added }));
                    await queryClient.invalidateQueries({ queryKey: key });
                  } catch (error) {
                    addError(error);
                  }
                  focus();
                }}
              >
                {t(`${S}.mark_all`)}
              </Button>
            )}
            <Button danger onClick={remove}>
              {t(`${S}.delete`)}
            </Button>
            <Button type="primary" onClick={close} data-testid="scan-close">
              {t(`${S}.close`)}
            </Button>
          </>
        )}
      </Flex>

      <Card size="small" title={`${t(`${S}.items`)} (${registry.items.length})`}>
        <Table<ScannedItem>
          size="small"
          rowKey="id"
          dataSource={registry.items}
          pagination={{ pageSize: 15, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          data-testid="scan-items"
          columns={[
            { key: 'barcode', title: t(`${S}.columns.barcode`), dataIndex: 'barcode' },
            {
              key: 'shipment',
              title: t(`${S}.columns.shipment`),
              render: (_, item) => item.shipmentNumber ?? '—',
            },
            {
              key: 'result',
              title: t(`${S}.columns.result`),
              render: (_, item) =>
                !item.parcelId ? (
                  <Tag color="red">{t(`${S}.unknown_parcel`)}</Tag>
                ) : item.expected ? (
                  <Tag color="green">{t(`${S}.in_plan`)}</Tag>
                ) : (
                  <Tag color="orange">{t(`${S}.not_in_plan`)}</Tag>
                ),
            },
            {
              key: 'next',
              title: t(`${S}.columns.next`),
              render: (_, item) => item.nextDivision?.name ?? (item.parcelId ? t(`${S}.stays_here`) : '—'),
            },
            { key: 'by', title: t(`${S}.columns.by`), dataIndex: 'scannedBy' },
            {
              key: 'at',
              title: t(`${S}.columns.at`),
              render: (_, item) => dayjs(item.createdAt).format('HH:mm:ss'),
            },
            {
              key: 'actions',
              title: t(`${S}.columns.actions`),
              render: (_, item) => (
                <Space size={4} wrap>
                  <Button
                    size="small"
                    onClick={() =>
                      setProblem({
                        type: item.parcelId ? 'DamagedCargo' : 'UnknownCargo',
                        parcelNumbers: [item.barcode],
                        scanRegistryId: registry.id,
                      })
                    }
                  >
                    {item.parcelId ? t(`${S}.damaged`) : t(`${S}.unknown_cargo`)}
                  </Button>
                  {open && (
                    <Button size="small" type="text" onClick={() => takeBack(item)}>
                      {t(`${S}.remove_scan`)}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>

      <Collapse
        size="small"
        items={[
          {
            key: 'missing',
            label: `${t(`${S}.missing`)} (${registry.missing.length})`,
            children:
              registry.missing.length === 0 ? (
                <Typography.Text type="secondary">{t(`${S}.none_missing`)}</Typography.Text>
              ) : (
                <Typography.Paragraph className="scan-missing">
                  {registry.missing.map((entry) => entry.parcelNumber).join(', ')}
                </Typography.Paragraph>
              ),
          },
        ]}
      />

      <ProblemParcelDialog
        draft={problem}
        onClose={() => {
          setProblem(null);
          focusLater(200);
        }}
      />
    </Flex>
  );
}

function AnswerBanner(props: { answer: LastAnswer; sorting?: boolean }): ReactElement {
  const { t } = useTranslation();
  const { answer } = props;
  if (answer.result === 'closed')
    return (
      <div data-testid="scan-answer" data-result="closed">
        <Alert
          type="error"
          showIcon
          role="presentation"
          message={`${answer.barcode}: ${t(`${S}.results.closed`)}`}
        />
      </div>
    );
  const next = answer.item?.nextDivision;
  const where = next ? next.name : answer.item?.parcelId ? t('admin.pages.hubs.sorted_here') : null;
  return (
    <div data-testid="scan-answer" data-result={answer.result}>
      <Alert
        type={RESULT_STATUS[answer.result]}
        showIcon
        role="presentation"
        className={props.sorting ? 'scan-answer-sorting' : undefined}
        message={
          <Flex wrap gap={8} align="baseline">
            <strong>{t(`${S}.results.${answer.result}`)}</strong>
            <span>{answer.barcode}</span>
            {answer.item?.shipmentNumber && answer.item.shipmentNumber !== answer.barcode && (
              <Typography.Text type="secondary">{answer.item.shipmentNumber}</Typography.Text>
            )}
          </Flex>
        }
        description={
          where ? (
            <span className="scan-next" data-testid="scan-next">
              {props.sorting ? t('admin.pages.hubs.sort_to') : t(`${S}.next_division`)}:{' '}
              <strong>{where}</strong>
            </span>
          ) : undefined
        }
      />
    </div>
  );
}
