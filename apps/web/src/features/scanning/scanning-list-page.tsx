import { DownOutlined } from '@ant-design/icons';
import { CREATABLE_SCAN_TYPES, can, type ScanType } from '@console/domain';
import { Button, Dropdown } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../app/route-paths.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { RegisterListPage } from '../registers/list/register-list-page.tsx';
import { CreateScanDialog } from './create-scan-dialog.tsx';

/**
 * The scanning register (registers §2.1): the generic list plus "create" of each scan type. The
 * menu opens on a click (or Enter), as every other menu of the console: on hover it closed as soon
 * as the pointer left the button.
 */
export function ScanningListPage(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const [type, setType] = useState<ScanType | null>(null);
  const allowed = user ? can(user, 'scanningEdit') : false;
  return (
    <RegisterListPage
      actions={() =>
        allowed && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: CREATABLE_SCAN_TYPES.map((scanType) => ({
                key: scanType,
                label: t(`admin.pages.scanning.types.${scanType}`),
              })),
              onClick: ({ key }) => setType(key as ScanType),
            }}
          >
            <Button type="primary" data-testid="scan-create">
              {t('admin.pages.scanning.create')} <DownOutlined />
            </Button>
          </Dropdown>
        )
      }
    >
      <CreateScanDialog
        type={type}
        onClose={() => setType(null)}
        onCreated={(id) => {
          setType(null);
          navigate(pathTo('scan_edit', { id }));
        }}
      />
    </RegisterListPage>
  );
}
