import { PlusOutlined } from '@ant-design/icons';
import { REGISTERS, resourcePermissions } from '@console/domain';
import { Button, Table, Tabs } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '../../app/route-paths.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { RegisterListPage } from '../registers/list/register-list-page.tsx';
import { type RegisterRecord, useRegisterList } from '../registers/register-api.ts';
import { editorPath, NEW_RECORD_ID } from '../registers/register-lookup.ts';

/**
 * The partner carriers' branches (docs/decisions.md "Delivery partners"): the register the
 * spec's first-mile partner records of shipments point into, edited in the generic editor.
 */
function DeliveryPartnersTab(): ReactElement {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const register = REGISTERS.delivery_partners;
  const list = useRegisterList(register, { limit: '100', deletionMark: 'false' });
  const canCreate = user ? resourcePermissions(user, 'delivery_partners').create : false;
  return (
    <>
      {canCreate && (
        <Link to={editorPath(register, NEW_RECORD_ID)}>
          <Button icon={<PlusOutlined />} style={{ marginBottom: 8 }}>
            {t('admin.pages.pickups.new_partner')}
          </Button>
        </Link>
      )}
      <Table<RegisterRecord>
        size="small"
        rowKey={(row) => String(row.id)}
        loading={list.isPending}
        dataSource={list.data?.items ?? []}
        scroll={{ x: true }}
        pagination={{ pageSize: 15 }}
        columns={[
          {
            title: t('registers.fields.number'),
            dataIndex: 'number',
            render: (value: string, row) => <Link to={editorPath(register, String(row.id))}>{value}</Link>,
          },
          { title: t('registers.fields.carrier'), dataIndex: 'carrier' },
          { title: t('registers.fields.name'), dataIndex: 'name' },
          { title: t('registers.fields.countryCode'), dataIndex: 'countryCode' },
          { title: t('registers.fields.address'), dataIndex: 'address' },
        ]}
      />
    </>
  );
}

/** Pickups (registers §2.3): the generic register list with its create button, and the partners tab. */
export function PickupsListPage(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'partners' ? 'partners' : 'pickups';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === 'partners' ? { tab: 'partners' } : {})}
      items={[
        {
          key: 'pickups',
          label: t('routes.pickups'),
          children: (
            <RegisterListPage
              actions={() => (
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => void navigate(pathTo('pickups_create'))}
                >
                  {t('admin.pages.pickups.new_pickup')}
                </Button>
              )}
            />
          ),
        },
        { key: 'partners', label: t('registers.delivery_partners.title'), children: <DeliveryPartnersTab /> },
      ]}
    />
  );
}
