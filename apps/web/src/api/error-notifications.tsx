import { Button, type NotificationArgsProps, notification } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactElement, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Notice, noticeDuration, useErrorList } from './error-list.ts';
import { ValidationMessages } from './validation-messages.ts';

/** Shows the common error list as antd notifications; mount once, near the root of the layout. */
export function ErrorNotifications(): ReactElement {
  const [api, contextHolder] = notification.useNotification();
  const { t } = useTranslation();
  const notices = useErrorList((state) => state.notices);

  useEffect(() => {
    if (notices.length === 0) return;
    for (const notice of useErrorList.getState().drain()) api.open(notificationArgs(notice, t));
  }, [notices, api, t]);

  return contextHolder;
}

export function notificationArgs(notice: Notice, t: TFunction): NotificationArgsProps {
  const { action, error } = notice;
  const description = error?.errors ? <ValidationMessages error={error} /> : notice.description;
  return {
    key: notice.id,
    type: notice.type,
    title: notice.title ?? t('common:oops', { defaultValue: 'Oops, something went wrong' }),
    description,
    duration: noticeDuration(notice),
    ...(action
      ? {
          actions: (
            <Button size="small" type="primary" onClick={action.onClick}>
              {action.label}
            </Button>
          ),
        }
      : {}),
  };
}
