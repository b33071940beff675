import type { CourierDocumentType, CourierStop, DoorIdentification } from '@console/domain';
import { Alert, Button, Flex, Input, Radio, Select, Typography } from 'antd';
import { type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendDoorCode } from './courier-day-api.ts';

const T = 'admin.pages.courier_day';
const CODE = /^\d{4,6}$/;

type Way = 'SMS' | 'Document';

/**
 * The recipient's identification at the door (registers §4): an SMS code sent to their mobile
 * phone (online only: the code is made and checked on the server) or an identity document, which
 * works offline. Reports the identification once it is complete, null otherwise.
 */
export function IdentificationField(props: {
  stop: CourierStop;
  documentTypes: readonly CourierDocumentType[];
  online: boolean;
  onChange: (identification: DoorIdentification | null) => void;
}): ReactElement {
  const { t } = useTranslation();
  const { onChange } = props;
  const [way, setWay] = useState<Way>('Document');
  const [code, setCode] = useState('');
  const [documentTypeId, setDocumentTypeId] = useState<string | undefined>(undefined);
  const [documentNumber, setDocumentNumber] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (way === 'SMS') onChange(CODE.test(code.trim()) ? { type: 'SMS', code: code.trim() } : null);
    else
      onChange(
        documentTypeId && documentNumber.trim() !== ''
          ? { type: 'Document', documentTypeId, documentNumber: documentNumber.trim() }
          : null,
      );
  }, [way, code, documentTypeId, documentNumber, onChange]);

  const send = async () => {
    setSending(true);
    setError(null);
    try {
      const answer = await sendDoorCode(props.stop.id);
      setSent(answer.phone);
    } catch (caught) {
      const data = (caught as { response?: { data?: { message?: string } } }).response?.data;
      setError(data?.message ?? (caught as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <fieldset className="courier-day-fieldset" data-testid="identification">
      <legend>{t(`${T}.identification`)}</legend>
      <Flex vertical gap={8}>
        <Radio.Group value={way} onChange={(event) => setWay(event.target.value)}>
          <Radio value="SMS">{t(`${T}.by_sms`)}</Radio>
          <Radio value="Document">{t(`${T}.by_document`)}</Radio>
        </Radio.Group>
        {way === 'SMS' ? (
          <>
            <Button onClick={send} loading={sending} disabled={!props.online}>
              {t(`${T}.send_code`)}
            </Button>
            {!props.online && (
              <Typography.Text type="secondary" data-testid="send-code-offline">
                {t(`${T}.send_code_offline`)}
              </Typography.Text>
            )}
            {sent && <Typography.Text type="success">{t(`${T}.code_sent`, { phone: sent })}</Typography.Text>}
            {error && <Alert type="error" title={error} />}
            <label htmlFor="courier-day-sms-code">{t(`${T}.sms_code`)}</label>
            <Input
              id="courier-day-sms-code"
              value={code}
              inputMode="numeric"
              maxLength={6}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
            />
          </>
        ) : (
          <>
            <label htmlFor="courier-day-document-type">{t(`${T}.document_type`)}</label>
            <Select
              id="courier-day-document-type"
              value={documentTypeId}
              onChange={setDocumentTypeId}
              options={props.documentTypes.map((type) => ({ value: type.id, label: type.name }))}
            />
            <label htmlFor="courier-day-document-number">{t(`${T}.document_number`)}</label>
            <Input
              id="courier-day-document-number"
              value={documentNumber}
              maxLength={50}
              onChange={(event) => setDocumentNumber(event.target.value)}
              autoComplete="off"
            />
          </>
        )}
      </Flex>
    </fieldset>
  );
}
