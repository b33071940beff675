import { RollbackOutlined } from '@ant-design/icons';
import { can } from '@console/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { addError, addNotice } from '../../api/error-list.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { CodButton } from '../cash-on-delivery/cod-drawer.tsx';
import { RegisterListPage } from '../registers/list/register-list-page.tsx';
import type { RegisterRecord } from '../registers/register-api.ts';
import { cancelPayments } from './money-api.ts';

const T = 'admin.pages.money';

function CancelAction({ selected }: { selected: RegisterRecord | null }): ReactElement | null {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  if (!user || !can(user, 'paymentCancel')) return null;
  const cancellable = selected !== null && selected.lastStatus !== 'refunded' && !selected.deletedAt;
  const confirm = () =>
    selected &&
    modal.confirm({
      title: t(`${T}.cancel_confirm`, { number: String(selected.number) }),
      okText: t(`${T}.cancel_payment`),
      onOk: async () => {
        try {
          await cancelPayments([String(selected.id)]);
          addNotice({ type: 'success', title: t(`${T}.cancelled`) });
        } catch (error) {
          addError(error);
        } finally {
          await queryClient.invalidateQueries();
        }
      },
    });
  return (
    <Tooltip title={selected ? undefined : t('registers.toolbar.select_row')}>
      <Button
        icon={<RollbackOutlined />}
        disabled={!cancellable}
        onClick={confirm}
        data-testid="payments-cancel"
      >
        {t(`${T}.cancel_payment`)}
      </Button>
    </Tooltip>
  );
}

/**
 * The payments register (registers §3.1) with "Cancel payment" for the selected row (platform §6)
 * and the cash on delivery owed to senders.
 */
export function PaymentsListPage(): ReactElement {
  return (
    <RegisterListPage
      actions={(selected) => (
        <Space wrap>
          <CancelAction selected={selected} />
          <CodButton />
        </Space>
      )}
    />
  );
}
