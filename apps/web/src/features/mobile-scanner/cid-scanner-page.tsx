import { CID_PATTERN, CID_PREFIX, toLatinKeyboard, type VisitCid } from '@console/domain';
import { Alert, Card, Descriptions, List, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductError } from '../../api/product-error.ts';
import { beep } from '../pudo/scan-feedback.ts';
import { BarcodeCamera } from './barcode-camera.tsx';
import { findCid } from './mobile-scanner-api.ts';
import { TypedCodeInput } from './typed-code-input.tsx';
import './mobile-scanner.css';
import { PageHeader } from '../layout/page-header.tsx';

const T = 'admin.pages.mobile_scanner';

/** A scanned or typed code as a CID: `CID` + phone digits; a bare phone number is read as its CID. */
export function readCid(code: string): string | null {
  const text = toLatinKeyboard(code)
    .trim()
    .toUpperCase()
    .replace(/[\s()+-]/g, '');
  const cid = text.startsWith(CID_PREFIX) ? text : `${CID_PREFIX}${text}`;
  return CID_PATTERN.test(cid) ? cid : null;
}

/** `scanning_barcode_cid_mobile_app`: the client shows the CID barcode of their app; the clerk reads it here. */
export function CidScannerPage(): ReactElement {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [client, setClient] = useState<VisitCid | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [scanned, setScanned] = useState<string[]>([]);

  const look = async (code: string) => {
    const cid = readCid(code);
    setProblem(null);
    if (!cid) {
      beep('bad');
      setProblem(t(`${T}.not_cid`, { code }));
      return;
    }
    setBusy(true);
    setScanned((current) => [cid, ...current.filter((other) => other !== cid)].slice(0, 5));
    try {
      setClient(await findCid(cid));
      beep('good');
    } catch (error) {
      beep('bad');
      setClient(null);
      setProblem(
        error instanceof ProductError && error.status === 404
          ? t(`${T}.cid_unknown`, { cid })
          : error instanceof Error
            ? error.message
            : String(error),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mobile-scanner">
      <PageHeader title={t('routes.scanning_barcode_cid_mobile_app')} />
      <Typography.Text type="secondary">{t(`${T}.cid_hint`)}</Typography.Text>
      <BarcodeCamera onDetected={(code) => void look(code)} paused={busy} />
      {problem && <Alert type="warning" showIcon title={problem} data-testid="cid-problem" />}
      {client && (
        <Card size="small" title={client.id} data-testid="cid-result">
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t(`${T}.name`)}>{client.profile.name}</Descriptions.Item>
            <Descriptions.Item label={t(`${T}.phones`)}>
              {client.profile.phones.map((phone) => phone.phone).join(', ')}
            </Descriptions.Item>
            {client.profile.companies.length > 0 && (
              <Descriptions.Item label={t(`${T}.companies`)}>
                {client.profile.companies.map((company) => company.name).join(', ')}
              </Descriptions.Item>
            )}
          </Descriptions>
        </Card>
      )}
      <TypedCodeInput
        placeholder={t(`${T}.cid_placeholder`)}
        button={t(`${T}.find`)}
        busy={busy}
        onSubmit={(code) => void look(code)}
        testId="cid-input"
      />
      {scanned.length > 0 && (
        <Card size="small" title={t(`${T}.recent`)}>
          <List
            size="small"
            dataSource={scanned}
            renderItem={(cid) => <List.Item key={cid}>{cid}</List.Item>}
          />
        </Card>
      )}
    </div>
  );
}
