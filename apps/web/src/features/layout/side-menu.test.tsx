import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';
import { visibleMenu } from './menu-items.ts';

const OPERATOR = ['base', 'branch_employee', 'branch_manager'];
const CONTACT_CENTRE = ['contact_centre_operator'];

function menuRoutes(groups: string[]): string[] {
  return visibleMenu(groups).flatMap((section) => section.routes);
}

describe('visibleMenu', () => {
  it('gives a courier nothing: only base and contact-centre users see menu items', () => {
    expect(visibleMenu(['courier'])).toEqual([]);
    expect(visibleMenu(['courier', 'pudo_manager'])).toEqual([]);
  });

  it('gives the operator shipments and the other base screens, not the admin registers', () => {
    const routes = menuRoutes(OPERATOR);
    expect(routes).toEqual(
      expect.arrayContaining(['shipments', 'employee_workplace', 'orders', 'tasks', 'staffs']),
    );
    expect(routes).not.toContain('languages');
    expect(routes).not.toContain('templates');
  });

  it('gives a contact-centre operator pickups and shipments only', () => {
    expect(menuRoutes(CONTACT_CENTRE)).toEqual(['shipments', 'pickups']);
  });

  it('drops sections left empty', () => {
    expect(visibleMenu(CONTACT_CENTRE).map((section) => section.key)).toEqual(['operations']);
  });
});

describe('side menu', () => {
  beforeEach(() => {
    resetSession();
    signIn();
  });

  async function openMenu() {
    // jsdom matches no media query, so the layout is the phone one: the menu is a drawer.
    await userEvent.click(await screen.findByRole('button', { name: 'Open the menu' }));
    return screen.findByRole('menu', { name: 'Main menu' });
  }

  it('shows the operator shipments', async () => {
    renderApp('/', { routes: signedInRoutes(fakeUser(OPERATOR)) });
    const menu = await openMenu();
    await userEvent.click(within(menu).getByText('Operations'));
    expect(await within(menu).findByRole('link', { name: 'Shipments' })).toHaveAttribute(
      'href',
      '/shipments',
    );
  });

  it('shows a contact-centre operator pickups, and nothing of the base screens', async () => {
    renderApp('/pickups', { routes: signedInRoutes(fakeUser(CONTACT_CENTRE)) });
    const menu = await openMenu();
    expect(await within(menu).findByRole('link', { name: 'Pickups' })).toBeInTheDocument();
    expect(within(menu).queryByText('Workplaces')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Reference data')).not.toBeInTheDocument();
  });

  it('has no menu for a user without menu rights', async () => {
    renderApp('/', { routes: signedInRoutes(fakeUser(['pudo_manager'])) });
    expect(await screen.findByText('Your screens')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open the menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menu', { name: 'Main menu' })).not.toBeInTheDocument();
  });
});
