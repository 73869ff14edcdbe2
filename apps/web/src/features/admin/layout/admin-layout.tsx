// The admin area's shell (spec 002 §2 "Provider admin area"): its own left menu and top bar, apart
// from the owner's. It is also the guard: without an admin token the admin goes to /admin/login, and
// when a call answers 'Please authenticate' (admin-client.ts) the token is forgotten and so do they.

import { AppShell, Burger, Button, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingStore, IconDashboard, IconHistory, IconLogout, IconSettings, IconTool, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { adminKeys } from '../admin.keys.js';
import { useAdminLogout } from '../api/auth.js';
import { adminPaths } from '../paths.js';
import { isStaff, useAdminSession, type AdminUser } from '../session.js';
import { NotForPartners } from '../components/admin-states.js';

interface AdminMenuItem {
  label: string;
  to: string;
  icon: ReactNode;
  /** Paths under this item that light it too (a business's pages under Businesses). */
  matches?: RegExp;
  staffOnly?: boolean;
}

const MENU: AdminMenuItem[] = [
  { label: 'Dashboard', to: adminPaths.dashboard, icon: <IconDashboard size={18} /> },
  {
    label: 'Businesses',
    to: adminPaths.businesses,
    icon: <IconBuildingStore size={18} />,
    matches: /^\/admin\/(account|[^/]+\/account-details|[^/]+\/account-activities|businesses\/)/,
  },
  { label: 'Users', to: adminPaths.users, icon: <IconUsers size={18} /> },
  { label: 'Activities', to: adminPaths.activities, icon: <IconHistory size={18} /> },
  { label: 'Partners', to: adminPaths.partners, icon: <IconSettings size={18} />, matches: /^\/admin\/setting/ },
  { label: 'Maintenance', to: adminPaths.maintenance, icon: <IconTool size={18} />, staffOnly: true },
];

/** What an admin route's handle may say beside its title. */
export interface AdminRouteHandle {
  /** Staff only (creating partners, the maintenance scripts): a partner admin sees why not. */
  staffOnly?: boolean;
}

function AdminMenu({ admin, onNavigate }: { admin: AdminUser; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const items = MENU.filter((item) => !item.staffOnly || isStaff(admin));
  return (
    <Stack gap={2} p="sm" component="nav" aria-label="Admin menu">
      {items.map((item) => {
        const active = pathname === item.to || Boolean(item.matches?.test(pathname));
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={item.icon}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}

function AdminBrand() {
  return (
    <Group gap={8} wrap="nowrap">
      <Title order={4}>Ledgerline</Title>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        Admin
      </Text>
    </Group>
  );
}

function PageLoading() {
  return <div role="status" aria-label="Loading page" style={{ minHeight: 200 }} />;
}

export function AdminLayout() {
  const session = useAdminSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useAdminLogout();
  const [mobileOpened, mobile] = useDisclosure(false);
  const matches = useMatches();
  const staffOnly = matches.some((match) => (match.handle as AdminRouteHandle | undefined)?.staffOnly);

  // Signed out (Log out, another tab, or a 'Please authenticate'): nothing of theirs stays cached.
  useEffect(() => {
    if (!session) queryClient.removeQueries({ queryKey: adminKeys.all });
  }, [session, queryClient]);

  if (!session) return <Navigate to={adminPaths.login} replace />;
  const { admin } = session;

  const onLogout = () => logout.mutate(undefined, { onSettled: () => navigate(adminPaths.login, { replace: true }) });

  return (
    // On a phone the burger opens the same menu over the page (AppShell's own mobile navbar).
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={mobileOpened} onClick={mobile.toggle} hiddenFrom="sm" size="sm" aria-label="Open the menu" />
            <AdminBrand />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Stack gap={0} align="flex-end" visibleFrom="xs">
              <Text size="sm" fw={600} data-testid="admin-name">
                {admin.name}
              </Text>
              <Text size="xs" c="dimmed">
                {admin.role === 'staff' ? 'Staff' : 'Partner'}
              </Text>
            </Stack>
            <Button variant="default" size="xs" leftSection={<IconLogout size={14} />} onClick={onLogout} loading={logout.isPending}>
              Log out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <AdminMenu admin={admin} onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Suspense fallback={<PageLoading />}>{staffOnly && !isStaff(admin) ? <NotForPartners /> : <Outlet />}</Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

export default AdminLayout;
