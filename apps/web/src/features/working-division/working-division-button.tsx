import { SwapOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@console/domain';
import { Button, Tag } from 'antd';
import { lazy, type ReactElement, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Only administrators and dispatch managers open it: kept out of every other user's first load.
const WorkingDivisionDialog = lazy(() =>
  import('./working-division-dialog.tsx').then((module) => ({ default: module.WorkingDivisionDialog })),
);

/**
 * Beside the header's division label (in the account menu's trigger), for users who may change
 * it: opens the division change; says "covering" while they work away from their own division.
 */
export function WorkingDivisionButton({ user }: { user: CurrentUser }): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const division = user.division
    ? t('header.division', { number: user.division.number, name: user.division.name })
    : t('header.no_division');
  return (
    <>
      <Button
        type="text"
        className="header-division"
        icon={<SwapOutlined />}
        onClick={() => setOpen(true)}
        title={t('header.change_division')}
        aria-label={`${t('header.change_division')}: ${division}`}
      >
        {user.homeDivision && (
          <Tag color="gold" className="header-division-covering">
            {t('header.covering')}
          </Tag>
        )}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <WorkingDivisionDialog user={user} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
