import { CheckOutlined } from '@ant-design/icons';
import type { PudoReceiveItem } from '@console/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, List, Tag, Typography } from 'antd';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addError } from '../../api/error-list.ts';
import { pathTo } from '../../app/route-paths.ts';
import { PageHeader } from '../layout/page-header.tsx';
import { autoAcceptAtPudo, fetchPudoParcels, pudoKeys } from './pudo-api.ts';
import { PudoParcelTable } from './pudo-parcel-table.tsx';
import { receiveLine } from './pudo-workplace-page.tsx';
import './pudo.css';

const T = 'admin.pages.pudo_workplace';
const TONE_TAG = { good: 'green', warn: 'orange', bad: 'red' } as const;

/**
 * `pudo_auto_accept` (registers §4 "in the PUDO workplace with auto receiving"): every parcel
 * expected at the PUDO is received at once. The page clicks its own complete control once the
 * expected parcels are shown (platform §2 "The pudo auto-accept tab clicks a complete-scan
 * control if present").
 */
export function PudoAutoAcceptPage(): ReactElement {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const expected = useQuery({
    queryKey: pudoKeys.parcels('expected'),
    queryFn: () => fetchPudoParcels('expected'),
  });
  const [received, setReceived] = useState<PudoReceiveItem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const completeRef = useRef<HTMLButtonElement>(null);
  const clicked = useRef(false);

  const complete = async () => {
    setBusy(true);
    try {
      setReceived(await autoAcceptAtPudo());
      await queryClient.invalidateQueries({ queryKey: pudoKeys.all });
    } catch (error) {
      addError(error);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (clicked.current || !expected.isSuccess || expected.data.length === 0) return;
    clicked.current = true;
    completeRef.current?.click();
  }, [expected.isSuccess, expected.data]);

  return (
    <Flex vertical gap={12} className="pudo-page">
      <PageHeader
        title={t('routes.pudo_auto_accept')}
        subtitle={t(`${T}.auto_subtitle`)}
        extra={<Link to={pathTo('pudo_workplace', {})}>{t(`${T}.back`)}</Link>}
      />
      {received === null ? (
        <Card
          size="small"
          title={t(`${T}.auto_expected`, { n: expected.data?.length ?? 0 })}
          extra={
            <Button
              ref={completeRef}
              type="primary"
              icon={<CheckOutlined />}
              loading={busy}
              disabled={!expected.data?.length}
              onClick={() => void complete()}
              data-testid="pudo-complete"
            >
              {t(`${T}.complete`)}
            </Button>
          }
        >
          <PudoParcelTable
            parcels={expected.data ?? []}
            loading={expected.isLoading}
            testId="pudo-auto-expected"
          />
        </Card>
      ) : (
        <Card
          size="small"
          title={t(`${T}.auto_done`, { n: received.filter((item) => item.outcome === 'received').length })}
        >
          {received.length === 0 && <Alert type="info" showIcon title={t(`${T}.auto_nothing`)} />}
          <List
            size="small"
            dataSource={received}
            data-testid="pudo-auto-received"
            renderItem={(item, index) => {
              const line = receiveLine(item, index);
              return (
                <List.Item key={line.key}>
                  <Typography.Text code>{line.text}</Typography.Text>
                  <Tag color={TONE_TAG[line.tone]}>{t(line.labelKey)}</Tag>
                </List.Item>
              );
            }}
          />
        </Card>
      )}
    </Flex>
  );
}
