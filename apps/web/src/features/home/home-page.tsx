import { ArrowRightOutlined, EnvironmentOutlined, SettingOutlined } from '@ant-design/icons';
import { type CurrentUser, checkRouteAccess } from '@console/domain';
import { Button, Card, Col, Empty, Flex, Row, Space, Tag } from 'antd';
import { type ReactElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../app/route-paths.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { MENU_SECTIONS, type MenuSection } from '../layout/menu-items.ts';
import { CountryFlag, fullName } from '../layout/user-menu.tsx';

function greetingKey(hour: number): string {
  if (hour < 12) return 'admin.pages.home.greeting_morning';
  if (hour < 18) return 'admin.pages.home.greeting_afternoon';
  return 'admin.pages.home.greeting_evening';
}

/** The screens of each menu section this user may open; the home page offers them to everyone. */
export function reachableSections(groups: readonly string[]): MenuSection[] {
  return MENU_SECTIONS.map((section) => ({
    key: section.key,
    routes: section.routes.filter((routeName) => checkRouteAccess(groups, routeName).ok),
  })).filter((section) => section.routes.length > 0);
}

export function HomePage(): ReactElement | null {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return <Home user={user} />;
}

function Home({ user }: { user: CurrentUser }): ReactElement {
  const { t, i18n } = useTranslation();
  const sections = useMemo(() => reachableSections(user.groups), [user.groups]);
  const now = new Date();
  // Plain headings and the browser's date format: antd's Typography and dayjs stay out of the first load.
  const today = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(now);

  return (
    <Flex vertical gap={16}>
      <Card className="home-welcome">
        <Flex wrap justify="space-between" align="center" gap={16}>
          <div>
            <h1 className="home-greeting">
              {t(greetingKey(now.getHours()), { name: user.firstName || fullName(user) })}
            </h1>
            <span className="home-muted">
              {today}
              {' · '}
              <CountryFlag flag={user.countryProfile.countryFlag} country={user.countryProfile.countryName} />{' '}
              {user.countryProfile.countryName}
            </span>
            <div style={{ marginTop: 12 }}>
              <Space size={[6, 6]} wrap>
                {user.groups.map((group) => (
                  <Tag key={group} color="blue">
                    {t(`roles.${group}`, { defaultValue: group })}
                  </Tag>
                ))}
              </Space>
            </div>
          </div>
          <Flex vertical gap={8} className="home-welcome-aside">
            <span>
              <EnvironmentOutlined />{' '}
              {user.division
                ? t('header.division', { number: user.division.number, name: user.division.name })
                : t('header.no_division')}
            </span>
            <Link to={ROUTE_PATHS.settings}>
              <Button icon={<SettingOutlined />}>{t('routes.settings')}</Button>
            </Link>
          </Flex>
        </Flex>
      </Card>

      <h2 className="home-subtitle">{t('admin.pages.home.your_screens')}</h2>
      {sections.length === 0 ? (
        <Card>
          <Empty description={t('admin.pages.home.no_screens')} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {sections.map((section) => (
            <Col key={section.key} xs={24} md={12} xl={8}>
              <Card title={t(`menu.${section.key}`)} size="small" className="home-section">
                <ul className="home-links">
                  {section.routes.map((routeName) => (
                    <li key={routeName}>
                      <Link to={ROUTE_PATHS[routeName]}>
                        <span>{t(`routes.${routeName}`)}</span>
                        <ArrowRightOutlined />
                      </Link>
                    </li>
                  ))}
                </ul>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </Flex>
  );
}
