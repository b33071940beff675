import type { ReactElement, ReactNode } from 'react';

/** Title row of a screen: heading, a line of explanation, and actions on the far side. */
export function PageHeader(props: {
  title: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
}): ReactElement {
  return (
    <header className="page-header">
      <div>
        <h1>{props.title}</h1>
        {props.subtitle && <p>{props.subtitle}</p>}
      </div>
      {props.extra && <div>{props.extra}</div>}
    </header>
  );
}
