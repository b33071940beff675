import type { ReactElement, ReactNode } from 'react';

/** The sign-in page's failure message, in the look of antd's error Alert. */
export function SignInAlert({ message }: { message: string }): ReactElement {
  return (
    <div className="login-alert" role="alert">
      {message}
    </div>
  );
}

/** The sign-in page's full-width primary button, in the look of antd's. */
export function SignInButton(props: {
  type: 'submit' | 'button';
  loading: boolean;
  onClick?: () => void;
  children: ReactNode;
}): ReactElement {
  return (
    <button
      type={props.type}
      className="console-button console-button-primary console-button-block"
      disabled={props.loading}
      aria-busy={props.loading || undefined}
      onClick={props.onClick}
    >
      {props.loading && <span className="console-spinner console-spinner-inline" aria-hidden="true" />}
      {props.children}
    </button>
  );
}
