import { HomeOutlined, ToolOutlined } from '@ant-design/icons';
import { Button, Card, Result, Tag, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteName } from '../../app/route-handle.ts';
import { ROUTE_PATHS } from '../../app/route-paths.ts';
import { PageHeader } from '../layout/page-header.tsx';

/** A route of the table whose screen is not built yet: guard, tab and title already work. */
export function PlaceholderPage(): ReactElement {
  const { t } = useTranslation();
  const routeName = useRouteName() ?? 'not_found';
  const title = t(`routes.${routeName}`);
  return (
    <>
      <PageHeader
        title={title}
        extra={
          <Tag color="gold" icon={<ToolOutlined />}>
            {t('admin.pages.placeholder.badge')}
          </Tag>
        }
      />
      <Card>
        <Result
          icon={<ToolOutlined style={{ color: '#e08a00' }} />}
          title={t('admin.pages.placeholder.title')}
          subTitle={t('admin.pages.placeholder.description', { screen: title })}
          extra={
            <Link to={ROUTE_PATHS.home}>
              <Button icon={<HomeOutlined />}>{t('access.go_home')}</Button>
            </Link>
          }
        >
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: 0 }}>
            {t('admin.pages.placeholder.route')} <Typography.Text code>{routeName}</Typography.Text>
          </Typography.Paragraph>
        </Result>
      </Card>
    </>
  );
}
