import type { StaffFixation } from '@console/domain';
import { toLatinKeyboard } from '@console/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, List, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { beep } from '../pudo/scan-feedback.ts';
import { BarcodeCamera } from './barcode-camera.tsx';
import { fetchTodaysFixations, fixStaff, mobileScannerKeys } from './mobile-scanner-api.ts';
import { TypedCodeInput } from './typed-code-input.tsx';
import './mobile-scanner.css';
import { PageHeader } from '../layout/page-header.tsx';

const T = 'admin.pages.mobile_scanner';

/**
 * `staff_fixation_mobile_app` (only inside the mobile app): an employee shows their badge to the
 * phone and is marked present at this division — arrival, then departure.
 */
export function StaffFixationPage(): ReactElement {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const today = useQuery({ queryKey: mobileScannerKeys.fixations(), queryFn: fetchTodaysFixations });
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<StaffFixation | null>(null);
  const [error, setError] = useState<string | null>(null);

  const fix = async (code: string) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const fixation = await fixStaff(toLatinKeyboard(code).trim().toUpperCase());
      setLast(fixation);
      beep('good');
      await queryClient.invalidateQueries({ queryKey: mobileScannerKeys.fixations() });
    } catch (failure) {
      beep('bad');
      // The staff-fixations client error already reads 'BOClient: …' (platform §7).
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mobile-scanner">
      <PageHeader title={t('routes.staff_fixation_mobile_app')} />
      <Typography.Text type="secondary">{t(`${T}.staff_hint`)}</Typography.Text>
      <BarcodeCamera onDetected={(code) => void fix(code)} paused={busy} />
      {last && (
        <Alert
          type="success"
          showIcon
          data-testid="fixation-result"
          title={t(`${T}.kinds.${last.kind}`, { name: last.staffName })}
          description={`${last.division} · ${dayjs(last.fixedAt).format('HH:mm')}${last.positionName ? ` · ${last.positionName}` : ''}`}
        />
      )}
      {error && <Alert type="error" showIcon title={error} data-testid="fixation-error" />}
      <TypedCodeInput
        placeholder={t(`${T}.badge_placeholder`)}
        button={t(`${T}.fix`)}
        busy={busy}
        onSubmit={(code) => void fix(code)}
        testId="fixation-input"
      />
      <Card size="small" title={t(`${T}.today`)}>
        <List
          size="small"
          loading={today.isLoading}
          dataSource={today.data ?? []}
          locale={{ emptyText: t(`${T}.today_empty`) }}
          renderItem={(fixation) => (
            <List.Item key={fixation.id}>
              <Typography.Text>{fixation.staffName}</Typography.Text>
              <span>
                <Tag color={fixation.kind === 'arrival' ? 'green' : 'default'}>
                  {t(`${T}.kind_short.${fixation.kind}`)}
                </Tag>
                {dayjs(fixation.fixedAt).format('HH:mm')}
              </span>
            </List.Item>
          )}
        />
      </Card>
    </div>
  );
}
