import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { MESSAGES } from '@console/domain';
import { Button, Result } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../app/route-paths.ts';
import { ResultHeading } from '../layout/page-header.tsx';
import { translateAccessMessage } from './access-messages.ts';

/** A route the user may not open: the spec's exact message on a result page. */
export function AccessDenied({ message }: { message: string }): ReactElement {
  const { t } = useTranslation();
  const mobileOnly = message === MESSAGES.mobileAppOnly;
  return (
    <Result
      status={mobileOnly ? 'info' : '403'}
      icon={mobileOnly ? <MobileOutlined /> : undefined}
      title={<ResultHeading>{translateAccessMessage(t, message)}</ResultHeading>}
      subTitle={mobileOnly ? t('access.mobile_app_only_hint') : t('access.resource_forbidden_hint')}
      extra={
        <Link to={ROUTE_PATHS.home}>
          <Button type="primary" icon={<LockOutlined />}>
            {t('access.go_home')}
          </Button>
        </Link>
      }
    />
  );
}
