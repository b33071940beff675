import { ConfigProvider } from 'antd';
import { type ReactElement, type ReactNode, useContext } from 'react';

/**
 * A list row's title and description as antd's `List.Item.Meta` shows them, without its `<h4>`: a row
 * of a list on a screen whose only heading is its `<h1>` is no section of its own, and an `h4` there
 * skips two heading levels for a screen-reader user (axe `heading-order`, WCAG 1.3.1).
 */
export function ListItemText({
  title,
  description,
  avatar,
}: {
  title: ReactNode;
  description?: ReactNode;
  avatar?: ReactNode;
}): ReactElement {
  const prefix = useContext(ConfigProvider.ConfigContext).getPrefixCls('list');
  return (
    <div className={`${prefix}-item-meta`}>
      {avatar ? <div className={`${prefix}-item-meta-avatar`}>{avatar}</div> : null}
      <div className={`${prefix}-item-meta-content`}>
        <div className={`${prefix}-item-meta-title`}>{title}</div>
        {description ? <div className={`${prefix}-item-meta-description`}>{description}</div> : null}
      </div>
    </div>
  );
}
