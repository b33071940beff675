import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { type LoginBody, loginBodySchema } from '@console/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ProductError } from '../../api/product-error.ts';
import { zodRule } from '../../forms/zod-rule.ts';
import { useAuthStore } from './auth-store.ts';
import { authKeys } from './use-auth-config.ts';

const EXTERNAL_SIGN_IN = 'EXTERNAL_SIGN_IN';

/** What a failed sign-in tells the user: wrong credentials, throttled, or the transport's own message. */
function signInErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ProductError) {
    if (error.status === 401) return t('admin.pages.login.invalid_credentials');
    if (error.status === 429) return t('admin.pages.login.too_many_attempts');
    if (error.code === EXTERNAL_SIGN_IN) return t('admin.pages.login.use_identity_provider');
    if (error.status === 0 && error.message) return error.message;
  }
  return t('oops');
}

/** The built-in sign-in: login and password. */
export function PasswordSignIn(props: {
  target: string;
  onSigningIn(signingIn: boolean): void;
}): ReactElement {
  const { target, onSigningIn } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginBody>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useAuthStore((state) => state.login);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: LoginBody) => {
    setSubmitting(true);
    onSigningIn(true);
    setError(null);
    try {
      await login({ login: values.login.trim(), password: values.password });
      await navigate(target, { replace: true });
    } catch (failure) {
      setError(signInErrorMessage(t, failure));
      form.setFieldValue('password', '');
      // The server signs users in through an issuer after all: ask again how, to offer its button.
      if (failure instanceof ProductError && failure.code === EXTERNAL_SIGN_IN)
        void queryClient.invalidateQueries({ queryKey: authKeys.config() });
    } finally {
      setSubmitting(false);
      onSigningIn(false);
    }
  };

  const loginLabel = t('admin.pages.login.login');
  const passwordLabel = t('admin.pages.login.password');

  return (
    <>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form<LoginBody>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void onFinish(values)}
        disabled={submitting}
        size="large"
      >
        <Form.Item
          name="login"
          label={loginLabel}
          rules={[zodRule(loginBodySchema.shape.login, t, loginLabel)]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus autoCapitalize="none" />
        </Form.Item>
        <Form.Item
          name="password"
          label={passwordLabel}
          rules={[zodRule(loginBodySchema.shape.password, t, passwordLabel)]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('admin.pages.login.submit')}
        </Button>
      </Form>
    </>
  );
}
