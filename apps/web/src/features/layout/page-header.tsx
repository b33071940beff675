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

/**
 * The title of a screen that is a result page (not found, no access): its `<h1>`, in the result's own
 * type, so the screen has the one top heading every screen has (WCAG 1.3.1, 2.4.6).
 */
export function ResultHeading({ children }: { children: ReactNode }): ReactElement {
  return <h1 className="result-heading">{children}</h1>;
}
