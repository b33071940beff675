import { HomeOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../app/route-paths.ts';
import { ResultHeading } from '../layout/page-header.tsx';

export function NotFoundPage(): ReactElement {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={<ResultHeading>{t('admin.pages.not_found.title')}</ResultHeading>}
      subTitle={t('admin.pages.not_found.description')}
      extra={
        <Link to={ROUTE_PATHS.home}>
          <Button type="primary" icon={<HomeOutlined />}>
            {t('access.go_home')}
          </Button>
        </Link>
      }
    />
  );
}
