// The left menu (000 §2.1): Dashboard, groups 1–5 that open on click (hover shows the arrow), the
// items after them. Items the user's codes do not allow are absent; items the Micro plan cannot use
// show a lock and open the 'Upgrade Plan' dialog.

import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { NOT_IN_ROLE, hasAnyCode, isMicroPlan, isOwnerOrAdmin, type Access } from '../../lib/access.js';
import { bottomItems, dashboardItem, menuGroups, type MenuGroup, type MenuItem } from '../menu.js';
import { openUpgradeDialog } from '../../lib/upgrade-dialog.js';

export function isVisible(item: Pick<MenuItem, 'anyOf' | 'ownerOrAdminOnly'>, access: Access): boolean {
  if (item.ownerOrAdminOnly && !isOwnerOrAdmin(access)) return false;
  return hasAnyCode(access, item.anyOf);
}

/**
 * The groups the user's codes show, with their items; `mobile`: in the mobile menu, whose groups may
 * ask other codes, and where Sales & Invoicing, Expenses, Contacts and Products & Services always show
 * (000 §6), empty when none of their items is open to the user.
 */
export function visibleGroups(access: Access, mobile = false): { group: MenuGroup; items: MenuItem[] }[] {
  return menuGroups
    .map((group) => ({ group, items: group.items.filter((item) => isVisible(item, access)) }))
    .filter(({ group, items }) => {
      if (mobile && group.alwaysOnMobile) return true;
      return hasAnyCode(access, mobile ? (group.mobileAnyOf ?? group.anyOf) : group.anyOf) && items.length > 0;
    });
}

function underPath(pathname: string, path: string): boolean {
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
}

/** A group's prefix matches whole path segments ('/reports/inventory' is not under '/reports/inventory-report'); one ending in '/' only what is below it. */
export function inGroup(pathname: string, group: MenuGroup): boolean {
  return group.prefixes.some((prefix) => (prefix.endsWith('/') ? pathname.startsWith(prefix) : underPath(pathname, prefix)));
}

/**
 * How well an item fits the location: the longest of its paths the location is at or under, one
 * more when its query (?group=customers) is the location's too; -1 when it does not fit at all.
 */
export function matchScore(item: Pick<MenuItem, 'to' | 'matches'>, pathname: string, search: string): number {
  const [path, query] = item.to.split('?');
  const lengths = [path, ...(item.matches ?? [])].filter((prefix) => underPath(pathname, prefix)).map((prefix) => prefix.length * 2);
  if (lengths.length === 0) return -1;
  const wanted = new URLSearchParams(query ?? '');
  const current = new URLSearchParams(search);
  const queryFits = [...wanted.keys()].length > 0 && [...wanted.entries()].every(([key, value]) => current.get(key) === value);
  if ([...wanted.keys()].length > 0 && !queryFits) return -1;
  return Math.max(...lengths) + (queryFits ? 1 : 0);
}

/** The one item to light up: the best fit among every item of the menu (Summary at /inventories, Products under /inventories/all). */
export function activeItem(items: readonly MenuItem[], pathname: string, search: string): MenuItem | undefined {
  let best: MenuItem | undefined;
  let bestScore = -1;
  for (const item of items) {
    const score = matchScore(item, pathname, search);
    if (score > bestScore) [best, bestScore] = [item, score];
  }
  return best;
}

function MenuLink({ item, access, active, onNavigate }: { item: MenuItem; access: Access; active: boolean; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const locked = item.planLocked === true && isMicroPlan(access);
  if (locked) {
    return (
      <NavLink
        label={item.label}
        rightSection={<IconLock size={14} aria-label="Locked on your plan" />}
        onClick={() => openUpgradeDialog(navigate)}
        c="dimmed"
        data-locked="true"
      />
    );
  }
  return <NavLink component={Link} to={item.to} label={item.label} active={active} onClick={onNavigate} />;
}

/** `mobile`: the menu in the phone's drawer (000 §2.1 "Mobile side menu"). */
export function SideMenu({ access, mobile = false, onNavigate }: { access: Access; mobile?: boolean; onNavigate?: () => void }) {
  const { pathname, search } = useLocation();
  const groups = visibleGroups(access, mobile);
  const bottom = bottomItems.filter((item) => isVisible(item, access));
  const active = activeItem([dashboardItem, ...groups.flatMap(({ items }) => items), ...bottom], pathname, search);
  const [open, setOpen] = useState<Record<number, boolean>>(() => Object.fromEntries(groups.map(({ group }) => [group.id, inGroup(pathname, group)])));
  return (
    <ScrollArea type="scroll" style={{ flex: 1 }}>
      <Stack gap={2} component="nav" aria-label="Main menu" p="xs">
        <MenuLink item={dashboardItem} access={access} active={active === dashboardItem} onNavigate={onNavigate} />
        {groups.map(({ group, items }) => (
          <NavLink
            key={group.id}
            label={group.label}
            opened={open[group.id] ?? false}
            onChange={(opened) => setOpen((current) => ({ ...current, [group.id]: opened }))}
            active={inGroup(pathname, group)}
            variant="subtle"
            rightSection={<IconChevronRight size={14} className="menu-group__chevron" />}
            className="menu-group"
            childrenOffset="sm"
          >
            {items.length === 0 ? (
              <Text size="sm" c="dimmed" px="sm" py={6}>
                {NOT_IN_ROLE}
              </Text>
            ) : (
              items.map((item) => <MenuLink key={item.label} item={item} access={access} active={active === item} onNavigate={onNavigate} />)
            )}
          </NavLink>
        ))}
        {bottom.map((item) => (
          <MenuLink key={item.label} item={item} access={access} active={active === item} onNavigate={onNavigate} />
        ))}
      </Stack>
    </ScrollArea>
  );
}
