import type { LoginBody } from '@console/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FormEvent, type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ProductError } from '../../api/product-error.ts';
import { useAuthStore } from './auth-store.ts';
import type { LoginErrors, LoginField } from './login-validation.ts';
import { SignInAlert, SignInButton } from './sign-in-controls.tsx';
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

/**
 * The built-in sign-in: login and password. Plain HTML inputs styled like antd's (app.css), so that the
 * sign-in page loads no antd; the fields are checked with the domain's schema, loaded on submit.
 */
export function PasswordSignIn(props: {
  target: string;
  onSigningIn(signingIn: boolean): void;
}): ReactElement {
  const { target, onSigningIn } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useAuthStore((state) => state.login);
  const [values, setValues] = useState<LoginBody>({ login: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const labels = { login: t('admin.pages.login.login'), password: t('admin.pages.login.password') };

  const change = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const { loginErrors } = await import('./login-validation.ts');
    const errors = loginErrors(values, t, labels);
    setFieldErrors(errors);
    if (errors.login || errors.password) return;
    setSubmitting(true);
    onSigningIn(true);
    setError(null);
    try {
      await login({ login: values.login.trim(), password: values.password });
      await navigate(target, { replace: true });
    } catch (failure) {
      setError(signInErrorMessage(t, failure));
      setValues((current) => ({ ...current, password: '' }));
      // The server signs users in through an issuer after all: ask again how, to offer its button.
      if (failure instanceof ProductError && failure.code === EXTERNAL_SIGN_IN)
        void queryClient.invalidateQueries({ queryKey: authKeys.config() });
    } finally {
      setSubmitting(false);
      onSigningIn(false);
    }
  };

  const field = (name: LoginField, input: { type: string; autoComplete: string; autoFocus?: boolean }) => (
    <div className="login-field">
      <label htmlFor={`login-${name}`}>{labels[name]}</label>
      <input
        id={`login-${name}`}
        name={name}
        className="console-input"
        value={values[name]}
        onChange={(event) => change(name, event.target.value)}
        disabled={submitting}
        autoCapitalize="none"
        aria-invalid={fieldErrors[name] ? true : undefined}
        aria-describedby={fieldErrors[name] ? `login-${name}-error` : undefined}
        {...input}
      />
      {fieldErrors[name] && (
        <div id={`login-${name}-error`} className="login-field-error">
          {fieldErrors[name]}
        </div>
      )}
    </div>
  );

  return (
    <>
      {error && <SignInAlert message={error} />}
      <form noValidate onSubmit={(event) => void submit(event)}>
        {field('login', { type: 'text', autoComplete: 'username', autoFocus: true })}
        {field('password', { type: 'password', autoComplete: 'current-password' })}
        <SignInButton type="submit" loading={submitting}>
          {t('admin.pages.login.submit')}
        </SignInButton>
      </form>
    </>
  );
}
