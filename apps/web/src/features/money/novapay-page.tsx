import { CheckCircleTwoTone, CloseCircleTwoTone, LoginOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { addError } from '../../api/error-list.ts';
import { PageHeader } from '../layout/page-header.tsx';
import { useSyncTabWithRoute } from '../workspace-tabs/index.ts';
import { novaPayLogin } from './money-api.ts';

const T = 'admin.pages.money.novapay';
const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');

/** The NovaPay workplace (route `novapay`): signs in to the payment service and shows its state. */
export function NovaPayPage(): ReactElement {
  const { t } = useTranslation();
  const params = useParams();
  useSyncTabWithRoute('novapay', params);
  const login = useMutation({ mutationFn: novaPayLogin, onError: (error) => addError(error) });
  const state = login.data;
  return (
    <Flex vertical gap={12}>
      <PageHeader
        title={t(`${T}.title`)}
        subtitle={t(`${T}.subtitle`)}
        extra={
          <Button
            type="primary"
            icon={<LoginOutlined />}
            loading={login.isPending}
            onClick={() => login.mutate()}
            data-testid="novapay-login"
          >
            {state?.connected ? t(`${T}.sign_in_again`) : t(`${T}.sign_in`)}
          </Button>
        }
      />
      <Card size="small" title={t(`${T}.state`)}>
        {!state ? (
          <Typography.Text type="secondary">{t(`${T}.not_signed_in`)}</Typography.Text>
        ) : (
          <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={t(`${T}.connection`)}>
              <Flex gap={6} align="center" data-testid="novapay-state">
                {state.connected ? (
                  <CheckCircleTwoTone twoToneColor="#52c41a" />
                ) : (
                  <CloseCircleTwoTone twoToneColor="#ff4d4f" />
                )}
                {state.connected ? t(`${T}.connected`) : t(`${T}.disconnected`)}
              </Flex>
            </Descriptions.Item>
            <Descriptions.Item label={t(`${T}.mode`)}>
              <Tag>{t(`${T}.modes.${state.mode}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t(`${T}.terminal`)}>{state.terminalId ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t(`${T}.merchant`)}>{state.merchant ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t(`${T}.signed_in_at`)}>{when(state.signedInAt)}</Descriptions.Item>
            <Descriptions.Item label={t(`${T}.expires_at`)}>{when(state.expiresAt)}</Descriptions.Item>
            {state.error && <Descriptions.Item label={t(`${T}.error`)}>{state.error}</Descriptions.Item>}
          </Descriptions>
        )}
      </Card>
    </Flex>
  );
}
