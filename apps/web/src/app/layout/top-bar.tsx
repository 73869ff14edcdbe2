// The top bar (000 §2.1): mobile-menu toggle, business initials (or image) and name, Quick Action,
// POS and Help links, and the profile dropdown (closes 300 ms after losing focus).

import { Anchor, Avatar, Burger, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconHelpCircle, IconLogout, IconPlus, IconSettings, IconSwitchHorizontal, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useSignOut } from '../../features/auth/api/sign-out.js';
import type { UserData } from '../../features/auth/api/get-current-user.js';
import { useBusinesses, useSwitchBusiness } from '../../features/businesses/api.js';
import { codes, hasAnyCode, isMicroPlan, isOwnerOrAdmin } from '../../lib/access.js';
import { quickActions } from '../menu.js';
import { useAddBusiness } from './mobile-businesses.js';
import { paths } from '../paths.js';

export const DROPDOWN_CLOSE_DELAY_MS = 300;
export const HELP_URL = 'https://help.ledgerline.ng';

export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

function QuickActionMenu({ user }: { user: UserData }) {
  const micro = isMicroPlan(user);
  const actions = quickActions.filter((action) => hasAnyCode(user, action.anyOf) && !(micro && action.microHidden));
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <Button size="xs" leftSection={<IconPlus size={14} />} rightSection={<IconChevronDown size={14} />} aria-label="Quick Action">
          <Text span size="xs" fw={600} visibleFrom="sm">
            Quick Action
          </Text>
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
  );
}

function ProfileMenu({ user }: { user: UserData }) {
  const signOut = useSignOut();
  const businesses = useBusinesses();
  const switchBusiness = useSwitchBusiness();
  const ownerOrAdmin = isOwnerOrAdmin(user);
  const others = (businesses.data ?? []).filter((business) => !business.current);
  const addBusiness = useAddBusiness(user);

  return (
    <Menu position="bottom-end" shadow="md" width={240} trigger="click-hover" closeDelay={DROPDOWN_CLOSE_DELAY_MS} openDelay={0}>
      <Menu.Target>
        {/* Named with the first name it shows: a name must hold the button's visible text (axe: label-content-name-mismatch). */}
        <UnstyledButton aria-label={user.firstName ? `Profile menu, ${user.firstName}` : 'Profile menu'}>
          <Group gap={6} wrap="nowrap">
            <Avatar radius="xl" size={32} color="ledger" aria-hidden="true">
              {/* The initials are decoration, drawn by CSS (app/styles.css) so they are no text of the button. */}
              <span className="avatar-initials" data-initials={initialsOf(user.user)} />
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm">
              {user.firstName}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to={paths.profile} leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        {ownerOrAdmin && (
          <Menu.Item component={Link} to={paths.settings} leftSection={<IconSettings size={16} />}>
            Settings
          </Menu.Item>
        )}
        {others.length > 0 && (
          <>
            <Menu.Divider />
            <Menu.Label>Switch Business</Menu.Label>
            {others.map((business) => (
              <Menu.Item
                key={business._id}
                leftSection={<IconSwitchHorizontal size={16} />}
                disabled={switchBusiness.isPending}
                onClick={() => switchBusiness.mutate(business._id)}
              >
                {business.name}
              </Menu.Item>
            ))}
          </>
        )}
        {addBusiness && (
          <Menu.Item leftSection={<IconPlus size={16} />} onClick={addBusiness}>
            Add Business
          </Menu.Item>
        )}
        {/* The top bar's Help link has no room on a phone: it is here instead. */}
        <Menu.Item component="a" href={HELP_URL} target="_blank" rel="noreferrer" leftSection={<IconHelpCircle size={16} />} hiddenFrom="sm">
          Help
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          {signOut.isPending ? 'Logging out...' : 'Log Out'}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function TopBar({ user, mobileOpened, onToggleMobile }: { user: UserData; mobileOpened: boolean; onToggleMobile: () => void }) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger opened={mobileOpened} onClick={onToggleMobile} hiddenFrom="sm" size="sm" aria-label="Toggle menu" />
        {user.companyImage ? (
          <Avatar src={user.companyImage} radius="md" size={32} alt="" />
        ) : (
          <Avatar radius="md" size={32} color="ledger" variant="filled" aria-hidden="true">
            {initialsOf(user.org)}
          </Avatar>
        )}
        <Text fw={600} truncate data-testid="business-name">
          {user.org}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {/* Only to whom the till opens (141): the server refuses its register to anyone else. */}
        {hasAnyCode(user, [codes.pointOfSale]) && (
          <Anchor component={Link} to={paths.pos} size="sm" visibleFrom="sm">
            POS
          </Anchor>
        )}
        <Anchor href={HELP_URL} target="_blank" rel="noreferrer" size="sm" visibleFrom="sm">
          <Group gap={4}>
            <IconHelpCircle size={16} /> Help
          </Group>
        </Anchor>
        <QuickActionMenu user={user} />
        <ProfileMenu user={user} />
      </Group>
    </Group>
  );
}
