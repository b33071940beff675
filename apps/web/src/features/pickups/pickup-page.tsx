import { isArrivalNotOrdered, PICKUP_STATUS_TONES, type Pickup, type PickupCreate } from '@console/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Skeleton, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useRouteName } from '../../app/route-handle.ts';
import { pathTo } from '../../app/route-paths.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { PageHeader } from '../layout/page-header.tsx';
import { ToneTag } from '../layout/tone-tag.tsx';
import { replacingTab, useSyncTabWithRoute } from '../workspace-tabs/use-sync-tab-with-route.ts';
import { PickupActions } from './pickup-actions.tsx';
import { PickupAddressChange } from './pickup-address-change.tsx';
import { createPickup, fetchPickup, pickupKeys } from './pickup-api.ts';
import { PickupContactChange } from './pickup-contact-change.tsx';
import { PickupForm } from './pickup-form.tsx';
import { PickupShipments } from './pickup-shipments.tsx';
import './pickups.css';
import { useKeyboardScrollable } from '../layout/keyboard-scrollable.ts';

const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—');

/**
 * pickups_create (a new pickup, or a Draft being completed: registers §2.4) and pickups_view (a
 * pickup by id). A pickup past Draft asked for on pickups_create moves to its view.
 */
export function PickupPage(): ReactElement {
  const { t } = useTranslation();
  const routeName = useRouteName() ?? 'pickups_view';
  const params = useParams();
  const id = params.id;
  const tabKey = useSyncTabWithRoute(routeName, params);
  if (!id) return <NewPickup tabKey={tabKey} />;
  return (
    <PickupView
      key={id}
      id={id}
      title={t(routeName === 'pickups_create' ? 'routes.pickups_create' : 'routes.pickups_view')}
      draftRoute={routeName === 'pickups_create'}
    />
  );
}

function NewPickup({ tabKey }: { tabKey: string | null }): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (body: PickupCreate) => createPickup(body),
    onSuccess: (pickup) => {
      queryClient.setQueryData(pickupKeys.detail(pickup.id), pickup);
      void navigate(pathTo('pickups_view', { id: pickup.id }), {
        replace: true,
        state: replacingTab(tabKey),
      });
    },
  });
  return (
    <div className="pickup-page">
      <PageHeader
        title={t('routes.pickups_create')}
        subtitle={t('admin.pages.pickups.create_subtitle')}
        extra={<Link to={pathTo('pickups')}>{t('admin.pages.pickups.back')}</Link>}
      />
      <PickupForm
        defaultCountry={user?.division?.countryCode ?? 'PL'}
        saving={create.isPending}
        error={create.error}
        onSubmit={(body) => create.mutate(body)}
      />
    </div>
  );
}

function PickupView(props: { id: string; title: string; draftRoute: boolean }): ReactElement {
  const { id, title } = props;
  const { t } = useTranslation();
  const historyScroller = useKeyboardScrollable(t('admin.pages.pickups.history'));
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: pickupKeys.detail(id), queryFn: () => fetchPickup(id) });
  const onChanged = (pickup: Pickup | null) => {
    if (pickup) queryClient.setQueryData(pickupKeys.detail(id), pickup);
    else void queryClient.invalidateQueries({ queryKey: pickupKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: ['registers', 'pickups'] });
  };
  if (query.isPending) return <Skeleton active />;
  if (query.isError || !query.data)
    return (
      <Result
        status="404"
        title={t('admin.pages.pickups.not_found')}
        extra={<Link to={pathTo('pickups')}>{t('admin.pages.pickups.back')}</Link>}
      />
    );
  const pickup = query.data;
  if (props.draftRoute && pickup.status !== 'Draft')
    return <Navigate to={pathTo('pickups_view', { id })} replace />;
  const notOrdered = isArrivalNotOrdered(pickup);
  return (
    <div className="pickup-page">
      <PageHeader
        title={
          <>
            {title} {pickup.number}{' '}
            <ToneTag tone={PICKUP_STATUS_TONES[pickup.status]} data-testid="pickup-status">
              {t(`registers.pickups.options.status.${pickup.status}`, { defaultValue: pickup.status })}
            </ToneTag>
            {pickup.deletedAt && <Tag color="red">{t('admin.pages.pickups.deleted_mark')}</Tag>}
          </>
        }
        extra={<Link to={pathTo('pickups')}>{t('admin.pages.pickups.back')}</Link>}
      />
      <PickupActions pickup={pickup} onChanged={onChanged} />
      <Card
        size="small"
        className="pickup-details"
        title={t('admin.pages.pickups.contact')}
        extra={<PickupContactChange pickup={pickup} onChanged={onChanged} />}
      >
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
          <Descriptions.Item label={t('admin.pages.pickups.full_name')}>
            <span data-testid="pickup-full-name">{pickup.fullName}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.pages.pickups.phone')}>{pickup.phone}</Descriptions.Item>
          <Descriptions.Item label={t('admin.pages.pickups.email')}>{pickup.email ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('admin.pages.pickups.address')}>
            {pickup.address.string}
            <PickupAddressChange pickup={pickup} onChanged={onChanged} />
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.pages.pickups.arrival')}>
            <span data-testid="pickup-arrival">
              {notOrdered && pickup.pickedTimeFrom === null
                ? t('admin.pages.pickups.not_ordered')
                : `${time(pickup.pickedTimeFrom)} – ${pickup.pickedTimeTo ? dayjs(pickup.pickedTimeTo).format('HH:mm') : ''}`}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.pages.pickups.division')}>
            {pickup.division ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.pages.pickups.courier')}>
            <span data-testid="pickup-courier">
              {pickup.executor ? `${pickup.executorName ?? ''} (${pickup.executor})` : '—'}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.pages.pickups.partner')}>
            {pickup.deliveryPartner
              ? `${pickup.deliveryPartner} ${pickup.deliveryPartnerNumber ?? ''}`
              : t('admin.pages.pickups.own_couriers')}
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.pages.pickups.load')}>
            {t('admin.pages.pickups.load_value', { kg: pickup.weightKg, parcels: pickup.parcelsCount })}
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.pages.pickups.created_by')}>
            {pickup.createdByUser} · {time(pickup.createdAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.pages.pickups.note')}>{pickup.note ?? '—'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <PickupShipments pickup={pickup} onChanged={onChanged} />
      <Card size="small" title={t('admin.pages.pickups.history')}>
        <Table
          ref={historyScroller}
          size="small"
          rowKey={(row) => `${row.status}.${row.dateTime}`}
          pagination={false}
          scroll={{ x: true }}
          dataSource={[...pickup.statuses].reverse()}
          columns={[
            {
              title: t('admin.pages.pickups.when'),
              dataIndex: 'dateTime',
              render: (value: string) => time(value),
            },
            {
              title: t('admin.pages.pickups.status'),
              dataIndex: 'status',
              render: (status: Pickup['status']) =>
                t(`registers.pickups.options.status.${status}`, { defaultValue: status }),
            },
            { title: t('admin.pages.pickups.by'), dataIndex: 'user' },
            { title: t('admin.pages.pickups.note'), dataIndex: 'note' },
          ]}
        />
      </Card>
      <Button type="link" onClick={() => void query.refetch()}>
        {t('admin.pages.pickups.reload')}
      </Button>
    </div>
  );
}
