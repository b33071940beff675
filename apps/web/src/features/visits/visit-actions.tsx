import { CheckOutlined, CloudUploadOutlined, DeleteOutlined } from '@ant-design/icons';
import { can, isVisitEditable, PUDO_VISIT_CLOSE_REDIRECT_MS, type Visit } from '@console/domain';
import { App, Button, Flex, Tooltip, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { addNotice } from '../../api/error-list.ts';
import { pathTo } from '../../app/route-paths.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { clearClosedTabData, planClose, useWorkspaceTabs } from '../workspace-tabs/index.ts';
import { useCanEnd } from './use-visit.ts';
import { deleteVisit, endVisit, type OpenedFrom, publishVisits } from './visit-api.ts';
import { canEndReasonText, reportVisitError } from './visit-errors.ts';
import { canDeleteVisit, returnRouteOf } from './visit-rules.ts';

const T = 'admin.pages.visit';

/** Leaves a finished visit for the page its `from` names (registers §2.4), closing its tab. */
export function useLeaveVisit(tabKey: string, from: OpenedFrom | null) {
  const navigate = useNavigate();
  return async () => {
    if (from === 'pudo_workplace')
      await new Promise((resolve) => setTimeout(resolve, PUDO_VISIT_CLOSE_REDIRECT_MS));
    await navigate(pathTo(returnRouteOf(from)));
    const state = useWorkspaceTabs.getState();
    const plan = planClose(state.tabs, state.activeKey, { type: 'close', key: tabKey });
    state.applyClose(plan);
    for (const tab of plan.removed) clearClosedTabData(tab);
  };
}

export function VisitActions(props: {
  visit: Visit;
  tabKey: string;
  from: OpenedFrom | null;
  /** The page's query flag (registers §4): nothing to end or delete. */
  closedToEditing: boolean;
  onEnded(visit: Visit): Promise<void>;
  reload(): Promise<void>;
}): ReactElement {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { data: user } = useCurrentUser();
  const { visit, from } = props;
  const editable = isVisitEditable(visit, { closedToEditing: props.closedToEditing });
  const canEnd = useCanEnd(visit, editable);
  const leave = useLeaveVisit(props.tabKey, from);
  const [busy, setBusy] = useState<'end' | 'delete' | 'publish' | null>(null);
  const groups = { groups: user?.groups ?? [] };

  const end = async () => {
    setBusy('end');
    try {
      const closed = await endVisit(visit.id);
      await props.onEnded(closed);
      addNotice({ type: 'success', title: t(`${T}.ended`, { number: visit.number }) });
      await leave();
    } catch (error) {
      reportVisitError(t, error);
      // A failed identification or payment check reloads the visit (registers §4).
      await props.reload();
    } finally {
      setBusy(null);
    }
  };

  const remove = () =>
    modal.confirm({
      title: t(`${T}.delete_title`, { number: visit.number }),
      okText: t(`${T}.delete`),
      okButtonProps: { danger: true },
      cancelText: t(`${T}.cancel`),
      onOk: async () => {
        setBusy('delete');
        try {
          await deleteVisit(visit.id, from);
          await leave();
        } catch (error) {
          reportVisitError(t, error);
          await props.reload();
        } finally {
          setBusy(null);
        }
      },
    });

  const publish = async () => {
    setBusy('publish');
    try {
      if (await publishVisits([visit.id])) addNotice({ type: 'success', title: t(`${T}.published`) });
    } catch (error) {
      reportVisitError(t, error);
    } finally {
      setBusy(null);
    }
  };

  const reasons =
    canEnd.data && !canEnd.data.canEnd
      ? canEnd.data.reasons.map((reason) => canEndReasonText(t, reason, canEnd.data?.due ?? []))
      : [];
  return (
    <Flex vertical gap={4} align="flex-end">
      <Flex wrap gap={8} className="visit-actions">
        {can(groups, 'publishVisit') && (
          <Button icon={<CloudUploadOutlined />} loading={busy === 'publish'} onClick={() => void publish()}>
            {t(`${T}.publish`)}
          </Button>
        )}
        {canDeleteVisit(groups, visit, from, props.closedToEditing) && (
          <Button danger icon={<DeleteOutlined />} loading={busy === 'delete'} onClick={remove}>
            {t(`${T}.delete`)}
          </Button>
        )}
        {editable && (
          <Tooltip title={reasons.length > 0 ? reasons.join(' · ') : null}>
            <Button
              type="primary"
              icon={<CheckOutlined />}
              loading={busy === 'end'}
              // Trying anyway asks the server, whose refusal says why in the spec's words.
              disabled={busy !== null}
              onClick={() => void end()}
            >
              {t(`${T}.end`)}
            </Button>
          </Tooltip>
        )}
      </Flex>
      {reasons.length > 0 && (
        <Typography.Text type="warning" className="visit-end-reasons" data-testid="visit-end-reasons">
          {reasons.join(' · ')}
        </Typography.Text>
      )}
    </Flex>
  );
}
