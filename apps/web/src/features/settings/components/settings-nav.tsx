// The settings pages' own tabs, so each page is one click from the others.

import { Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isOwnerOrAdmin } from '../../../lib/access.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { paths } from '../../../lib/paths.js';

const TABS = [
  { value: paths.profile, label: 'Profile', ownerOrAdmin: false },
  { value: paths.changePassword, label: 'Password', ownerOrAdmin: false },
  { value: paths.businessProfile, label: 'Business profile', ownerOrAdmin: true },
  { value: paths.bankAccounts, label: 'Bank accounts', ownerOrAdmin: true },
  { value: paths.accountSettings, label: 'Account settings', ownerOrAdmin: true },
  { value: paths.teams, label: 'Team', ownerOrAdmin: true },
  { value: paths.roles, label: 'Roles', ownerOrAdmin: true },
  { value: paths.integrations, label: 'Integrations', ownerOrAdmin: true },
  { value: paths.businesses, label: 'Businesses', ownerOrAdmin: false },
  { value: paths.plan, label: 'Plan', ownerOrAdmin: false },
  { value: paths.billings, label: 'Billing', ownerOrAdmin: true },
  { value: paths.archives, label: 'Archives', ownerOrAdmin: true },
  { value: paths.manageAccount, label: 'Manage account', ownerOrAdmin: true },
];

export function SettingsPage({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const user = useCurrentUserInShell();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tabs = TABS.filter((tab) => !tab.ownerOrAdmin || isOwnerOrAdmin(user));
  return (
    <div>
      <Title order={1} size="h2" mb={4}>
        {title}
      </Title>
      {description && (
        <Title order={2} size="sm" fw={400} c="dimmed" mb="md">
          {description}
        </Title>
      )}
      <Tabs value={tabs.some((tab) => tab.value === pathname) ? pathname : null} onChange={(value) => value && navigate(value)} mb="lg">
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children}
    </div>
  );
}
