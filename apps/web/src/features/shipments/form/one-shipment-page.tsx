import { REGISTERS } from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isRecordNotFound } from '../../../api/product-error.ts';
import { useDelayedLoading } from '../../../api/use-delayed-loading.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { useRegisterRecord } from '../../registers/register-api.ts';
import { fetchVisit, visitKeys } from '../../visits/visit-api.ts';
import { useSyncTabWithRoute } from '../../workspace-tabs/index.ts';
import { useShipment } from '../shipment-api.ts';
import { ShipmentForm } from './shipment-form.tsx';
import { readShipmentFormQuery, type ShipmentFormQuery } from './shipment-form-query.ts';
import { blankShipmentValues, shipmentFormValues } from './shipment-form-values.ts';

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** `one_shipment` (`/one_shipment/:collection/:id/:mode`): create with id `new`, or edit. */
export function OneShipmentPage(): ReactElement {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const query = readShipmentFormQuery(searchParams);
  const creating = params.mode === 'create';
  return creating ? (
    <NewShipment key={searchParams.toString()} query={query} />
  ) : (
    <ExistingShipment key={params.id} id={params.id ?? ''} query={query} />
  );
}

/** A blank draft: the user's division and its settlement as the sender's, the query's presets. */
function NewShipment({ query }: { query: ShipmentFormQuery }): ReactElement | null {
  const params = useParams();
  const tabKey = useSyncTabWithRoute('one_shipment', params, {
    kind: 'i18n',
    value: 'admin.pages.shipments.form.title_new',
  });
  const { data: user } = useCurrentUser();
  const divisionId = query.division ?? user?.division?.id ?? null;
  const division = useRegisterRecord(REGISTERS.divisions, divisionId ?? undefined);
  const company = useRegisterRecord(REGISTERS.companies, query.cidSenderCompanyTin ?? undefined);
  const source = useShipment(query.duplicateSenderOf ?? undefined);
  const client = useVisitClient(query);
  const loading = !user || division.isLoading || company.isLoading || source.isLoading || client.isLoading;
  const showLoader = useDelayedLoading(loading);
  if (loading) return showLoader ? <Skeleton active paragraph={{ rows: 12 }} /> : null;

  const initialValues = blankShipmentValues({
    senderCountryCode: user.division?.countryCode ?? user.countryProfile.countryCode,
    senderDivisionId: divisionId,
    senderSettlementId: text(division.data?.settlementId),
    senderCompanyTin: query.cidSenderCompanyTin,
    senderCompanyName: text(company.data?.name),
    sender: source.data?.sender ?? null,
    senderClient: client.data,
  });
  return (
    <ShipmentForm
      shipment={null}
      initialValues={initialValues}
      query={query}
      tabKey={tabKey}
      onReload={() => {}}
    />
  );
}

/** The CID customer of the form's visit, when the form was opened for them. */
function useVisitClient(query: ShipmentFormQuery) {
  const { visitId, cid } = query;
  return useQuery({
    queryKey: visitKeys.detail(visitId ?? ''),
    queryFn: () => fetchVisit(visitId ?? ''),
    enabled: Boolean(visitId && cid),
    select: (visit) =>
      visit.cid && visit.cid.id === cid
        ? {
            cid: visit.cid.id,
            name: visit.cid.profile.name,
            phone: visit.cid.profile.phones[0]?.phone ?? null,
          }
        : null,
  });
}

function ExistingShipment({ id, query }: { id: string; query: ShipmentFormQuery }): ReactElement | null {
  const { t } = useTranslation();
  const params = useParams();
  const shipment = useShipment(id);
  const tabKey = useSyncTabWithRoute(
    'one_shipment',
    params,
    shipment.data ? { kind: 'text', value: shipment.data.number } : undefined,
  );
  const showLoader = useDelayedLoading(shipment.isPending);
  if (shipment.isError) {
    const notFound = isRecordNotFound(shipment.error);
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t('admin.pages.shipments.form.not_found') : shipment.error.message}
        extra={<Button onClick={() => void shipment.refetch()}>{t('app.retry')}</Button>}
      />
    );
  }
  if (!shipment.data) return showLoader ? <Skeleton active paragraph={{ rows: 12 }} /> : null;
  return (
    <ShipmentForm
      // A refetch that brings the same version keeps what is typed; a saved or reloaded version replaces it.
      key={`${shipment.data.id}.${shipment.data.lockVersion}.${shipment.data.status}`}
      shipment={shipment.data}
      initialValues={shipmentFormValues(shipment.data)}
      query={query}
      tabKey={tabKey}
      onReload={() => void shipment.refetch()}
    />
  );
}
