import {
  journeyPhraseKey,
  journeyPhraseOf,
  latestMovementPhrase,
  SHIPMENT_STATUS_TONES,
  type TrackingRequest,
  type TrackingStep,
  type TrackingView,
} from '@console/domain';
import { Alert, Button, Card, Empty, Flex, Spin, Timeline, Typography } from 'antd';
import { type ReactElement, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ProductError } from '../../api/product-error.ts';
import { AntdProvider } from '../../app/antd-provider.tsx';
import { capitalised } from '../../i18n/capitalised.ts';
import { Brand } from '../layout/brand.tsx';
import { ToneTag } from '../layout/tone-tag.tsx';
import { useTracking } from './tracking-api.ts';
import { TrackingChoices } from './tracking-choices.tsx';
import { dayText, T } from './tracking-text.ts';
import './tracking.css';

/**
 * The recipient's page at `/t/{token}` (issue 27): outside the signed-in console, no sign-in. The
 * parcel's status, the delivery window, the city and the steps so far, and the two choices.
 */
export function TrackingPage(): ReactElement {
  return (
    <AntdProvider>
      <main className="tracking-page">
        <header className="tracking-header">
          <Brand />
        </header>
        <TrackingContent />
      </main>
    </AntdProvider>
  );
}

function TrackingContent(): ReactElement {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const tracking = useTracking(token);

  useEffect(() => {
    document.title = tracking.data ? t(`${T}.title`, { number: tracking.data.number }) : t('app.name');
  }, [t, tracking.data]);

  if (tracking.isPending) return <Spin className="tracking-loading" aria-busy="true" />;
  if (tracking.isError) {
    const error = tracking.error;
    const missing = error instanceof ProductError && (error.status === 404 || error.status === 400);
    return (
      <Alert
        type={missing ? 'warning' : 'error'}
        showIcon
        data-testid="tracking-error"
        title={missing ? t(`${T}.not_found`) : t(`${T}.load_failed`)}
        description={missing ? undefined : error.message}
        action={
          missing ? undefined : <Button onClick={() => void tracking.refetch()}>{t(`${T}.retry`)}</Button>
        }
      />
    );
  }
  const view = tracking.data;
  return (
    <Flex vertical gap={16}>
      <Summary view={view} />
      {view.requests.map((request) => (
        <RequestNotice key={`${request.type}-${request.createdAt}`} request={request} />
      ))}
      <TrackingChoices token={token} view={view} />
      <Steps steps={view.steps} timeZone={view.timeZone} />
    </Flex>
  );
}

function Summary({ view }: { view: TrackingView }): ReactElement {
  const { t, i18n } = useTranslation();
  const window = view.window;
  // Where the parcel stands for the recipient: its latest movement ("Handed to courier"), which the
  // shipment's own status ("Accepted") does not say; the status before the parcel has moved.
  const movement = latestMovementPhrase(view.steps);
  return (
    <Card>
      <Typography.Title level={1} className="tracking-title">
        {t(`${T}.title`, { number: view.number })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(`${T}.subtitle`)}</Typography.Paragraph>
      <dl className="tracking-facts">
        <dt>{t(`${T}.status`)}</dt>
        <dd>
          <ToneTag tone={SHIPMENT_STATUS_TONES[view.status]} data-testid="tracking-status">
            {movement
              ? capitalised(t(journeyPhraseKey(movement)), i18n.language)
              : t(`registers.shipments.options.status.${view.status}`, { defaultValue: view.status })}
          </ToneTag>
        </dd>
        {view.city && (
          <>
            <dt>{t(`${T}.city`)}</dt>
            <dd data-testid="tracking-city">{view.city}</dd>
          </>
        )}
        <dt>{t(`${T}.window.title`)}</dt>
        <dd data-testid="tracking-window">
          {window ? (
            <>
              <strong className="tracking-window-time">
                {dayText(window.date, i18n.language)}, {window.from}–{window.to}
              </strong>
              <span className="tracking-window-note">
                {window.precision === 'approaching'
                  ? t(`${T}.window.approaching`, { count: window.stopsAway ?? 0 })
                  : t(`${T}.window.${window.precision}`)}
                {' · '}
                {t(`${T}.window.zone`, { zone: window.timeZone })}
              </span>
            </>
          ) : (
            t(`${T}.window.none`)
          )}
        </dd>
      </dl>
    </Card>
  );
}

function RequestNotice({ request }: { request: TrackingRequest }): ReactElement {
  const { t, i18n } = useTranslation();
  const target =
    request.type === 'ChangeDeliveryDate' && request.target
      ? dayText(request.target, i18n.language)
      : request.target;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="tracking-request"
      title={t(`${T}.requests.${request.type}`, { target })}
      description={t(`${T}.requests.handling`)}
    />
  );
}

function Steps({ steps, timeZone }: { steps: TrackingStep[]; timeZone: string }): ReactElement {
  const { t, i18n } = useTranslation();
  // The 24-hour clock, as the delivery window above reads.
  const time = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  });
  return (
    <Card title={t(`${T}.steps.title`)}>
      {steps.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${T}.steps.none`)} />
      ) : (
        <Timeline
          data-testid="tracking-steps"
          items={[...steps].reverse().map((step, index) => {
            const phrase = journeyPhraseOf(step.event);
            return {
              key: `${step.at}-${index}`,
              color: index === 0 ? 'blue' : 'gray',
              content: (
                <Flex vertical>
                  <Typography.Text strong>
                    {phrase ? capitalised(t(journeyPhraseKey(phrase)), i18n.language) : step.event}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {time.format(new Date(step.at))}
                    {step.place ? ` · ${step.place}` : ''}
                  </Typography.Text>
                </Flex>
              ),
            };
          })}
        />
      )}
    </Card>
  );
}
