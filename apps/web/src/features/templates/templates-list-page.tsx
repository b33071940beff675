import { CopyOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../app/route-paths.ts';
import { RegisterListPage } from '../registers/list/register-list-page.tsx';
import type { RegisterRecord } from '../registers/register-api.ts';

/** The query of templates_create that opens a copy of a template (registers §2.3, §9). */
export const COPY_OF_PARAM = 'copyOf';

function TemplateActions({ selected }: { selected: RegisterRecord | null }): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selectedId = typeof selected?.id === 'string' ? selected.id : undefined;
  return (
    <>
      <Tooltip title={selectedId ? undefined : t('registers.toolbar.select_row')}>
        <Button
          icon={<CopyOutlined />}
          disabled={!selectedId}
          onClick={() =>
            selectedId && void navigate(pathTo('templates_create', {}, { [COPY_OF_PARAM]: selectedId }))
          }
        >
          {t('admin.pages.templates.copy')}
        </Button>
      </Tooltip>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => void navigate(pathTo('templates_create'))}
      >
        {t('admin.pages.templates.new')}
      </Button>
    </>
  );
}

/** Notification templates (registers §2.3): the generic list; rows open templates_edit. */
export function TemplatesListPage(): ReactElement {
  return <RegisterListPage actions={(selected) => <TemplateActions selected={selected} />} />;
}
