import { CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { addError, addNotice } from '../../api/error-list.ts';

/**
 * Copies a document's number (a shipment's, a visit's) to the clipboard, saying so with the spec's
 * 'copy_to_clipboard_success' notice (platform §8); a browser that refuses says why.
 */
export function CopyNumber({ value }: { value: string }): ReactElement {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      addNotice({ type: 'success', title: t('copy_to_clipboard_success') });
    } catch (error) {
      addError(error);
    }
  };
  return (
    <Button
      type="text"
      size="small"
      icon={<CopyOutlined />}
      aria-label={t('copy_number', { number: value })}
      title={t('copy_number', { number: value })}
      onClick={() => void copy()}
    />
  );
}
