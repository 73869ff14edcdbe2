// Dashboard (route Dashboard, path /): composed here because it joins the dashboard and the
// businesses features (the business select switches business).

import { Select } from '@mantine/core';
import { FullDashboard, GuestDashboard } from '../../features/dashboard/components/dashboard-view.js';
import { showsGuestDashboard } from '../../features/dashboard/prefetch.js';
import { useBusinesses, useSwitchBusiness } from '../../features/businesses/api.js';
import { useCurrentUserInShell } from '../../lib/current-user.js';

function BusinessSelect() {
  const businesses = useBusinesses();
  const switchBusiness = useSwitchBusiness();
  const list = businesses.data ?? [];
  if (list.length < 2) return null;
  const current = list.find((business) => business.current);
  return (
    <Select
      aria-label="Business"
      w={200}
      data={list.map((business) => ({ value: business._id, label: business.name }))}
      value={current?._id ?? null}
      onChange={(value) => value && value !== current?._id && switchBusiness.mutate(value)}
      disabled={switchBusiness.isPending}
      allowDeselect={false}
    />
  );
}

export function DashboardRoute() {
  const user = useCurrentUserInShell();
  return showsGuestDashboard(user) ? <GuestDashboard /> : <FullDashboard businessSelect={<BusinessSelect />} />;
}

export default DashboardRoute;
