// The shell around every signed-in page (000 §2.1): menu on the left (a 300 px drawer at 768 px and
// below), the top bar, the banners, the page, and the floating '+ Add' where the page asks for it.
// It also enforces each route's handle (lib/routing.ts): codes, plan lock, owner/admin only.

import { Affix, AppShell, Button, Drawer, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useState, type CSSProperties } from 'react';
import { Link, Outlet, useMatches } from 'react-router-dom';
import type { UserData } from '../../features/auth/api/get-current-user.js';
import { useAccountSettings } from '../../features/businesses/api.js';
import { hasAnyCode, isMicroPlan, isOwnerOrAdmin } from '../../lib/access.js';
import { CurrentUserProvider } from '../../lib/current-user.js';
import { MoneyProvider } from '../../lib/money-context.js';
import type { RouteHandle } from '../../lib/routing.js';
import { useSession } from '../guards/guards.js';
import { floatingAddActions } from '../menu.js';
import { NotAllowedPage, UpgradeRequiredPage } from '../routes/not-allowed.js';
import { BrandMark } from '../../components/brand-mark.js';
import { ShellBanners } from './banners.js';
import { MobileBusinesses } from './mobile-businesses.js';
import { SideMenu } from './side-menu.js';
import { TopBar } from './top-bar.js';

export const MOBILE_MENU_WIDTH = 300;

/** Above the page and its header (100), under dialogs, drawers and their overlays (200). */
export const FLOATING_ADD_Z_INDEX = 150;

/** Where '+ Add' floats: its distance from the window's bottom and right edges, and its height (Button size md). */
const FLOATING_ADD_OFFSET = 24;
const FLOATING_ADD_HEIGHT = 42;
/**
 * The room left under the page where '+ Add' floats, so that it never covers the end of the page (a
 * list's last rows and pager, a chart's axis): the button's height, its offset, and a gap above it.
 */
export const FLOATING_ADD_CLEARANCE = `calc(${FLOATING_ADD_HEIGHT + FLOATING_ADD_OFFSET}px + var(--mantine-spacing-md))`;

/** What the deepest route that says anything about access requires. */
function useRouteHandle(): RouteHandle {
  const handles = useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
  return Object.assign({}, ...handles) as RouteHandle;
}

export type RouteGate = 'allowed' | 'not-allowed' | 'upgrade';

export function routeGate(handle: RouteHandle, user: UserData): RouteGate {
  if (handle.ownerOrAdminOnly && !isOwnerOrAdmin(user)) return 'not-allowed';
  if (!hasAnyCode(user, handle.anyOf)) return 'not-allowed';
  if (handle.planLocked && isMicroPlan(user)) return 'upgrade';
  return 'allowed';
}

function FloatingAdd({ actions }: { actions: typeof floatingAddActions }) {
  const [opened, setOpened] = useState(false);
  return (
    // Under dialogs and their overlay (z-index 200): a dialog's buttons sit where '+ Add' floats on a phone.
    // Phones only: from the side menu's breakpoint up, the top bar's Quick Action offers the same, and a
    // button floating over a wide page covers its content wherever the page is scrolled (a list's filters).
    <Affix position={{ bottom: FLOATING_ADD_OFFSET, right: FLOATING_ADD_OFFSET }} zIndex={FLOATING_ADD_Z_INDEX} hiddenFrom="sm">
      <Menu opened={opened} onChange={setOpened} position="top-end" shadow="lg" width={200}>
        <Menu.Target>
          <Button radius="xl" size="md" color={opened ? 'dark' : undefined} style={{ boxShadow: 'var(--mantine-shadow-lg)' }}>
            {opened ? 'x Close' : '+ Add'}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((action) => (
            <Menu.Item key={action.label} component={Link} to={action.to}>
              {action.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Affix>
  );
}

function PageLoading() {
  return <div role="status" aria-label="Loading page" style={{ minHeight: 200 }} />;
}

export function AppLayout() {
  const session = useSession();
  const handle = useRouteHandle();
  const [mobileOpened, mobile] = useDisclosure(false);
  const settings = useAccountSettings();
  if (!session) return null;
  const { user } = session;
  const gate = routeGate(handle, user);
  const addActions = handle.floatingAdd && gate === 'allowed' ? floatingAddActions.filter((action) => hasAnyCode(user, action.anyOf)) : [];
  const floatingAdd = addActions.length > 0;

  return (
    <CurrentUserProvider user={user}>
      <MoneyProvider currency={settings.data?.currency}>
        <AppShell header={{ height: 60 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: true } }} padding="lg">
          <AppShell.Header>
            <TopBar user={user} mobileOpened={mobileOpened} onToggleMobile={mobile.toggle} />
          </AppShell.Header>
          <AppShell.Navbar>
            <AppShell.Section p="md">
              <BrandMark />
            </AppShell.Section>
            <SideMenu access={user} />
          </AppShell.Navbar>
          <Drawer opened={mobileOpened} onClose={mobile.close} size={MOBILE_MENU_WIDTH} padding={0} title={<BrandMark />} hiddenFrom="sm">
            <SideMenu access={user} mobile onNavigate={mobile.close} />
            <MobileBusinesses user={user} onNavigate={mobile.close} />
          </Drawer>
          {/* The room under the page, on phones where '+ Add' floats (styles.css .floating-add-room). */}
          <AppShell.Main
            bg="gray.0"
            className={floatingAdd ? 'floating-add-room' : undefined}
            style={floatingAdd ? ({ '--floating-add-clearance': FLOATING_ADD_CLEARANCE } as CSSProperties) : undefined}
          >
            <div style={{ margin: 'calc(-1 * var(--mantine-spacing-lg)) calc(-1 * var(--mantine-spacing-lg)) var(--mantine-spacing-lg)' }}>
              <ShellBanners user={user} />
            </div>
            <Suspense fallback={<PageLoading />}>
              {gate === 'allowed' ? <Outlet /> : gate === 'upgrade' ? <UpgradeRequiredPage /> : <NotAllowedPage />}
            </Suspense>
            {/* Not over the open mobile menu, whose foot it would cover. */}
            {floatingAdd && !mobileOpened && <FloatingAdd actions={addActions} />}
          </AppShell.Main>
        </AppShell>
      </MoneyProvider>
    </CurrentUserProvider>
  );
}
