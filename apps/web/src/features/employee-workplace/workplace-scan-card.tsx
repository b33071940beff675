import {
  type BarcodePlacement,
  type CurrentUser,
  can,
  normalizeBarcode,
  type WorkPlaceScanAnswer,
  wholeDaysBetween,
} from '@console/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Flex, Input, type InputRef, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/product-error.ts';
import { RESULT_STATUS } from '../scanning/scan-sounds.ts';
import { fetchBarcodePlacements, postWorkPlaceScan } from '../scanning/scanning-api.ts';
import { workplaceKeys } from './recent-activity.ts';

const T = 'admin.pages.employee_workplace.scan';
const S = 'admin.pages.scanning';

/** Who may scan at the workplace: the server's `POST work-place/scans` rule (platform §6 "Scanning"). */
export const mayScanAtWorkplace = (user: CurrentUser) =>
  can(user, 'scanningEdit') || can(user, 'pudoWorkplace');

interface Scanned {
  answer: WorkPlaceScanAnswer;
  /** `undefined` while asked, `null` when the look-up failed. */
  placement: BarcodePlacement | null | undefined;
}

/**
 * The workplace's scan input (registers §7 "Scanning": POST work-place/scans, GET
 * barcode-placements; §3.2 "Barcode placement"): a scanner types the code and Enter, the parcel goes
 * into the day's stock-take registry, and the answer says what it was, whether it belongs here, where
 * it goes next and how many days it has lain at the division. The input stays focused and empties for
 * the next code; a refusal shows the server's words beside it.
 */
export function WorkplaceScanCard(): ReactElement {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<InputRef>(null);
  const [barcode, setBarcode] = useState('');
  const [sending, setSending] = useState(false);
  const [scanned, setScanned] = useState<Scanned | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const scan = async () => {
    const code = normalizeBarcode(barcode);
    if (!code || sending) return;
    setSending(true);
    setRefusal(null);
    try {
      const answer = await postWorkPlaceScan(code);
      setScanned({ answer, placement: undefined });
      setBarcode('');
      void queryClient.invalidateQueries({ queryKey: workplaceKeys.all });
      const placement = answer.item?.parcelId
        ? await fetchBarcodePlacements([answer.barcode])
            .then((items) => items.find((item) => item.barcode === answer.barcode) ?? null)
            .catch(() => null)
        : null;
      setScanned((current) => (current?.answer === answer ? { answer, placement } : current));
    } catch (error) {
      setRefusal(errorText(error));
    } finally {
      setSending(false);
      input.current?.focus();
    }
  };

  return (
    <Card size="small" title={t(`${T}.title`)}>
      <Flex vertical gap={8}>
        <Input
          ref={input}
          value={barcode}
          onChange={(event) => setBarcode(event.target.value)}
          onPressEnter={() => void scan()}
          placeholder={t(`${S}.barcode_placeholder`)}
          aria-label={t(`${T}.barcode`)}
          autoComplete="off"
          allowClear
          disabled={sending}
          data-testid="workplace-scan-input"
        />
        {refusal && <Alert type="error" showIcon role="alert" message={refusal} />}
        {scanned && <ScanAnswerView scanned={scanned} />}
      </Flex>
    </Card>
  );
}

function ScanAnswerView({ scanned }: { scanned: Scanned }): ReactElement {
  const { t } = useTranslation();
  const { answer, placement } = scanned;
  const next = placement?.nextDivision ?? answer.item?.nextDivision ?? null;
  const since = placement?.firstScanDateTimeOnDivision;
  return (
    <div data-testid="workplace-scan-answer" data-result={answer.result}>
      <Alert
        type={RESULT_STATUS[answer.result]}
        showIcon
        role="status"
        message={
          <Flex wrap gap={8} align="baseline">
            <strong>{t(`${S}.results.${answer.result}`)}</strong>
            <span>{answer.barcode}</span>
            {answer.item?.shipmentNumber && answer.item.shipmentNumber !== answer.barcode && (
              <Typography.Text type="secondary">{answer.item.shipmentNumber}</Typography.Text>
            )}
            {answer.item?.parcelId && (
              <Tag color={answer.belongsHere ? 'green' : 'orange'}>
                {t(answer.belongsHere ? `${T}.belongs_here` : `${T}.not_here`)}
              </Tag>
            )}
          </Flex>
        }
        description={
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t(`${T}.registry`)}>
              {answer.scanRegistry.number} ·{' '}
              {t(`${S}.counts`, {
                scanned: answer.scannedBarcodesAmount,
                expected: answer.forScanBarcodesAmount,
              })}
            </Descriptions.Item>
            {answer.item?.parcelId && (
              <Descriptions.Item label={t(`${S}.next_division`)}>
                <span data-testid="workplace-scan-next">{next ? next.name : t(`${T}.stays_here`)}</span>
              </Descriptions.Item>
            )}
            {since && (
              <Descriptions.Item label={t(`${T}.on_division`)}>
                <span data-testid="workplace-scan-days">
                  {t(`${T}.days_since`, {
                    count: wholeDaysBetween(new Date(since), new Date()),
                    since: dayjs(since).format('YYYY-MM-DD HH:mm'),
                  })}
                </span>
              </Descriptions.Item>
            )}
          </Descriptions>
        }
      />
    </div>
  );
}
