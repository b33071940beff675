import { Drawer } from 'antd';
import type { ReactElement } from 'react';
import { Brand } from './brand.tsx';
import { SideMenu } from './side-menu.tsx';

const DRAWER_HEADER_STYLE = { background: 'var(--console-sider-bg)', borderBottom: 'none' };
const DRAWER_BODY_STYLE = { padding: 0, background: 'var(--console-sider-bg)' };

/** The side menu as a drawer, on a phone or a narrow window (a chunk of its own: desktops never load it). */
export function MenuDrawer(props: {
  groups: readonly string[];
  placement: 'left' | 'right';
  width: number;
  open: boolean;
  onClose(): void;
}): ReactElement {
  return (
    <Drawer
      className="menu-drawer"
      placement={props.placement}
      open={props.open}
      onClose={props.onClose}
      size={props.width}
      title={<Brand light />}
      styles={{ header: DRAWER_HEADER_STYLE, body: DRAWER_BODY_STYLE }}
      closable
    >
      <SideMenu groups={props.groups} onNavigate={props.onClose} />
    </Drawer>
  );
}
