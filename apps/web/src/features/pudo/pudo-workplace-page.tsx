import { CarOutlined, ExportOutlined, FileSearchOutlined, ImportOutlined } from '@ant-design/icons';
import {
  isPudoMode,
  NOT_PUDO_WORKPLACE_MESSAGE,
  type PudoParcelState,
  type PudoReceivingMethod,
} from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Statistic, Tabs } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { addNotice } from '../../api/error-list.ts';
import { pathTo } from '../../app/route-paths.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { PageHeader } from '../layout/page-header.tsx';
import { CreateScanDialog } from '../scanning/create-scan-dialog.tsx';
import { createVisit } from '../visits/visit-api.ts';
import { reportVisitError } from '../visits/visit-errors.ts';
import { fetchPudoParcels, fetchPudoSummary, openPudoReceivingScan, pudoKeys } from './pudo-api.ts';
import { PudoParcelTable } from './pudo-parcel-table.tsx';
import { ReceivingMethodDialog } from './receiving-method-dialog.tsx';
import './pudo.css';

const T = 'admin.pages.pudo_workplace';

/**
 * The pickup-point workplace (`pudo_workplace`, registers §2.4 and §6 "PUDO mode"). Receiving is a
 * scan of the PUDO (registers §4 "After a scan is created"): the receiving method, then the
 * unloading-courier dialog with its PUDO title, then scan_edit (manual) or pudo_auto_accept (auto).
 */
export function PudoWorkplacePage(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const summary = useQuery({ queryKey: pudoKeys.summary(), queryFn: fetchPudoSummary, staleTime: 0 });
  const [list, setList] = useState<PudoParcelState>('arrived');
  const atPudo = summary.data?.division?.divisionCategory === 'PUDO';
  const parcels = useQuery({
    queryKey: pudoKeys.parcels(list),
    queryFn: () => fetchPudoParcels(list),
    enabled: atPudo,
    staleTime: 0,
  });
  const [choosing, setChoosing] = useState(false);
  const [method, setMethod] = useState<PudoReceivingMethod | null>(null);
  const pudoMode = user ? isPudoMode(user, { route: 'pudo_workplace' }) : false;

  const chooseMethod = (chosen: PudoReceivingMethod) => {
    setChoosing(false);
    setMethod(chosen);
  };

  const openScan = (id: string) => {
    const auto = method === 'auto';
    setMethod(null);
    void navigate(
      auto ? pathTo('pudo_auto_accept', { id }) : pathTo('scan_edit', { id }, { from: 'pudo_workplace' }),
    );
  };

  // Issuing runs in a counter visit opened from here; outside PUDO mode the spec's refusal.
  const issue = async () => {
    if (!pudoMode || !atPudo) {
      addNotice({ type: 'error', title: t(`${T}.not_pudo`, { defaultValue: NOT_PUDO_WORKPLACE_MESSAGE }) });
      return;
    }
    try {
      const visit = await createVisit('pudo_workplace');
      await navigate(pathTo('visit', { id: visit.id }, { from: 'pudo_workplace', job: 'issue' }));
    } catch (error) {
      reportVisitError(t, error);
    }
  };

  const counts = summary.data;
  return (
    <Flex vertical gap={12} className="pudo-page">
      <PageHeader
        title={t('routes.pudo_workplace')}
        subtitle={
          counts?.division ? `${counts.division.name} (${counts.division.number})` : t(`${T}.subtitle`)
        }
      />
      {summary.isSuccess && !atPudo && (
        <Alert type="warning" showIcon title={t(`${T}.not_pudo`)} description={t(`${T}.not_pudo_hint`)} />
      )}
      <nav className="pudo-actions" aria-label={t(`${T}.actions`)}>
        <Button type="primary" icon={<ImportOutlined />} onClick={() => setChoosing(true)} disabled={!atPudo}>
          {t(`${T}.receive`)}
        </Button>
        <Button icon={<ExportOutlined />} onClick={() => void issue()} data-testid="pudo-issue">
          {t(`${T}.issue`)}
        </Button>
        <Button
          icon={<CarOutlined />}
          onClick={() => void navigate(pathTo('pudo_pass_courier', {}))}
          disabled={!atPudo}
        >
          {t(`${T}.pass_courier`)}
        </Button>
        <Button icon={<FileSearchOutlined />} onClick={() => void navigate(pathTo('pudo_check_parcel', {}))}>
          {t(`${T}.check_parcel`)}
        </Button>
      </nav>
      {atPudo && counts && (
        <Flex wrap gap={12} className="pudo-counters">
          {(['expected', 'arrived', 'outgoing'] as const).map((state) => (
            <Card key={state} size="small" className="pudo-counter" data-testid={`pudo-count-${state}`}>
              <Statistic title={t(`${T}.states.${state}`)} value={counts[state]} />
            </Card>
          ))}
        </Flex>
      )}
      {atPudo && (
        <Card size="small">
          <Tabs
            activeKey={list}
            onChange={(key) => setList(key as PudoParcelState)}
            items={(['arrived', 'expected', 'outgoing'] as const).map((state) => ({
              key: state,
              label: t(`${T}.states.${state}`),
              children: (
                <PudoParcelTable
                  parcels={state === list ? (parcels.data ?? []) : []}
                  loading={parcels.isLoading}
                  testId={`pudo-list-${state}`}
                />
              ),
            }))}
          />
        </Card>
      )}
      <ReceivingMethodDialog open={choosing} onCancel={() => setChoosing(false)} onSelect={chooseMethod} />
      <CreateScanDialog
        type={method ? 'UnloadingCourier' : null}
        pudo
        create={(values) => openPudoReceivingScan({ vehicleNumber: values.vehicleNumber?.trim() ?? '' })}
        onClose={() => setMethod(null)}
        onCreated={openScan}
      />
    </Flex>
  );
}
