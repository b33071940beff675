import { CheckCircleOutlined, MobileOutlined } from '@ant-design/icons';
import {
  type Identification,
  isIdentifiedAtCounter,
  isVerifiedByApp,
  type Shipment,
  SMS_CODE_LENGTH,
  type Visit,
} from '@console/domain';
import { Alert, Button, Card, Divider, Flex, Input, Tag, Typography } from 'antd';
import { type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReferenceAutocomplete } from '../registers/reference/reference-autocomplete.tsx';
import { checkIdentificationCode, createIdentification, type IdentificationRequest } from './visit-api.ts';
import { reportVisitError } from './visit-errors.ts';
import { identificationOperation, latestSmsIdentification, smsAttemptsLeftKey } from './visit-rules.ts';

const T = 'admin.pages.visit.identification';

export interface IdentificationPanelProps {
  visit: Visit;
  shipments: ReadonlyMap<string, Shipment>;
  editable: boolean;
  onChanged(): Promise<void>;
}

/** Customer identification by SMS code or by a document (registers §4 "SMS identification"). */
export function IdentificationPanel({
  visit,
  shipments,
  editable,
  onChanged,
}: IdentificationPanelProps): ReactElement {
  const { t } = useTranslation();
  const loaded = [...shipments.values()];
  const verifiedByApp = isVerifiedByApp(visit, loaded);
  const operation = identificationOperation(visit, loaded);
  const identified = isIdentifiedAtCounter(visit);

  let body: ReactElement;
  if (verifiedByApp) {
    body = (
      <Tag icon={<MobileOutlined />} color="green">
        {t(`${T}.verified_by_app`)}
      </Tag>
    );
  } else if (identified) {
    const how = visit.identifications.find((entry) => entry.status === 'Verified');
    body = (
      <Tag icon={<CheckCircleOutlined />} color="green">
        {t(`${T}.identified.${how?.identificationType ?? 'Document'}`)}
      </Tag>
    );
  } else if (!operation) {
    body = <Typography.Text type="secondary">{t(`${T}.not_needed`)}</Typography.Text>;
  } else {
    body = (
      <Flex vertical gap={4}>
        <Tag color="orange">{t(`${T}.required`)}</Tag>
        {visit.cid && (
          <MobileIdentification
            visit={visit}
            operation={operation}
            editable={editable}
            onChanged={onChanged}
          />
        )}
        <SmsIdentification visit={visit} operation={operation} editable={editable} onChanged={onChanged} />
        <Divider plain style={{ margin: '8px 0' }}>
          {t(`${T}.or_document`)}
        </Divider>
        <DocumentIdentification
          visit={visit}
          operation={operation}
          editable={editable}
          onChanged={onChanged}
        />
      </Flex>
    );
  }
  return (
    <Card size="small" title={t(`${T}.title`)} className="visit-identification">
      {body}
    </Card>
  );
}

interface SectionProps {
  visit: Visit;
  operation: 'Issuance' | 'Service' | 'Refusal';
  editable: boolean;
  onChanged(): Promise<void>;
}

