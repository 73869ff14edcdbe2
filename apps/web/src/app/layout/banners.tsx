// The shell's banners (000 §2.1): the profile-missing warning (dismissed for good in local storage)
// and the grace-period danger banner (its 'here to renew' link to the owner and admins, who may pay).

import { Alert, Anchor } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { Link, useLocation } from 'react-router-dom';
import type { UserData } from '../../features/auth/api/get-current-user.js';
import { isOwnerOrAdmin } from '../../lib/access.js';
import { formatLongDate } from '../../lib/date.js';
import { profileGaps } from '../../lib/profile-gaps.js';
import { paths } from '../paths.js';

export const BANNER_CLOSED_KEY = 'banner-closed';

export function ShellBanners({ user }: { user: UserData }) {
  const { pathname } = useLocation();
  const [closed, setClosed] = useLocalStorage<boolean>({ key: BANNER_CLOSED_KEY, defaultValue: false, getInitialValueInEffect: false });
  const gaps = profileGaps(user);
  return (
    <>
      {user.isGracePeriod && !user.isSubBusiness && user.gracePeriodDate && (
        <Alert color="red" variant="filled" radius={0} py={8}>
          Your plan has expired and this business will be downgraded to the free plan on {formatLongDate(user.gracePeriodDate)}.{' '}
          {/* Renewing is the owner's or an admin's (the server refuses a member's payment): a member is told whom to ask. */}
          {isOwnerOrAdmin(user) ? (
            <>
              Click{' '}
              <Anchor component={Link} to={paths.plan} c="white" fw={700} underline="always">
                here to renew
              </Anchor>
              .
            </>
          ) : (
            'Ask the business owner to renew it.'
          )}
        </Alert>
      )}
      {gaps && !closed && pathname !== paths.businessProfile && pathname !== paths.bankAccounts && (
        <Alert color="yellow" radius={0} py={8} withCloseButton closeButtonLabel="Dismiss" onClose={() => setClosed(true)}>
          Your business profile is incomplete: add{' '}
          {gaps.businessType && (
            <>
              your business type on the{' '}
              <Anchor component={Link} to={paths.businessProfile} fw={600}>
                business profile
              </Anchor>
            </>
          )}
          {gaps.businessType && gaps.bankDetails && ' and '}
          {gaps.bankDetails && (
            <>
              your bank details under{' '}
              <Anchor component={Link} to={paths.bankAccounts} fw={600}>
                Bank accounts
              </Anchor>
            </>
          )}{' '}
          {/* The bank details are several, the type one. */}
          {gaps.bankDetails ? 'so they show' : 'so it shows'} on receipts and invoices.
        </Alert>
      )}
    </>
  );
}
