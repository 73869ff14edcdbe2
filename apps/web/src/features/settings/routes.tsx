// Settings and team (002 §2 "Settings, team, billing"), inside the signed-in shell. Pages that change
// the business are for owner and admin (the API's route table says the same).

import type { RouteObject } from 'react-router-dom';
import { paths } from '../../lib/paths.js';
import { lazyPage } from '../../lib/routing.js';

const ownerOrAdminOnly = { ownerOrAdminOnly: true, floatingAdd: true };

const settingsHome = () => import('./routes/settings-home.js');

export const routes: RouteObject[] = [
  // The hub under both of the spec's names: one page, two routes.
  ...[paths.settings, paths.settingDashboard].map((path) => lazyPage(path, 'Settings', settingsHome, { floatingAdd: true })),
  lazyPage(paths.profile, 'Profile', () => import('./routes/profile.js')),
  lazyPage(paths.changePassword, 'Change password', () => import('./routes/change-password.js')),
  // Each member's own e-mails: any member.
  lazyPage(paths.notification, 'Notifications', () => import('./routes/notifications.js')),
  lazyPage(paths.businessProfile, 'Business profile', () => import('./routes/business-profile.js'), ownerOrAdminOnly),
  lazyPage(paths.bankAccounts, 'Bank accounts', () => import('./routes/bank-accounts.js'), ownerOrAdminOnly),
  lazyPage(paths.accountSettings, 'Account settings', () => import('./routes/account-settings.js'), ownerOrAdminOnly),
  lazyPage(paths.teams, 'Team', () => import('./routes/team.js'), ownerOrAdminOnly),
  lazyPage(paths.roles, 'Roles', () => import('./routes/roles.js'), ownerOrAdminOnly),
  lazyPage(paths.integrations, 'Integrations', () => import('./routes/integrations.js'), ownerOrAdminOnly),
  lazyPage(paths.archives, 'Archives', () => import('./routes/archives.js'), ownerOrAdminOnly),
  // Admins reach it too and are told only the owner can act (the API says the same).
  lazyPage(paths.manageAccount, 'Manage account', () => import('./routes/manage-account.js'), ownerOrAdminOnly),
];