function SmsIdentification({ visit, operation, editable, onChanged }: SectionProps): ReactElement {
  const { t } = useTranslation();
  const [sms, setSms] = useState<Identification | undefined>(() =>
    latestSmsIdentification(visit.identifications),
  );
  const [code, setCode] = useState('');
  const [wrongCode, setWrongCode] = useState(false);
  const [busy, setBusy] = useState(false);

  // A reloaded visit carries the stored state of the identification.
  useEffect(() => {
    const stored = latestSmsIdentification(visit.identifications);
    if (stored) setSms(stored);
  }, [visit.identifications]);

  const send = async () => {
    setBusy(true);
    try {
      const created = await createIdentification({
        visitId: visit.id,
        operationType: operation,
        identificationType: 'SMS',
        client: { phone: visit.phone, name: visit.fullName },
      });
      setSms(created);
      setCode('');
      setWrongCode(false);
    } catch (error) {
      reportVisitError(t, error);
    } finally {
      setBusy(false);
    }
  };

  const check = async () => {
    if (!sms) return;
    setBusy(true);
    try {
      const checked = await checkIdentificationCode(sms.id, code.trim());
      setSms(checked);
      if (checked.status === 'Verified') await onChanged();
      else setWrongCode(true);
    } catch (error) {
      reportVisitError(t, error);
      setWrongCode(true);
      await onChanged();
    } finally {
      // A wrong code is typed again from scratch.
      setCode('');
      setBusy(false);
    }
  };

  const pending = sms && sms.status !== 'Verified';
  const rejected = sms?.status === 'Rejected';
  return (
    <Flex vertical gap={6}>
      <Typography.Text strong>{t(`${T}.sms`)}</Typography.Text>
      {(!pending || rejected) && (
        <Button onClick={() => void send()} loading={busy} disabled={!editable || !visit.phone}>
          {rejected ? t(`${T}.resend_code`) : t(`${T}.send_code`, { phone: visit.phone ?? '—' })}
        </Button>
      )}
      {!visit.phone && <Typography.Text type="secondary">{t(`${T}.no_phone`)}</Typography.Text>}
      {pending && (
        <Alert
          type={wrongCode || rejected ? 'warning' : 'info'}
          showIcon
          role="status"
          title={
            wrongCode
              ? t(`${T}.wrong_code`)
              : t(`${T}.code_sent`, { phone: sms.client.phone ?? visit.phone ?? '' })
          }
          description={t(`${T}.attempts_left.${smsAttemptsLeftKey(sms.status)}`)}
        />
      )}
      {pending && !rejected && (
        <Flex gap={6}>
          <Input
            aria-label={t(`${T}.code`)}
            placeholder={t(`${T}.code`)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            onPressEnter={() => void check()}
          />
          <Button
            type="primary"
            onClick={() => void check()}
            loading={busy}
            disabled={code.length < SMS_CODE_LENGTH}
          >
            {t(`${T}.check_code`)}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

/** An identification the clerk vouches for at once (by app or by document), then the visit reloads. */
function useVerifiedAtOnce({ visit, operation, onChanged }: Omit<SectionProps, 'editable'>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const identify = async (
    identificationType: 'Mobile' | 'Document',
    client: IdentificationRequest['client'],
  ) => {
    setBusy(true);
    try {
      await createIdentification({ visitId: visit.id, operationType: operation, identificationType, client });
      await onChanged();
    } catch (error) {
      reportVisitError(t, error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, identify };
}

/**
 * The customer shows the app signed in with the visit's CID. It verifies by app only when every
 * issuance or service recipient phone is one of the CID's phones; otherwise the clerk is told to
 * identify at the counter (registers §4 "SMS identification").
 */
function MobileIdentification({ visit, operation, editable, onChanged }: SectionProps): ReactElement {
  const { t } = useTranslation();
  const { busy, identify } = useVerifiedAtOnce({ visit, operation, onChanged });
  const confirmed = visit.identifications.some(
    (entry) => entry.identificationType === 'Mobile' && entry.status === 'Verified',
  );
  const confirm = () => identify('Mobile', { name: visit.cid?.profile.name ?? visit.fullName });

  return (
    <Flex vertical gap={6}>
      <Typography.Text strong>{t(`${T}.mobile`)}</Typography.Text>
      {confirmed ? (
        <Alert type="warning" showIcon role="status" title={t(`${T}.mobile_phones_differ`)} />
      ) : (
        <Button icon={<MobileOutlined />} onClick={() => void confirm()} loading={busy} disabled={!editable}>
          {t(`${T}.mobile_confirm`, { name: visit.cid?.profile.name ?? '' })}
        </Button>
      )}
      <Divider plain style={{ margin: '8px 0' }}>
        {t(`${T}.or_sms`)}
      </Divider>
    </Flex>
  );
}

function DocumentIdentification({ visit, operation, editable, onChanged }: SectionProps): ReactElement {
  const { t } = useTranslation();
  const [documentTypeId, setDocumentTypeId] = useState<string | null>(null);
  const [documentNumber, setDocumentNumber] = useState('');
  const verified = useVerifiedAtOnce({ visit, operation, onChanged });
  const { busy } = verified;
  const identify = () =>
    verified.identify('Document', {
      name: visit.fullName,
      phone: visit.phone,
      documentTypeId,
      documentNumber: documentNumber.trim(),
    });

  return (
    <Flex vertical gap={6}>
      <ReferenceAutocomplete
        register="identification_document_types"
        aria-label={t(`${T}.document_type`)}
        placeholder={t(`${T}.document_type`)}
        value={documentTypeId}
        onChange={setDocumentTypeId}
        disabled={!editable}
      />
      <Input
        aria-label={t(`${T}.document_number`)}
        placeholder={t(`${T}.document_number`)}
        value={documentNumber}
        maxLength={50}
        disabled={!editable}
        onChange={(event) => setDocumentNumber(event.target.value)}
      />
      <Button
        onClick={() => void identify()}
        loading={busy}
        disabled={!editable || !documentTypeId || documentNumber.trim().length < 2}
      >
        {t(`${T}.identify_by_document`)}
      </Button>
    </Flex>
  );
}
