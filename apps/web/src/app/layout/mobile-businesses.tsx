// The mobile menu's foot (000 §2.1): the user's other businesses, each switched to with a tap, and
// Add Business (owner or admin, not a sub-business; the Micro plan is offered the upgrade instead),
// as the profile dropdown has them on a wider screen.

import { Divider, NavLink, Stack, Text } from '@mantine/core';
import { IconPlus, IconSwitchHorizontal } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import type { UserData } from '../../features/auth/api/get-current-user.js';
import { useBusinesses, useSwitchBusiness } from '../../features/businesses/api.js';
import { isMicroPlan, isOwnerOrAdmin } from '../../lib/access.js';
import { openUpgradeDialog } from '../../lib/upgrade-dialog.js';
import { paths } from '../paths.js';

export const MULTI_BUSINESS_PAID_ONLY = 'Multi-Business feature is only available for Paid plans';

/** Add Business, or the upgrade dialog on the Micro plan; null for whoever may not add one. */
export function useAddBusiness(user: UserData): (() => void) | null {
  const navigate = useNavigate();
  if (!isOwnerOrAdmin(user) || user.isSubBusiness) return null;
  return () => (isMicroPlan(user) ? openUpgradeDialog(navigate, MULTI_BUSINESS_PAID_ONLY) : navigate(paths.addBusiness));
}

export function MobileBusinesses({ user, onNavigate }: { user: UserData; onNavigate: () => void }) {
  const businesses = useBusinesses();
  const switchBusiness = useSwitchBusiness();
  const addBusiness = useAddBusiness(user);
  const others = (businesses.data ?? []).filter((business) => !business.current);
  if (others.length === 0 && !addBusiness) return null;
  return (
    <Stack gap={2} p="xs" pt={0} aria-label="Businesses" role="group">
      <Divider mb="xs" />
      {others.length > 0 && (
        <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm">
          Switch Business
        </Text>
      )}
      {others.map((business) => (
        <NavLink
          key={business._id}
          component="button"
          label={business.name}
          leftSection={<IconSwitchHorizontal size={16} />}
          disabled={switchBusiness.isPending}
          onClick={() => switchBusiness.mutate(business._id)}
        />
      ))}
      {addBusiness && (
        <NavLink
          component="button"
          label="Add Business"
          leftSection={<IconPlus size={16} />}
          onClick={() => {
            onNavigate();
            addBusiness();
          }}
        />
      )}
    </Stack>
  );
}
