import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { type LoginBody, loginBodySchema } from '@console/domain';
import { Alert, Button, Form, Input } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ProductError } from '../../api/product-error.ts';
import { zodRule } from '../../forms/zod-rule.ts';
import { Brand } from '../layout/brand.tsx';
import { LanguageSwitch } from '../layout/language-switch.tsx';
import { useAuthStore } from './auth-store.ts';
import { REDIRECT_PARAM, safeRedirectTarget } from './login-redirect.ts';

/** What a failed sign-in tells the user: wrong credentials, throttled, or the transport's own message. */
export function signInErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ProductError) {
    if (error.status === 401) return t('admin.pages.login.invalid_credentials');
    if (error.status === 429) return t('admin.pages.login.too_many_attempts');
    if (error.status === 0 && error.message) return error.message;
  }
  return t('oops');
}

export function LoginPage(): ReactElement {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginBody>();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signedIn = useAuthStore((state) => state.idToken !== null);
  const login = useAuthStore((state) => state.login);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const target = safeRedirectTarget(searchParams.get(REDIRECT_PARAM));

  useEffect(() => {
    document.title = `${t('routes.login')} · ${t('app.name')}`;
  }, [t]);

  if (signedIn && !submitting) return <Navigate to={target} replace />;

  const onFinish = async (values: LoginBody) => {
    setSubmitting(true);
    setError(null);
    try {
      await login({ login: values.login.trim(), password: values.password });
      await navigate(target, { replace: true });
    } catch (failure) {
      setError(signInErrorMessage(t, failure));
      form.setFieldValue('password', '');
    } finally {
      setSubmitting(false);
    }
  };

  const loginLabel = t('admin.pages.login.login');
  const passwordLabel = t('admin.pages.login.password');

  return (
    <div className="login-page">
      <aside className="login-aside">
        <Brand light />
        <div>
          <h2>{t('admin.pages.login.headline')}</h2>
          <p>{t('admin.pages.login.description')}</p>
        </div>
        <span className="login-aside-footer">{t('admin.pages.login.footer')}</span>
      </aside>
      <main className="login-main">
        <div className="login-card">
          <h1>{t('admin.pages.login.title')}</h1>
          <p style={{ margin: '0 0 24px', color: 'var(--console-muted)' }}>
            {t('admin.pages.login.subtitle')}
          </p>
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
        </div>
      </main>
      <div className="login-language">
        <LanguageSwitch />
      </div>
    </div>
  );
}
