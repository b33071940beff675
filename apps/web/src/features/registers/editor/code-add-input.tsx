import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Space } from 'antd';
import { type ReactElement, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addError } from '../../../api/error-list.ts';
import { ProductError } from '../../../api/product-error.ts';
import { validationMessageLines } from '../../../api/validation-messages.ts';

/**
 * One text input that adds a row to a sub-resource list: Enter or the button adds, a refusal
 * (the client's check or the server's validation answer) shows under the field, any other
 * failure goes to the common error list. It sits inside the editor's form, so Enter must not
 * submit that form.
 */
export function CodeAddInput(props: {
  label: string;
  /** Why the trimmed value may not be added, or null when it may. */
  validate(value: string): string | null;
  /** Adds the trimmed value; rejects with the API's error when the call fails. */
  onAdd(value: string): Promise<void>;
  pending: boolean;
}): ReactElement {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (props.pending) return;
    const trimmed = value.trim();
    const problem = props.validate(trimmed);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await props.onAdd(trimmed);
      setValue('');
      setError(null);
    } catch (failure) {
      if (failure instanceof ProductError && failure.status === 400 && failure.errors) {
        setError(validationMessageLines(failure, i18n).join('\n'));
      } else {
        addError(failure);
      }
    }
  };

  return (
    <Form.Item
      label={props.label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error === null ? undefined : <span style={{ whiteSpace: 'pre-line' }}>{error}</span>}
      style={{ maxWidth: 560 }}
    >
      <Space.Compact block>
        <Input
          id={id}
          value={value}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          onPressEnter={(event) => {
            event.preventDefault();
            void submit();
          }}
        />
        <Button icon={<PlusOutlined />} onClick={() => void submit()} loading={props.pending}>
          {t('registers.sub_rows.add')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}

/** The remove button of a sub-resource row; the caller confirms before removing. */
export function RemoveCodeButton(props: { value: string; onRemove(): void }): ReactElement {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      danger
      icon={<DeleteOutlined />}
      aria-label={t('registers.sub_rows.remove', { value: props.value })}
      onClick={props.onRemove}
    />
  );
}

/** A sub-resource list that could not be read, with a retry. */
export function CodesLoadFailed(props: { message: string; onRetry(): void }): ReactElement {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={props.message}
      style={{ marginBottom: 16 }}
      action={
        <Button size="small" onClick={props.onRetry}>
          {t('app.retry')}
        </Button>
      }
    />
  );
}
