import { CarOutlined } from '@ant-design/icons';
import { COURIER_BARCODE_PATTERN, type PudoPassItem, toLatinKeyboard } from '@console/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Flex, Input, List, Tag, Typography } from 'antd';
import { type ReactElement, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addError, addNotice } from '../../api/error-list.ts';
import { pathTo } from '../../app/route-paths.ts';
import { PageHeader } from '../layout/page-header.tsx';
import { fetchPudoParcels, passToCourier, pudoKeys } from './pudo-api.ts';
import './pudo.css';

const T = 'admin.pages.pudo_workplace';

/**
 * `pudo_pass_courier`: the courier shows their barcode (4 letters + 10 digits), the parcels leaving
 * the PUDO are ticked (all by default) and handed over in one call.
 */
export function PudoPassCourierPage(): ReactElement {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const outgoing = useQuery({
    queryKey: pudoKeys.parcels('outgoing'),
    queryFn: () => fetchPudoParcels('outgoing'),
  });
  const [courier, setCourier] = useState('');
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [result, setResult] = useState<PudoPassItem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const barcode = toLatinKeyboard(courier).trim().toUpperCase();
  const courierValid = COURIER_BARCODE_PATTERN.test(barcode);
  const chosen = useMemo(
    () =>
      (outgoing.data ?? [])
        .filter((parcel) => !unticked.has(parcel.parcelNumber))
        .map((parcel) => parcel.parcelNumber),
    [outgoing.data, unticked],
  );

  const toggle = (number: string) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (next.has(number)) next.delete(number);
      else next.add(number);
      return next;
    });

  const pass = async () => {
    setBusy(true);
    try {
      const items = await passToCourier(barcode, chosen);
      setResult(items);
      addNotice({
        type: 'success',
        title: t(`${T}.passed`, {
          n: items.filter((item) => item.outcome === 'passed').length,
          courier: barcode,
        }),
      });
      await queryClient.invalidateQueries({ queryKey: pudoKeys.all });
    } catch (error) {
      addError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={12} className="pudo-page">
      <PageHeader
        title={t('routes.pudo_pass_courier')}
        subtitle={t(`${T}.pass_subtitle`)}
        extra={<Link to={pathTo('pudo_workplace', {})}>{t(`${T}.back`)}</Link>}
      />
      <Card size="small">
        <Flex vertical gap={8}>
          <Input
            autoFocus
            size="large"
            value={courier}
            placeholder={t(`${T}.courier_placeholder`)}
            aria-label={t(`${T}.courier_placeholder`)}
            status={courier !== '' && !courierValid ? 'error' : undefined}
            onChange={(event) => setCourier(event.target.value)}
            data-testid="pudo-courier"
          />
          {courier !== '' && !courierValid && (
            <Typography.Text type="danger">{t(`${T}.courier_invalid`)}</Typography.Text>
          )}
          <List
            size="small"
            loading={outgoing.isLoading}
            dataSource={outgoing.data ?? []}
            locale={{ emptyText: t(`${T}.empty`) }}
            renderItem={(parcel) => (
              <List.Item key={parcel.parcelId}>
                <Checkbox
                  checked={!unticked.has(parcel.parcelNumber)}
                  onChange={() => toggle(parcel.parcelNumber)}
                >
                  <Typography.Text code>{parcel.parcelNumber}</Typography.Text> {parcel.recipientName}
                </Checkbox>
              </List.Item>
            )}
          />
          <Button
            type="primary"
            icon={<CarOutlined />}
            disabled={!courierValid || chosen.length === 0}
            loading={busy}
            onClick={() => void pass()}
            data-testid="pudo-pass"
          >
            {t(`${T}.pass_count`, { n: chosen.length })}
          </Button>
        </Flex>
      </Card>
      {result && (
        <Card size="small" title={t(`${T}.pass_result`)}>
          <List
            size="small"
            dataSource={result}
            renderItem={(item) => (
              <List.Item key={item.input}>
                <Typography.Text code>{item.parcelNumber ?? item.input}</Typography.Text>
                <Tag color={item.outcome === 'passed' ? 'green' : 'red'}>
                  {t(`${T}.pass_outcomes.${item.outcome}`)}
                </Tag>
              </List.Item>
            )}
          />
        </Card>
      )}
    </Flex>
  );
}
