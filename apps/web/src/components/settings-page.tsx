// The settings pages' frame and their own tabs, so each page is one click from the others. Shared
// (not the settings feature's) because other features own settings pages too (/settings/lifespan is
// the assets feature's).

import { Group, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isMicroPlan, isOwnerOrAdmin } from '../lib/access.js';
import { useCurrentUserInShell } from '../lib/current-user.js';
import { paths } from '../lib/paths.js';
import { openUpgradeDialog } from '../lib/upgrade-dialog.js';

/** `planLocked`: on the Micro plan the tab shows a lock and opens the 'Upgrade Plan' dialog, as the menu's Asset Management does. */
const TABS: { value: string; label: string; ownerOrAdmin: boolean; planLocked?: boolean }[] = [
  { value: paths.profile, label: 'Profile', ownerOrAdmin: false },
  { value: paths.changePassword, label: 'Password', ownerOrAdmin: false },
  { value: paths.notification, label: 'Notifications', ownerOrAdmin: false },
  { value: paths.businessProfile, label: 'Business profile', ownerOrAdmin: true },
  { value: paths.bankAccounts, label: 'Bank accounts', ownerOrAdmin: true },
  { value: paths.accountSettings, label: 'Account settings', ownerOrAdmin: true },
  { value: paths.lifespan, label: 'Asset lifespans', ownerOrAdmin: true, planLocked: true },
  { value: paths.teams, label: 'Team', ownerOrAdmin: true },
  { value: paths.roles, label: 'Roles', ownerOrAdmin: true },
  { value: paths.integrations, label: 'Integrations', ownerOrAdmin: true },
  { value: paths.businesses, label: 'Businesses', ownerOrAdmin: false },
  { value: paths.plan, label: 'Plan', ownerOrAdmin: false },
  { value: paths.billings, label: 'Billing', ownerOrAdmin: true },
  { value: paths.archives, label: 'Archives', ownerOrAdmin: true },
  { value: paths.manageAccount, label: 'Manage account', ownerOrAdmin: true },
];

/** The tab a page belongs to: the plans page answers at /plans and at its aliases (/settings/plan). */
function tabOf(pathname: string): string {
  return (paths.planAliases as readonly string[]).includes(pathname) ? paths.plan : pathname;
}

/**
 * Brings the open tab into the row's view where the tabs scroll sideways (a phone), so that the page
 * the user is on is never the one cut at the row's edge. Nothing moves where the whole row is seen.
 */
function scrollTabIntoView(list: HTMLElement) {
  const tab = list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!tab) return;
  const row = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left >= row.left && box.right <= row.right) return;
  // The tab in the middle of the row, as far as the row scrolls.
  list.scrollTo({ left: list.scrollLeft + box.left - row.left - (row.width - box.width) / 2 });
}

export function SettingsPage({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** The page's own buttons, right of the title (under it on a phone). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const user = useCurrentUserInShell();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const list = useRef<HTMLDivElement>(null);
  // Fifteen pages do not fit one row: on a wide screen the tabs wrap as pills, on a phone they scroll sideways in one.
  const wide = useMediaQuery('(min-width: 62em)');
  const micro = isMicroPlan(user);
  const tabs = TABS.filter((tab) => !tab.ownerOrAdmin || isOwnerOrAdmin(user));
  const locked = new Set(tabs.filter((tab) => tab.planLocked && micro).map((tab) => tab.value));
  const active = tabs.some((tab) => tab.value === tabOf(pathname)) ? tabOf(pathname) : null;
  useEffect(() => {
    if (!wide && list.current) scrollTabIntoView(list.current);
  }, [wide, active]);
  const open = (value: string | null) => {
    if (!value) return;
    if (locked.has(value)) openUpgradeDialog(navigate);
    else navigate(value);
  };
  return (
    <div>
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <div>
          <Title order={1} size="h2" mb={4}>
            {title}
          </Title>
          {description && (
            <Title order={2} size="sm" fw={400} c="dimmed">
              {description}
            </Title>
          )}
        </div>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      <Tabs value={active} onChange={open} variant={wide ? 'pills' : 'default'} mb="lg">
        <Tabs.List ref={list} style={wide ? { flexWrap: 'wrap', gap: 4 } : { flexWrap: 'nowrap', overflowX: 'auto' }}>
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab.value}
              value={tab.value}
              c={locked.has(tab.value) ? 'dimmed' : undefined}
              rightSection={locked.has(tab.value) ? <IconLock size={14} aria-label="Locked on your plan" /> : undefined}
            >
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children}
    </div>
  );
}
