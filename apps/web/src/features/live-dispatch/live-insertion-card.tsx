import type { LiveInsertionProposal, WaitingStop } from '@console/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, List, Modal, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/product-error.ts';
import { clockTime, kilometres } from '../courier-routes/route-times.ts';
import { routeKeys } from '../courier-routes/routes-api.ts';
import { confirmLiveInsertion, fetchWaitingStops, proposeLiveInsertion } from './live-insertion-api.ts';

const T = 'admin.pages.courier_routes.live_insertion';
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Re-planning during the day (issue 27): the tasks and pickups that came in after the routes were
 * confirmed, each with "Fit into a live route". The server proposes the courier and the new order;
 * the dispatcher sees where and when, and confirms.
 */
export function LiveInsertionCard(props: {
  divisionId: string;
  day: string;
  timeZone?: string;
}): ReactElement | null {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const waiting = useQuery({
    queryKey: [...routeKeys.all, 'waiting', props.divisionId, props.day],
    queryFn: () => fetchWaitingStops(props.divisionId, props.day),
  });
  const [proposal, setProposal] = useState<LiveInsertionProposal | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const propose = useMutation({
    mutationFn: (stop: WaitingStop) => proposeLiveInsertion(props.divisionId, props.day, stop.refId),
    onMutate: () => setRefusal(null),
    onSuccess: setProposal,
    onError: (error) => setRefusal(errorText(error)),
  });
  const confirm = useMutation({
    mutationFn: confirmLiveInsertion,
    onSuccess: async (route) => {
      message.success(t(`${T}.confirmed`, { number: route.number }));
      setProposal(null);
      await queryClient.invalidateQueries({ queryKey: routeKeys.all });
    },
    onError: (error) => setRefusal(errorText(error)),
  });
  if (!waiting.data || waiting.data.length === 0) return null;
  return (
    <Card size="small" title={t(`${T}.title`)} data-testid="waiting-stops">
      {refusal && !proposal && <Alert type="warning" showIcon title={refusal} style={{ marginBottom: 8 }} />}
      <List
        size="small"
        dataSource={waiting.data}
        renderItem={(stop) => (
          <List.Item
            actions={[
              <Button
                key="fit"
                size="small"
                loading={propose.isPending && propose.variables?.refId === stop.refId}
                onClick={() => propose.mutate(stop)}
              >
                {t(`${T}.fit`)}
              </Button>,
            ]}
          >
            {stop.label}
            <Typography.Text type="secondary">
              {' · '}
              {stop.windowFrom !== null && stop.windowTo !== null && stop.windowTo > stop.windowFrom
                ? `${clockOf(stop.windowFrom)}–${clockOf(stop.windowTo)}`
                : t('admin.pages.courier_routes.not_ordered')}
            </Typography.Text>
          </List.Item>
        )}
      />
      <Modal
        open={proposal !== null}
        title={t(`${T}.proposal_title`, { label: proposal?.label ?? '' })}
        okText={t(`${T}.confirm`)}
        confirmLoading={confirm.isPending}
        onOk={() => proposal && confirm.mutate(proposal)}
        onCancel={() => {
          setProposal(null);
          setRefusal(null);
        }}
      >
        {proposal && (
          <>
            <Descriptions size="small" column={1} data-testid="live-insertion-proposal">
              <Descriptions.Item label={t(`${T}.route`)}>
                {proposal.routeNumber} · {proposal.courier}
              </Descriptions.Item>
              <Descriptions.Item label={t(`${T}.arrival`)}>
                {clockTime(proposal.arrival, props.timeZone)}
              </Descriptions.Item>
              <Descriptions.Item label={t(`${T}.place`)}>
                {t(`${T}.place_text`, {
                  place: proposal.order.indexOf(proposal.refId) + 1,
                  count: proposal.order.length,
                })}
              </Descriptions.Item>
              <Descriptions.Item label={t(`${T}.added`)}>
                {t(`${T}.km`, { km: kilometres(proposal.addedMetres) })}
              </Descriptions.Item>
            </Descriptions>
            <Typography.Text type="secondary">
              {t(`${T}.searched`, { routes: proposal.routesTried, ms: proposal.elapsedMs })}
            </Typography.Text>
            {refusal && <Alert type="error" showIcon title={refusal} style={{ marginTop: 8 }} />}
          </>
        )}
      </Modal>
    </Card>
  );
}
