import {
  isClosedToEditingFlag,
  isPudoMode,
  isVisitEditable,
  VISIT_CLOSED_TO_EDITING_PARAM,
  VISIT_STATUS_TONES,
  type Visit,
} from '@console/domain';
import { Col, Flex, Result, Row, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isRecordNotFound } from '../../api/product-error.ts';
import { useDelayedLoading } from '../../api/use-delayed-loading.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { ConditionNotices } from '../conditions/condition-notices.tsx';
import { CopyNumber } from '../layout/copy-number.tsx';
import { PageHeader } from '../layout/page-header.tsx';
import { ToneTag } from '../layout/tone-tag.tsx';
import { VisitOrdersPanel } from '../money/visit-orders-panel.tsx';
import { tabKeyFor, useSyncTabWithRoute } from '../workspace-tabs/index.ts';
import { IdentificationPanel } from './identification-panel.tsx';
import { PaymentPanel } from './payment-panel.tsx';
import { useReceiving } from './use-receiving.ts';
import { useVisit } from './use-visit.ts';
import { VisitActions } from './visit-actions.tsx';
import { VisitDocuments } from './visit-documents.tsx';
import { parseOpenedFrom, parseVisitJob, type VisitJob } from './visit-rules.ts';
import { VisitSearch } from './visit-search.tsx';
import { VisitorCard } from './visitor-card.tsx';
import './visits.css';

/** The branch-counter visit (route `visit`, `/visits/:id?from=`): registers §2.4, §4, §5, §7. */
export function VisitPage(): ReactElement {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id ?? '';
  const [query] = useSearchParams();
  const from = parseOpenedFrom(query.get('from'));
  const job = parseVisitJob(query.get('job'));
  const closedToEditing = isClosedToEditingFlag(query.get(VISIT_CLOSED_TO_EDITING_PARAM));
  const data = useVisit(id);
  const { visit } = data;
  const label = useMemo(() => (visit ? { kind: 'text' as const, value: visit.number } : undefined), [visit]);
  useSyncTabWithRoute('visit', params, label);
  const showLoader = useDelayedLoading(data.loading);

  if (data.error) {
    const notFound = isRecordNotFound(data.error);
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t('admin.pages.visit.not_found') : (data.error as Error).message}
      />
    );
  }
  if (!visit) return <Flex justify="center">{showLoader && <Spin size="large" />}</Flex>;
  return (
    <VisitView
      visit={visit}
      data={data}
      from={from}
      job={job}
      closedToEditing={closedToEditing}
      tabKey={tabKeyFor('visit', params)}
    />
  );
}

function VisitView(props: {
  visit: Visit;
  data: ReturnType<typeof useVisit>;
  from: ReturnType<typeof parseOpenedFrom>;
  job: VisitJob | null;
  closedToEditing: boolean;
  tabKey: string;
}): ReactElement {
  const { t } = useTranslation();
  const { visit, data } = props;
  const { data: user } = useCurrentUser();
  const editable = isVisitEditable(visit, { closedToEditing: props.closedToEditing });
  const pudoMode = user ? isPudoMode(user, { from: props.from }) : false;
  const receiving = useReceiving(visit, user?.division?.id ?? null, props.from, data.replace, props.job);

  return (
    <Flex vertical gap={12} className="visit-page">
      <PageHeader
        title={
          <Flex wrap gap={8} align="center">
            <span>{visit.number}</span>
            <CopyNumber value={visit.number} />
            {/* A live region: ending the visit is announced as its status turns. */}
            <ToneTag
              tone={VISIT_STATUS_TONES[visit.status]}
              role="status"
              aria-live="polite"
              data-testid="visit-status"
            >
              {t(`admin.pages.visit.statuses.${visit.status}`, { defaultValue: visit.status })}
            </ToneTag>
            {props.job && editable && (
              <Tag data-testid="visit-job">{t(`admin.pages.visit.jobs.${props.job}`)}</Tag>
            )}
          </Flex>
        }
        subtitle={
          <Typography.Text type="secondary">
            {[visit.division, visit.user, dayjs(visit.createdAt).format('YYYY-MM-DD HH:mm')]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
        }
        extra={
          <VisitActions
            visit={visit}
            tabKey={props.tabKey}
            from={props.from}
            closedToEditing={props.closedToEditing}
            onEnded={data.replace}
            reload={data.reload}
          />
        }
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={15}>
          <Flex vertical gap={12}>
            <VisitSearch
              disabled={!editable}
              job={editable ? props.job : null}
              hideCid={pudoMode}
              current={data.shipments}
              {...receiving}
            />
            <VisitDocuments
              visit={visit}
              from={props.from}
              shipments={data.shipments}
              editable={editable}
              onChanged={data.reload}
            />
            <ConditionNotices visit={visit} editable={editable} />
          </Flex>
        </Col>
        <Col xs={24} lg={9}>
          <Flex vertical gap={12}>
            <VisitorCard
              visit={visit}
              shipments={data.shipments}
              editable={editable}
              onSaved={data.replace}
              onFailed={data.reload}
            />
            <IdentificationPanel
              visit={visit}
              shipments={data.shipments}
              editable={editable}
              onChanged={data.reload}
            />
            <VisitOrdersPanel
              visit={visit}
              editable={editable}
              autoOpen={props.job === 'sellGoods'}
              onChanged={data.reload}
            />
            <PaymentPanel
              visit={visit}
              shipments={data.shipments}
              enabled={editable}
              pudo={pudoMode}
              onChanged={data.reload}
            />
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
