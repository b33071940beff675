import type { TrackingDateOption, TrackingPudoOption, TrackingView } from '@console/domain';
import { Alert, Button, Card, Empty, Flex, Modal, Radio, Spin, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TrackingChoice, useTrackingChoice, useTrackingOptions } from './tracking-api.ts';
import { dayText, T } from './tracking-text.ts';

type Kind = TrackingChoice['kind'];

/**
 * The recipient's two choices: a nearby pickup point with a free place, or another day of the
 * delivery interval. A choice is confirmed in a dialog; the server's refusal is shown as it words it.
 * A choice already asked for waits for the operator; a parcel no longer on its way offers none.
 */
export function TrackingChoices({ token, view }: { token: string; view: TrackingView }): ReactElement | null {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<Kind | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const options = useTrackingOptions(token, kind !== null);
  const choice = useTrackingChoice(token);

  const open = (next: Kind) => {
    setKind(next);
    setPicked(null);
    setDone(null);
    choice.reset();
  };

  const asked = new Set(view.requests.map((request) => request.type));
  if (view.status !== 'Accepted')
    return (
      <Card title={t(`${T}.choices.title`)}>
        <Typography.Text type="secondary" data-testid="tracking-choices-closed">
          {t(`${T}.choices.closed`)}
        </Typography.Text>
      </Card>
    );

  // The whole parcel's refusal, else the chosen kind's (one of that kind is being handled).
  const refusal =
    options.data?.refusal ??
    (kind === 'redirect' ? options.data?.pudoRefusal : options.data?.dateRefusal) ??
    null;
  const pudo = options.data?.pudos.find((each) => each.id === picked);
  const date = options.data?.dates.find((each) => each.date === picked);
  const question = pudo
    ? t(`${T}.choices.confirm_redirect`, { name: pudo.name })
    : date
      ? t(`${T}.choices.confirm_date`, {
          date: dayText(date.date, i18n.language),
          from: date.from,
          to: date.to,
        })
      : '';

  const confirm = () => {
    const sent: TrackingChoice | null = pudo
      ? { kind: 'redirect', body: { pudoId: pudo.id } }
      : date
        ? { kind: 'date', body: { date: date.date } }
        : null;
    if (!sent) return;
    choice.mutate(sent, {
      onSuccess: () => {
        setDone(
          pudo
            ? t(`${T}.choices.done_redirect`, { name: pudo.name })
            : t(`${T}.choices.done_date`, { date: dayText(date!.date, i18n.language) }),
        );
        setKind(null);
        setPicked(null);
      },
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <Card title={t(`${T}.choices.title`)}>
      <Flex vertical gap={12}>
        {done && <Alert type="success" showIcon title={done} data-testid="tracking-done" />}
        {choice.isError && (
          <Alert
            type="error"
            showIcon
            data-testid="tracking-choice-error"
            title={t(`${T}.choices.refused`)}
            description={choice.error.message}
          />
        )}
        <Flex gap={8} wrap="wrap" className="tracking-choice-buttons">
          <Button
            type={kind === 'redirect' ? 'primary' : 'default'}
            disabled={asked.has('Redirecting')}
            onClick={() => open('redirect')}
            data-testid="choice-redirect"
          >
            {t(`${T}.choices.redirect`)}
          </Button>
          <Button
            type={kind === 'date' ? 'primary' : 'default'}
            disabled={asked.has('ChangeDeliveryDate')}
            onClick={() => open('date')}
            data-testid="choice-date"
          >
            {t(`${T}.choices.date`)}
          </Button>
        </Flex>
        {kind && options.isPending && <Spin />}
        {kind && options.isError && <Alert type="error" showIcon title={options.error.message} />}
        {kind && refusal && <Alert type="warning" showIcon title={refusal} data-testid="tracking-refusal" />}
        {kind === 'redirect' && options.data && !refusal && (
          <PudoList pudos={options.data.pudos} picked={picked} onPick={setPicked} />
        )}
        {kind === 'date' && options.data && !refusal && (
          <DateList dates={options.data.dates} picked={picked} onPick={setPicked} />
        )}
        {kind && picked && (
          <Button type="primary" onClick={() => setConfirming(true)} data-testid="confirm-choice">
            {t(`${T}.choices.confirm`)}
          </Button>
        )}
      </Flex>
      <Modal
        open={confirming}
        title={question}
        okText={t(`${T}.choices.confirm`)}
        cancelText={t(`${T}.choices.cancel`)}
        confirmLoading={choice.isPending}
        onOk={confirm}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

interface ListProps {
  picked: string | null;
  onPick(id: string): void;
}

function PudoList({ pudos, picked, onPick }: ListProps & { pudos: TrackingPudoOption[] }) {
  const { t } = useTranslation();
  if (pudos.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${T}.choices.no_pudos`)} />;
  return (
    <Radio.Group
      className="tracking-choice-list"
      value={picked}
      onChange={(event) => onPick(event.target.value as string)}
      aria-label={t(`${T}.choices.pick_pudo`)}
    >
      <Flex vertical gap={8}>
        {pudos.map((pudo) => (
          <Radio key={pudo.id} value={pudo.id} data-testid={`pudo-option-${pudo.id}`}>
            <Flex vertical>
              <Typography.Text strong>{pudo.name}</Typography.Text>
              {pudo.address && <Typography.Text type="secondary">{pudo.address}</Typography.Text>}
              <Typography.Text type="secondary">
                {pudo.distanceKm !== null && `${t(`${T}.choices.pudo_distance`, { km: pudo.distanceKm })} · `}
                {t(`${T}.choices.pudo_free`, { count: pudo.freePlaces })}
              </Typography.Text>
            </Flex>
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}

function DateList({ dates, picked, onPick }: ListProps & { dates: TrackingDateOption[] }) {
  const { t, i18n } = useTranslation();
  if (dates.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${T}.choices.no_dates`)} />;
  return (
    <Radio.Group
      className="tracking-choice-list"
      value={picked}
      onChange={(event) => onPick(event.target.value as string)}
      aria-label={t(`${T}.choices.pick_date`)}
    >
      <Flex vertical gap={8}>
        {dates.map((date) => (
          <Radio key={date.date} value={date.date} data-testid={`date-option-${date.date}`}>
            {dayText(date.date, i18n.language)}, {date.from}–{date.to}
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}
