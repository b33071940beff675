import { useQuery } from '@tanstack/react-query';
import { App, Form, Typography } from 'antd';
import { type ReactElement, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../api/client.ts';
import { ck } from './condition-words.ts';

export interface ServiceHotkey {
  name: string;
  serviceCode: string;
  payerType: string;
  hotkey: string;
}

/** The physical key of a hotkey letter or digit, so Alt+S works on Cyrillic and Polish layouts too. */
export function hotkeyOf(
  event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'code'>,
): string | null {
  if (!event.altKey || event.ctrlKey || event.metaKey) return null;
  const match = /^(?:Key([A-Z])|Digit([0-9]))$/.exec(event.code);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/**
 * The hotkeys of the manual service conditions in the shipment form: Alt+key ticks the service
 * with its payer; the server sets its amount when the shipment is saved and the condition matches.
 */
export function ServiceHotkeys(props: { disabled: boolean }): ReactElement | null {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const { message } = App.useApp();
  const hotkeys = useQuery({
    queryKey: ['conditions-checks', 'hotkeys'],
    queryFn: async () => (await apiClient.get<ServiceHotkey[]>('conditions-checks/hotkeys')).data,
    staleTime: 60_000,
  });
  const list = hotkeys.data ?? [];
  useEffect(() => {
    if (props.disabled || list.length === 0) return;
    const listener = (event: KeyboardEvent) => {
      const key = hotkeyOf(event);
      const found = key ? list.find((candidate) => candidate.hotkey === key) : undefined;
      if (!found) return;
      event.preventDefault();
      form.setFieldValue(['services', found.serviceCode, 'selected'], true);
      form.setFieldValue(['services', found.serviceCode, 'payerType'], found.payerType);
      void message.info(t(ck('hotkey_added'), { name: found.name }));
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [props.disabled, list, form, message, t]);
  if (list.length === 0 || props.disabled) return null;
  return (
    <Typography.Paragraph type="secondary" className="shipment-service-hotkeys" data-testid="service-hotkeys">
      {list.map((hotkey) => `Alt+${hotkey.hotkey}: ${hotkey.name}`).join(' · ')}
    </Typography.Paragraph>
  );
}
