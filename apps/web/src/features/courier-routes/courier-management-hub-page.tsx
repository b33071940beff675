import { isDispatcher } from '@console/domain';
import { DatePicker, Flex, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { PageHeader } from '../layout/page-header.tsx';
import { useDispatchEvents } from '../live-dispatch/use-dispatch-events.ts';
import { ReferenceAutocomplete } from '../registers/reference/reference-autocomplete.tsx';
import { CourierShiftsPanel } from './courier-shifts-panel.tsx';
import { DispatchMonitoringPanel } from './dispatch-monitoring-panel.tsx';
import { NewRouteButton } from './new-route-dialog.tsx';
import { RoutePlanningPanel } from './route-planning-panel.tsx';
import { RouteRegisterPanel } from './route-register-panel.tsx';
import { today } from './route-times.ts';
import './courier-routes.css';

/**
 * The courier management hub (platform §2): a division's day — its routes to build, adjust and
 * confirm, the couriers' shifts they are built for, who is on shift and late (dispatch
 * monitoring), and the routes register.
 * Division, day and tab live in the URL, so a link opens the same view. Changing routes is the
 * dispatchers' (the server's DISPATCH permission); anybody else sees the day without the actions.
 */
export function CourierManagementHubPage(): ReactElement {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const divisionId = search.get('divisionId') ?? user?.division?.id ?? null;
  const day = search.get('day') ?? today();
  const [tab, setTab] = useState(search.get('tab') ?? 'planning');
  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };
  return (
    <>
      <PageHeader
        title={t('routes.courier_management_hub')}
        subtitle={t('admin.pages.courier_routes.subtitle')}
        extra={user && isDispatcher(user) && <NewRouteButton divisionId={divisionId} day={day} />}
      />
      <Flex gap="small" wrap align="center" className="courier-hub-controls">
        <label htmlFor="hub-division">{t('admin.pages.courier_routes.division')}</label>
        <ReferenceAutocomplete
          id="hub-division"
          register="divisions"
          value={divisionId}
          onChange={(value) => setParam('divisionId', value)}
          knownLabels={user?.division ? { [user.division.id]: user.division.name } : {}}
          style={{ width: 300, maxWidth: '100%' }}
        />
        <label htmlFor="hub-day">{t('admin.pages.courier_routes.day')}</label>
        <DatePicker
          id="hub-day"
          allowClear={false}
          value={dayjs(day)}
          onChange={(value) => setParam('day', value ? value.format('YYYY-MM-DD') : null)}
        />
      </Flex>
      {divisionId ? (
        <HubTabs
          divisionId={divisionId}
          day={day}
          tab={tab}
          onTab={(key) => {
            setTab(key);
            setParam('tab', key);
          }}
        />
      ) : (
        <Typography.Paragraph>{t('admin.pages.courier_routes.choose_division')}</Typography.Paragraph>
      )}
    </>
  );
}

/**
 * The hub's tabs over one live-dispatch stream of the division (issue 27): every tab follows it.
 * The shifts are the dispatchers' alone (the server's DISPATCH reads and writes them).
 */
function HubTabs(props: {
  divisionId: string;
  day: string;
  tab: string;
  onTab: (key: string) => void;
}): ReactElement {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const live = useDispatchEvents(props.divisionId, props.day);
  const shifts = {
    key: 'shifts',
    label: t('admin.pages.courier_routes.shifts.tab'),
    children: <CourierShiftsPanel divisionId={props.divisionId} day={props.day} />,
  };
  return (
    <Tabs
      activeKey={props.tab}
      onChange={props.onTab}
      items={[
        {
          key: 'planning',
          label: t('admin.pages.courier_routes.planning'),
          children: <RoutePlanningPanel divisionId={props.divisionId} day={props.day} />,
        },
        ...(user && isDispatcher(user) ? [shifts] : []),
        {
          key: 'monitoring',
          label: t('admin.pages.courier_routes.monitoring'),
          children: <DispatchMonitoringPanel divisionId={props.divisionId} day={props.day} live={live} />,
        },
        {
          key: 'register',
          label: t('admin.pages.courier_routes.register'),
          children: <RouteRegisterPanel divisionId={props.divisionId} />,
        },
      ]}
    />
  );
}
