import { SearchOutlined } from '@ant-design/icons';
import {
  REGISTERS,
  SHIPMENT_PAYMENT_STATUS_TONES,
  type Shipment,
  type ShipmentParty,
  toLatinKeyboard,
  VISIT_SEARCH_MAX_LENGTH,
  VISIT_SEARCH_MIN_LENGTH,
} from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Descriptions,
  Empty,
  Flex,
  Input,
  type InputRef,
  Modal,
  Space,
  Spin,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDelayedLoading } from '../../api/use-delayed-loading.ts';
import { pathTo } from '../../app/route-paths.ts';
import { ToneTag } from '../layout/tone-tag.tsx';
import { DATE_TIME_FORMAT } from '../registers/list/cell-format.ts';
import { useReferenceLabels } from '../registers/reference/use-reference-search.ts';
import { ShipmentStatusTag } from '../shipments/shipment-status-tag.tsx';
import { fetchShipmentsByIds, searchForVisit } from '../visits/visit-api.ts';
import { visitErrorText } from '../visits/visit-errors.ts';

const T = 'admin.pages.employee_workplace.check_status';

export const statusCheckKeys = {
  all: ['shipments', 'status-check'] as const,
  search: (text: string) => [...statusCheckKeys.all, text] as const,
};

/** A shipment or parcel number as the visit search takes it: 4 to 14 characters (registers §9). */
export function isStatusSearchText(text: string): boolean {
  const value = text.trim();
  return value.length >= VISIT_SEARCH_MIN_LENGTH && value.length <= VISIT_SEARCH_MAX_LENGTH;
}

/**
 * The shipments the visit search finds for a number (`GET shipments/visit-search/{text}`), read by
 * id in chunks of 15. A client's (CID) group is left out: it names a person, not a parcel.
 */
export async function findShipmentsForStatus(text: string, signal: AbortSignal): Promise<Shipment[]> {
  const groups = await searchForVisit(text, signal);
  const ids = groups.filter((group) => group.type === 'shipments').flatMap((group) => group.ids);
  return ids.length > 0 ? fetchShipmentsByIds(ids, signal) : [];
}

/**
 * "Check parcel status" of the employee workplace (registers §2.4): a scanned or typed shipment or
 * parcel number, Cyrillic and Polish keys read as Latin; Enter searches, Esc closes.
 */
export function CheckStatusDialog({ onClose }: { onClose(): void }): ReactElement {
  const { t } = useTranslation();
  const inputRef = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const result = useQuery({
    queryKey: statusCheckKeys.search(searched ?? ''),
    queryFn: ({ signal }) => findShipmentsForStatus(searched ?? '', signal),
    enabled: searched !== null,
    staleTime: 0,
    retry: false,
  });
  const showLoader = useDelayedLoading(result.isFetching);

  const search = () => {
    const value = text.trim();
    if (!isStatusSearchText(value)) return setInvalid(true);
    setInvalid(false);
    if (value === searched) void result.refetch();
    else setSearched(value);
  };

  return (
    <Modal
      open
      width={480}
      title={t(`${T}.title`)}
      footer={null}
      onCancel={onClose}
      afterOpenChange={(open) => open && inputRef.current?.focus()}
    >
      <Flex vertical gap={12}>
        <Flex vertical gap={4}>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              ref={inputRef}
              autoFocus
              value={text}
              aria-label={t(`${T}.label`)}
              placeholder={t(`${T}.placeholder`)}
              maxLength={VISIT_SEARCH_MAX_LENGTH}
              status={invalid ? 'error' : undefined}
              aria-invalid={invalid}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                setText(toLatinKeyboard(event.target.value));
                setInvalid(false);
              }}
              onPressEnter={search}
            />
            <Button type="primary" icon={<SearchOutlined />} onClick={search}>
              {t(`${T}.search`)}
            </Button>
          </Space.Compact>
          {invalid ? (
            <Typography.Text type="danger" role="alert">
              {t(`${T}.length`, { min: VISIT_SEARCH_MIN_LENGTH, max: VISIT_SEARCH_MAX_LENGTH })}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">{t(`${T}.hint`)}</Typography.Text>
          )}
        </Flex>
        {showLoader && !result.data && <Spin />}
        {result.isError && (
          <Alert
            type="error"
            showIcon
            title={t(`${T}.failed`)}
            description={visitErrorText(t, result.error)}
          />
        )}
        {result.isSuccess && result.data.length === 0 && (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(`${T}.nothing_found`, { text: searched })}
          />
        )}
        {result.isSuccess && result.data.length > 0 && (
          <ShipmentStatusList shipments={result.data} onOpen={onClose} />
        )}
      </Flex>
    </Modal>
  );
}

function ShipmentStatusList(props: { shipments: readonly Shipment[]; onOpen(): void }): ReactElement {
  const { t } = useTranslation();
  const divisionIds = [
    ...new Set(
      props.shipments.flatMap((shipment) =>
        [shipment.firstLogisticDivisionId, shipment.lastLogisticDivisionId].filter(
          (id): id is string => id !== null,
        ),
      ),
    ),
  ];
  const divisions = useReferenceLabels(REGISTERS.divisions, divisionIds);
  const division = (id: string | null) => (id === null ? null : (divisions[id] ?? id));

  return (
    <ul className="status-check-results" aria-label={t(`${T}.results`)}>
      {props.shipments.map((shipment) => {
        const first = division(shipment.firstLogisticDivisionId);
        const last = division(shipment.lastLogisticDivisionId);
        const items = [
          { key: 'last_change', label: t(`${T}.last_change`), children: formatDate(shipment.updatedAt) },
          {
            key: 'route',
            label: t(`${T}.route`),
            children: `${partyText(shipment.sender)} → ${partyText(shipment.recipient)}`,
          },
          {
            key: 'payment',
            label: t(`${T}.payment`),
            children: (
              <ToneTag tone={SHIPMENT_PAYMENT_STATUS_TONES[shipment.paymentStatus]}>
                {t(`registers.shipments.options.paymentStatus.${shipment.paymentStatus}`, {
                  defaultValue: shipment.paymentStatus,
                })}
              </ToneTag>
            ),
          },
          ...(first ? [{ key: 'first_division', label: t(`${T}.first_division`), children: first }] : []),
          ...(last ? [{ key: 'last_division', label: t(`${T}.last_division`), children: last }] : []),
        ];
        return (
          <li key={shipment.id} className="status-check-result">
            <Flex align="center" gap={8} wrap>
              <Typography.Text strong copyable>
                {shipment.number}
              </Typography.Text>
              <ShipmentStatusTag status={shipment.status} />
              <Link
                className="status-check-open"
                to={pathTo('one_shipment', { collection: 'shipments', id: shipment.id, mode: 'edit' })}
                aria-label={t(`${T}.open_label`, { number: shipment.number })}
                onClick={props.onOpen}
              >
                {t(`${T}.open`)}
              </Link>
            </Flex>
            <Descriptions size="small" column={1} items={items} />
          </li>
        );
      })}
    </ul>
  );
}

function partyText(party: ShipmentParty): string {
  const place = [party.addressParts?.city, party.countryCode].filter(Boolean).join(', ');
  return place ? `${party.name} (${place})` : party.name;
}

function formatDate(value: string): string {
  return dayjs(value).isValid() ? dayjs(value).format(DATE_TIME_FORMAT) : value;
}
