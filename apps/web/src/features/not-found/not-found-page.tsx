import { HomeOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../app/route-paths.ts';

export function NotFoundPage(): ReactElement {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('admin.pages.not_found.title')}
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
