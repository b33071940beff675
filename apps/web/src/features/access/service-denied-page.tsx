import { LogoutOutlined } from '@ant-design/icons';
import { MESSAGES } from '@console/domain';
import { Button, Flex, Result } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../auth/use-sign-out.ts';
import { ResultHeading } from '../layout/page-header.tsx';
import { translateAccessMessage } from './access-messages.ts';

/** A signed-in user who holds none of the service roles: the whole console is closed to them. */
export function ServiceDeniedPage({
  message = MESSAGES.serviceForbidden,
}: {
  message?: string;
}): ReactElement {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="403"
        title={<ResultHeading>{translateAccessMessage(t, message)}</ResultHeading>}
        subTitle={t('access.service_forbidden_hint')}
        extra={
          <Button type="primary" icon={<LogoutOutlined />} onClick={() => void signOut()}>
            {t('header.sign_out')}
          </Button>
        }
      />
    </Flex>
  );
}
