// The shell's gating (spec 000 §2.1, §4, §6): items shown by permission code, locked on the Micro plan;
// the "Product or Services" quick action and '+ Add' entry shown to whoever may create in the catalogue.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { stubFetch } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { bottomItems, dashboardItem, floatingAddActions, menuGroups, quickActions } from '../menu.js';
import { routes } from '../router.js';
import { CURRENT_USER, signedIn } from '../../testing/session.js';
import { FLOATING_ADD_CLEARANCE, FLOATING_ADD_Z_INDEX } from './app-layout.js';
import { HELP_URL } from './top-bar.js';

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });

function stubShell(user: Parameters<typeof signedIn>[0]) {
  return stubFetch({
    [CURRENT_USER]: () => signedIn(user),
    'GET /api/v1/accounts/businesses': () => ok([]),
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    'GET /api/v1/accounts/balancedetails': () => ok({ currency: 'NGN', total: '0.00', accounts: [] }),
  });
}

async function mainMenu() {
  return within(await screen.findByRole('navigation', { name: 'Main menu' }));
}

describe('app shell', () => {
  it('keeps Help within reach on a phone: in the profile menu, where the top bar has no room for it', async () => {
    stubShell({ role: 'owner', businessPlan: 'Store Plan' });
    renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: /^Profile menu/ }));
    const help = await screen.findByRole('menuitem', { name: 'Help' });
    expect(help.getAttribute('href')).toBe(HELP_URL);
    expect(help.classList.contains('mantine-hidden-from-sm')).toBe(true);
  });

  it('names the top bar’s buttons by what they show (axe: label-content-name-mismatch, button-name)', async () => {
    stubShell({ role: 'owner', businessPlan: 'Store Plan' });
    renderApp('/settings');
    // The profile button's text is the first name alone (the initials are drawn by CSS), and its name holds it.
    const profile = await screen.findByRole('button', { name: /^Profile menu/ });
    const shown = profile.textContent?.trim() ?? '';
    expect(shown).not.toBe('');
    expect(profile.getAttribute('aria-label')).toBe(`Profile menu, ${shown}`);
    expect(profile.querySelector('[data-initials]')?.getAttribute('data-initials')).toMatch(/^[A-Z?]{1,2}$/);
    // The mobile menu: a dialog whose close button says so, with no label on the drawer's root.
    fireEvent.click(screen.getByRole('button', { name: 'Toggle menu' }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(document.querySelector('.mantine-Drawer-root')?.getAttribute('aria-label')).toBeNull();
  });

  it('lists the other businesses and Add Business at the foot of the mobile menu, with no + Add over it', async () => {
    const network = stubFetch({
      [CURRENT_USER]: () => signedIn({ role: 'owner', businessPlan: 'Store Plan' }),
      'GET /api/v1/accounts/businesses': () =>
        ok([
          { _id: 'b-1', name: 'Adebayo Foods', current: true },
          { _id: 'b-2', name: 'Adebayo Foods Ikeja', current: false },
        ]),
      'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
      'POST /api/v1/accounts/businesses/b-2/switch': () => ok(null),
    });
    renderApp('/settings');
    await screen.findByRole('button', { name: '+ Add' });
    fireEvent.click(screen.getByRole('button', { name: 'Toggle menu' }));
    const businesses = within(await screen.findByRole('group', { name: 'Businesses' }));
    expect(screen.queryByRole('button', { name: '+ Add' })).toBeNull();
    expect(businesses.getByRole('button', { name: 'Add Business' })).toBeTruthy();
    expect(businesses.queryByRole('button', { name: 'Adebayo Foods' })).toBeNull();
    fireEvent.click(businesses.getByRole('button', { name: 'Adebayo Foods Ikeja' }));
    await waitFor(() => expect(network.requestsTo('POST /api/v1/accounts/businesses/b-2/switch')).toHaveLength(1));
  });

  it('shows the Accounting group in the mobile menu to a member with code 50 only (000 §6), the desktop menu by its items’ codes', async () => {
    const drawerGroups = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Toggle menu' }));
      const drawer = within(await screen.findByRole('dialog'));
      return within(drawer.getByRole('navigation', { name: 'Main menu' }));
    };
    stubShell({ role: 'member', rolePermissions: [19], businessPlan: 'Store Plan' });
    const without = renderApp('/settings');
    expect((await mainMenu()).getByText('Accounting')).toBeTruthy();
    expect((await drawerGroups()).queryByText('Accounting')).toBeNull();
    without.unmount();

    stubShell({ role: 'member', rolePermissions: [19, 50], businessPlan: 'Store Plan' });
    renderApp('/settings');
    const menu = await drawerGroups();
    fireEvent.click(menu.getByText('Accounting'));
    expect((await menu.findByText('Profit & Loss Account')).closest('a')?.getAttribute('href')).toBe('/reports/profit-and-loss');
  });

  it('always shows Sales & Invoicing, Expenses, Contacts and Products & Services in the mobile menu (000 §6), saying so when none of a group is open to the member', async () => {
    stubShell({ role: 'member', rolePermissions: [19], businessPlan: 'Store Plan' });
    renderApp('/settings');
    expect((await mainMenu()).queryByText('Contacts')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Toggle menu' }));
    const drawer = within(await screen.findByRole('dialog'));
    const menu = within(drawer.getByRole('navigation', { name: 'Main menu' }));
    for (const label of ['Dashboard', 'Sales & Invoicing', 'Expenses', 'Contacts', 'Products & Services', 'Settings']) {
      expect(menu.getByText(label)).toBeTruthy();
    }
    // Code 19 opens none of the four groups' items: each says so, and none lists an item.
    expect(menu.getAllByText('Not part of your role: ask the business owner for access.')).toHaveLength(4);
    expect(menu.queryByText('Customers')).toBeNull();
    expect(menu.queryByText('Quick Sales')).toBeNull();
  });

  it('asks owner and admin for what the profile lacks, with a link to where each is filled in; a member, who cannot, is not asked', async () => {
    stubShell({ role: 'owner', typeOfBusiness: 'Retail', bankAccountName: null, bankAccountNumber: null, bankName: null, businessPlan: 'Store Plan' });
    const view = renderApp('/settings');
    const banner = (await screen.findByText(/Your business profile is incomplete/)).closest('[role="alert"]') as HTMLElement;
    expect(banner.textContent).toBe('Your business profile is incomplete: add your bank details under Bank accounts so they show on receipts and invoices.');
    expect(within(banner).getByRole('link', { name: 'Bank accounts' }).getAttribute('href')).toBe('/settings/bank-accounts');
    view.unmount();

    stubShell({
      role: 'admin',
      typeOfBusiness: null,
      bankAccountName: 'Ada Stores',
      bankAccountNumber: '0123456789',
      bankName: 'GTBank',
      businessPlan: 'Store Plan',
    });
    const admin = renderApp('/settings');
    const typeOnly = (await screen.findByText(/Your business profile is incomplete/)).closest('[role="alert"]') as HTMLElement;
    expect(typeOnly.textContent).toBe(
      'Your business profile is incomplete: add your business type on the business profile so it shows on receipts and invoices.',
    );
    expect(within(typeOnly).getByRole('link', { name: 'business profile' }).getAttribute('href')).toBe('/settings/business');
    admin.unmount();

    stubShell({ role: 'member', rolePermissions: [51], typeOfBusiness: null, businessPlan: 'Store Plan' });
    renderApp('/transactions');
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByText(/Your business profile is incomplete/)).toBeNull();
  });

  it('shows a member only the items their codes allow', async () => {
    stubShell({ role: 'member', rolePermissions: [51, 20, 21], businessPlan: 'Store Plan' });
    renderApp('/');
    const menu = await mainMenu();
    expect(menu.getByText('Transactions')).toBeTruthy();
    expect(menu.getByText('Accounting')).toBeTruthy();
    fireEvent.click(menu.getByText('Accounting'));
    expect(await menu.findByText('Balance Sheet')).toBeTruthy();
    expect(menu.queryByText('Profit & Loss Account')).toBeNull();
    expect(menu.queryByText('Expenses')).toBeNull();
    expect(menu.queryByText('Asset Management')).toBeNull();
  });

  it('shows an owner every group, and the plan lock with the Upgrade Plan dialog on the Micro plan', async () => {
    const { router } = renderWithMicroOwner();
    const menu = await mainMenu();
    for (const group of ['Sales & Invoicing', 'Expenses', 'Contacts', 'Products & Services', 'Accounting']) expect(menu.getByText(group)).toBeTruthy();
    fireEvent.click(menu.getByText('Accounting'));
    const profitAndLoss = await menu.findByText('Profit & Loss Account');
    expect(profitAndLoss.closest('[data-locked="true"]')).not.toBeNull();
    fireEvent.click(profitAndLoss);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Upgrade Plan')).toBeTruthy();
    expect(within(dialog).getByText('This feature is not available on free plan. Upgrade to unlock!')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
  });

  it('answers a page the codes do not open with the not-allowed page', async () => {
    stubShell({ role: 'member', rolePermissions: [19], businessPlan: 'Store Plan' });
    renderApp('/transactions');
    expect(await screen.findByRole('heading', { name: 'You are not allowed to view this page' })).toBeTruthy();
  });

  it('answers an unknown page under a menu prefix with Page not found', async () => {
    stubShell({ role: 'owner', businessPlan: 'Store Plan' });
    renderApp('/inventories/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('floats + Add on phones only, with room under the page so that it never covers the end of a list or a chart', async () => {
    stubShell({ role: 'owner', businessPlan: 'Store Plan' });
    const view = renderApp('/');
    const add = await screen.findByRole('button', { name: '+ Add' });
    // The room is kept on phones only (styles.css), where + Add floats.
    const main = screen.getByRole('main') as HTMLElement;
    expect(main.classList.contains('floating-add-room')).toBe(true);
    expect(main.style.getPropertyValue('--floating-add-clearance')).toBe(FLOATING_ADD_CLEARANCE);
    // Under a dialog's overlay (200), not over a dialog's buttons.
    const affix = add.closest<HTMLElement>('.mantine-Affix-root')!;
    // From the side menu's breakpoint up it is hidden: it covered a wide page's content (a list's filters)
    // and the top bar's Quick Action offers the same there.
    expect(affix.classList.contains('mantine-hidden-from-sm')).toBe(true);
    expect(affix.style.getPropertyValue('--affix-z-index')).toBe(String(FLOATING_ADD_Z_INDEX));
    expect(FLOATING_ADD_Z_INDEX).toBeLessThan(200);
    view.unmount();

    // A page without + Add keeps the shell's own padding.
    stubShell({ role: 'owner', businessPlan: 'Store Plan' });
    renderApp('/settings/profile');
    await screen.findByRole('heading', { name: 'Profile' });
    expect(screen.queryByRole('button', { name: '+ Add' })).toBeNull();
    expect((screen.getByRole('main') as HTMLElement).classList.contains('floating-add-room')).toBe(false);
  });

  it('leads every item of the menu, Quick Action and + Add to a page of its own', () => {
    const links = [dashboardItem, ...menuGroups.flatMap((group) => group.items), ...bottomItems, ...quickActions, ...floatingAddActions];
    const unrouted = links.filter((link) => {
      const pathname = new URL(link.to, 'http://app.test').pathname;
      const deepest = matchRoutes(routes, pathname)?.at(-1)?.route.path;
      return deepest === undefined || deepest === '*';
    });
    expect(unrouted.map((link) => `${link.label} → ${link.to}`)).toEqual([]);
  });
});

// POST /inventories lets a member create a product with 32 or 34, a service with 33 (owner and admin
// always): the Quick Action "Product or Services" and the '+ Add' "Products and Services" show to
// exactly those users (Quick Action hides it on the Micro plan) and lead to the Products & Services page.
describe('the catalogue shortcuts in Quick Action and + Add', () => {
  const QUICK = 'Product or Services';
  const FLOATING = 'Products and Services';
  // 31 (Invoice) keeps both menus on screen when the catalogue entry is not offered.
  const member = (...codes: number[]) => ({ role: 'member' as const, rolePermissions: [31, ...codes], businessPlan: 'Store Plan' });

  async function quickActionItems() {
    fireEvent.click(await screen.findByRole('button', { name: 'Quick Action' }));
    await screen.findByRole('menuitem', { name: 'Invoice' });
    return screen.getAllByRole('menuitem').map((item) => item.textContent);
  }

  async function floatingAddItems() {
    fireEvent.click(await screen.findByRole('button', { name: '+ Add' }));
    await screen.findByRole('button', { name: 'x Close' });
    await screen.findByRole('menuitem', { name: 'Invoice' });
    return screen.getAllByRole('menuitem').map((item) => item.textContent);
  }

  it.each([
    ['an owner', { role: 'owner' as const, businessPlan: 'Store Plan' }, true],
    ['an admin', { role: 'admin' as const, rolePermissions: [], businessPlan: 'Store Plan' }, true],
    ['a member with 32 (create product)', member(32), true],
    ['a member with 34 (create product)', member(34), true],
    ['a member with 33 (create service)', member(33), true],
    ['a member with none of 32, 33, 34', member(5, 6, 9, 52, 54), false],
  ])('shows them to %s', async (_, user, offered) => {
    stubShell(user);
    const view = renderApp('/');
    expect((await quickActionItems()).includes(QUICK)).toBe(offered);
    view.unmount();
    stubShell(user);
    renderApp('/');
    expect((await floatingAddItems()).includes(FLOATING)).toBe(offered);
  });

  it('hides the Quick Action entry on the Micro plan, and both open the create dialog on what the user may create', async () => {
    stubShell({ ...member(33), businessPlan: 'Micro Business Plan' });
    const micro = renderApp('/');
    expect(await quickActionItems()).not.toContain(QUICK);
    micro.unmount();

    stubShell(member(33));
    const quick = renderApp('/');
    await quickActionItems();
    fireEvent.click(screen.getByRole('menuitem', { name: QUICK }));
    await waitFor(() => expect(quick.router.state.location.pathname).toBe('/inventories'));
    // A member with 33 alone may create services only: the dialog opens there, with no other tab.
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getByRole('tab', { name: /Services/i })
        .getAttribute('aria-selected'),
    ).toBe('true');
    expect(within(dialog).queryByRole('tab', { name: /Regular/i })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(quick.router.state.location.search).toBe(''));
    expect(screen.getByRole('button', { name: 'New service' })).toBeTruthy();
    quick.unmount();

    stubShell(member(33));
    const floating = renderApp('/');
    await floatingAddItems();
    fireEvent.click(screen.getByRole('menuitem', { name: FLOATING }));
    await waitFor(() => expect(floating.router.state.location.pathname).toBe('/inventories'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});

function renderWithMicroOwner() {
  stubShell({ role: 'owner', businessPlan: 'Micro Business Plan' });
  return renderApp('/');
}
