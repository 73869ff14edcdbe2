// The left menu (000 §2.1): Dashboard, groups 1–5 that open on click (hover shows the arrow), the
// items after them. Items the user's codes do not allow are absent; items the Micro plan cannot use
// show a lock and open the 'Upgrade Plan' dialog.

import { NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconChevronRight, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { hasAnyCode, isMicroPlan, isOwnerOrAdmin, type Access } from '../../lib/access.js';
import { bottomItems, dashboardItem, menuGroups, type MenuGroup, type MenuItem } from '../menu.js';
import { openUpgradeDialog } from './upgrade-dialog.js';

export function isVisible(item: Pick<MenuItem, 'anyOf' | 'ownerOrAdminOnly'>, access: Access): boolean {
  if (item.ownerOrAdminOnly && !isOwnerOrAdmin(access)) return false;
  return hasAnyCode(access, item.anyOf);
}

export function visibleGroups(access: Access): { group: MenuGroup; items: MenuItem[] }[] {
  return menuGroups
    .filter((group) => hasAnyCode(access, group.anyOf))
    .map((group) => ({ group, items: group.items.filter((item) => isVisible(item, access)) }))
    .filter(({ items }) => items.length > 0);
}

function pathOf(to: string): string {
  return to.split('?')[0];
}

function isActive(pathname: string, to: string): boolean {
  const path = pathOf(to);
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
}

function MenuLink({ item, access, onNavigate }: { item: MenuItem; access: Access; onNavigate?: () => void }) {
  const { pathname } = useLocation();
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
  return <NavLink component={Link} to={item.to} label={item.label} active={isActive(pathname, item.to)} onClick={onNavigate} />;
}

export function SideMenu({ access, onNavigate }: { access: Access; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const groups = visibleGroups(access);
  const [open, setOpen] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(groups.map(({ group }) => [group.id, group.prefixes.some((prefix) => pathname.startsWith(prefix))])),
  );
  return (
    <ScrollArea type="scroll" style={{ flex: 1 }}>
      <Stack gap={2} component="nav" aria-label="Main menu" p="xs">
        <MenuLink item={dashboardItem} access={access} onNavigate={onNavigate} />
        {groups.map(({ group, items }) => (
          <NavLink
            key={group.id}
            label={group.label}
            opened={open[group.id] ?? false}
            onChange={(opened) => setOpen((current) => ({ ...current, [group.id]: opened }))}
            active={group.prefixes.some((prefix) => pathname.startsWith(prefix))}
            variant="subtle"
            rightSection={<IconChevronRight size={14} className="menu-group__chevron" />}
            className="menu-group"
            childrenOffset="sm"
          >
            {items.map((item) => (
              <MenuLink key={item.label} item={item} access={access} onNavigate={onNavigate} />
            ))}
          </NavLink>
        ))}
        {bottomItems
          .filter((item) => isVisible(item, access))
          .map((item) => (
            <MenuLink key={item.label} item={item} access={access} onNavigate={onNavigate} />
          ))}
      </Stack>
    </ScrollArea>
  );
}
