import { Button, Flex, Result, Space } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../auth/use-sign-out.ts';
import { ResultHeading } from '../layout/page-header.tsx';

/** The signed-in user could not be loaded (network, server): retry or sign out. */
export function UserLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }): ReactElement {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="warning"
        title={<ResultHeading>{t('app.user_load_failed')}</ResultHeading>}
        subTitle={message}
        extra={
          <Space wrap>
            <Button type="primary" onClick={onRetry}>
              {t('app.retry')}
            </Button>
            <Button onClick={() => void signOut()}>{t('header.sign_out')}</Button>
          </Space>
        }
      />
    </Flex>
  );
}
