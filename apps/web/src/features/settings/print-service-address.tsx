import { ApiOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clearPrintServiceUrl,
  DEFAULT_PRINT_SERVICE_URL,
  isPrintServiceUrl,
  listDevices,
  type PrintDevice,
  PrintServiceError,
  readPrintServiceUrl,
  writePrintServiceUrl,
} from '../printing/print-service-client.ts';

const T = 'admin.pages.settings.print_service';
const FIELD_ID = 'print-service-url';

type CheckResult =
  | { kind: 'devices'; address: string; devices: PrintDevice[] }
  | { kind: 'no_answer'; address: string }
  | { kind: 'failed'; address: string; message: string };

/**
 * The address of the workstation's print service (registers §7 "Local print service"). It belongs
 * to the machine, not to the user, so it is saved in this browser at once, apart from the server
 * settings of the page around it; an invalid address is never saved.
 */
export function PrintServiceAddress(): ReactElement {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(readPrintServiceUrl);
  const [text, setText] = useState(() => saved ?? '');
  const [invalid, setInvalid] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [check, setCheck] = useState<CheckResult | null>(null);
  const [checking, setChecking] = useState(false);
  const typed = text.trim();

  const reset = () => {
    clearPrintServiceUrl();
    setSaved(null);
    setText('');
    setInvalid(false);
    setNotice(t(`${T}.reset_done`, { address: DEFAULT_PRINT_SERVICE_URL }));
  };

  const save = () => {
    if (typed === '') return reset();
    const address = writePrintServiceUrl(typed);
    setInvalid(address === null);
    setNotice(address === null ? null : t(`${T}.saved`, { address }));
    if (address === null) return;
    setSaved(address);
    setText(address);
  };

  // Checks what the field shows (empty: the standard address), saved or not yet.
  const runCheck = async () => {
    if (typed !== '' && !isPrintServiceUrl(typed)) return setInvalid(true);
    const address = typed === '' ? DEFAULT_PRINT_SERVICE_URL : typed.replace(/\/+$/, '');
    setChecking(true);
    setCheck(null);
    try {
      setCheck({ kind: 'devices', address, devices: await listDevices(address) });
    } catch (error) {
      setCheck(
        error instanceof PrintServiceError
          ? { kind: 'failed', address, message: error.message }
          : { kind: 'no_answer', address },
      );
    } finally {
      setChecking(false);
    }
  };

  return (
    <Card title={t(`${T}.title`)} extra={t(`${T}.hint`)} id="settings-print-service">
      <Form.Item
        label={t(`${T}.label`)}
        htmlFor={FIELD_ID}
        validateStatus={invalid ? 'error' : undefined}
        help={
          invalid ? (
            <span role="alert">{t(`${T}.invalid`)}</span>
          ) : (
            t(`${T}.help`, { address: DEFAULT_PRINT_SERVICE_URL })
          )
        }
      >
        <Flex gap={8} wrap>
          <Input
            id={FIELD_ID}
            value={text}
            placeholder={DEFAULT_PRINT_SERVICE_URL}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={invalid}
            status={invalid ? 'error' : undefined}
            style={{ flex: '1 1 260px', maxWidth: 420 }}
            onChange={(event) => {
              setText(event.target.value);
              setInvalid(false);
              setNotice(null);
              setCheck(null);
            }}
            onPressEnter={(event) => {
              // Enter saves this address only, not the server settings of the form around it.
              event.preventDefault();
              save();
            }}
          />
          <Button icon={<SaveOutlined />} onClick={save} disabled={typed === (saved ?? '')}>
            {t(`${T}.save`)}
          </Button>
          <Button icon={<ApiOutlined />} loading={checking} onClick={() => void runCheck()}>
            {t(`${T}.check`)}
          </Button>
          <Button icon={<UndoOutlined />} onClick={reset} disabled={saved === null && typed === ''}>
            {t(`${T}.reset`)}
          </Button>
        </Flex>
      </Form.Item>
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          {t(`${T}.in_use`, { address: saved ?? DEFAULT_PRINT_SERVICE_URL })}
        </Typography.Text>
        {notice && <Alert type="success" showIcon title={notice} role="status" />}
        {check && <CheckAnswer check={check} />}
      </Flex>
    </Card>
  );
}

function CheckAnswer({ check }: { check: CheckResult }): ReactElement {
  const { t } = useTranslation();
  if (check.kind === 'no_answer') {
    return (
      <Alert type="error" showIcon role="status" title={t(`${T}.no_answer`, { address: check.address })} />
    );
  }
  if (check.kind === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        role="status"
        title={t(`${T}.failed`, { address: check.address, message: check.message })}
      />
    );
  }
  return (
    <Alert
      type={check.devices.length > 0 ? 'success' : 'warning'}
      showIcon
      role="status"
      title={t(`${T}.devices`, { address: check.address, count: check.devices.length })}
      description={check.devices.map((device) => device.name).join(', ') || undefined}
    />
  );
}
