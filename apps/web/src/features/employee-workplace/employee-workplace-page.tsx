import {
  CarOutlined,
  CloudUploadOutlined,
  ClusterOutlined,
  CreditCardOutlined,
  ExportOutlined,
  FileSearchOutlined,
  ImportOutlined,
  ScanOutlined,
  SendOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import type { CurrentUser } from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { addError, addNotice } from '../../api/error-list.ts';
import { useDelayedLoading } from '../../api/use-delayed-loading.ts';
import { pathTo } from '../../app/route-paths.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { PageHeader } from '../layout/page-header.tsx';
import { ToneTag } from '../layout/tone-tag.tsx';
import { HandOverDialog, ReportDamagedContainerButton } from '../scanning/workplace-scanning.tsx';
import { createVisit } from '../visits/visit-api.ts';
import { reportVisitError } from '../visits/visit-errors.ts';
import { CheckStatusDialog } from './check-status-dialog.tsx';
import { PublishDialog } from './publish-dialog.tsx';
import {
  activityPath,
  activityTone,
  fetchRecentActivity,
  orderRecentActivity,
  type RecentActivityItem,
  workplaceKeys,
} from './recent-activity.ts';
import { useRecentHotkeys } from './use-recent-hotkeys.ts';
import { type WorkplaceButton, type WorkplaceMenuItem, workplaceMenuFor } from './workplace-menu.ts';
import './employee-workplace.css';
import { TaskQueueCard } from '../tasks/task-queue-card.tsx';
import { WorkplaceCounts } from './workplace-counts.tsx';
import { mayScanAtWorkplace, WorkplaceScanCard } from './workplace-scan-card.tsx';

const T = 'admin.pages.employee_workplace';

const ICONS: Readonly<Record<WorkplaceButton, ReactNode>> = {
  issueParcel: <ExportOutlined />,
  receiveParcel: <ImportOutlined />,
  sendParcel: <SendOutlined />,
  passToCourier: <CarOutlined />,
  checkParcelStatus: <FileSearchOutlined />,
  publish: <CloudUploadOutlined />,
  sellGoods: <ShoppingCartOutlined />,
  scanning: <ScanOutlined />,
  novaPay: <CreditCardOutlined />,
  pudo: <ShopOutlined />,
  processingHub: <ClusterOutlined />,
};

/** The employee workplace (route `employee_workplace`, registers §2.4). */
export function EmployeeWorkplacePage(): ReactElement | null {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return <Workplace user={user} />;
}

function Workplace({ user }: { user: CurrentUser }): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menu = useMemo(() => workplaceMenuFor(user), [user]);
  const recent = useQuery({
    queryKey: workplaceKeys.recentActivity(),
    queryFn: fetchRecentActivity,
    staleTime: 0,
  });
  const items = useMemo(() => orderRecentActivity(recent.data ?? []), [recent.data]);
  const showLoader = useDelayedLoading(recent.isLoading);
  const [starting, setStarting] = useState<WorkplaceButton | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [checkingStatus, setCheckingStatus] = useState(false);
  const [handingOver, setHandingOver] = useState(false);

  const openItem = (index: number) => {
    const item = items[index];
    if (item) void navigate(activityPath(item));
  };
  useRecentHotkeys(items.length, openItem);

  const run = async (item: WorkplaceMenuItem) => {
    if (item.action === 'publish') return setPublishing(true);
    if (item.action === 'checkStatus') return setCheckingStatus(true);
    if (item.action === 'handOver') return setHandingOver(true);
    if (item.action === 'open' && item.route) return void navigate(pathTo(item.route));
    if (item.action === 'comingSoon') {
      return addNotice({
        type: 'info',
        title: t(`${T}.coming_soon`, { name: t(`${T}.menu.${item.button}`) }),
      });
    }
    setStarting(item.button);
    try {
      const visit = await createVisit('employee_workplace');
      const query: Record<string, string> = { from: 'employee_workplace' };
      if (item.job) query.job = item.job;
      await navigate(pathTo('visit', { id: visit.id }, query));
    } catch (error) {
      reportVisitError(t, error);
    } finally {
      setStarting(null);
    }
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('routes.employee_workplace')} subtitle={t(`${T}.subtitle`)} />
      <Card size="small" title={t(`${T}.menu_title`)}>
        {menu.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${T}.no_operations`)} />
        ) : (
          <nav className="workplace-menu" aria-label={t(`${T}.menu_title`)}>
            {menu.map((item) => (
              <Button
                key={item.button}
                icon={ICONS[item.button]}
                type={item.action === 'newVisit' ? 'primary' : 'default'}
                ghost={item.action === 'newVisit'}
                loading={starting === item.button}
                disabled={starting !== null}
                onClick={() => void run(item)}
              >
                {t(`${T}.menu.${item.button}`)}
              </Button>
            ))}
            <ReportDamagedContainerButton user={user} />
          </nav>
        )}
      </Card>
      <Card
        size="small"
        title={t(`${T}.recent_title`)}
        extra={<Typography.Text type="secondary">{t(`${T}.hotkeys_hint`)}</Typography.Text>}
      >
        {showLoader && <Spin />}
        {recent.isError && (
          <Button type="link" onClick={() => void recent.refetch().catch(addError)}>
            {t(`${T}.retry`)}
          </Button>
        )}
        {recent.isSuccess && items.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${T}.no_recent`)} />
        )}
        <ol className="workplace-recent" aria-label={t(`${T}.recent_title`)}>
          {items.map((item, index) => (
            <li key={`${item.type}:${item.id}`}>
              <RecentItem item={item} index={index} onOpen={() => openItem(index)} />
            </li>
          ))}
        </ol>
      </Card>
      {mayScanAtWorkplace(user) && <WorkplaceScanCard />}
      <WorkplaceCounts />
      <TaskQueueCard user={user} />
      {publishing && (
        <PublishDialog
          visits={items.filter((item) => item.type === 'visit')}
          onClose={() => setPublishing(false)}
        />
      )}
      {checkingStatus && <CheckStatusDialog onClose={() => setCheckingStatus(false)} />}
      <HandOverDialog open={handingOver} onClose={() => setHandingOver(false)} />
    </Flex>
  );
}

function RecentItem(props: { item: RecentActivityItem; index: number; onOpen(): void }): ReactElement {
  const { t } = useTranslation();
  const { item, index } = props;
  return (
    <Button type="text" className="workplace-recent-item" onClick={props.onOpen}>
      <kbd className="workplace-hotkey" title={t(`${T}.hotkey`, { number: index + 1 })}>
        {index + 1}
      </kbd>
      <Typography.Text type="secondary">{t(`${T}.types.${item.type}`)}</Typography.Text>
      <Typography.Text strong>{item.number}</Typography.Text>
      <ToneTag tone={activityTone(item)} heaviness="light">
        {t(`${T}.statuses.${item.type}.${item.status}`, { defaultValue: item.status })}
      </ToneTag>
      <Typography.Text type="secondary">{dayjs(item.updatedAt).format('YYYY-MM-DD HH:mm')}</Typography.Text>
    </Button>
  );
}
