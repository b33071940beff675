import { WarningOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * A screen that failed to load or render. A failed chunk or stylesheet
 * preload (Vite's 'Unable to preload CSS ...') usually means a new release:
 * reloading fetches it. Plain components only, so that this page itself
 * never needs a chunk that might be missing.
 */
export function RouteErrorPage(): ReactElement {
  const error = useRouteError();
  const { t } = useTranslation();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t('oops');
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={12}
      style={{ minHeight: 320, padding: 24, textAlign: 'center' }}
    >
      <WarningOutlined style={{ fontSize: 48, color: '#d63b3b' }} />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('oops')}
      </Typography.Title>
      <Typography.Text type="secondary">{message}</Typography.Text>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </Button>
    </Flex>
  );
}
