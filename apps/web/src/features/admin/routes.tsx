// The provider admin area's routes (spec 002 §2). app/router.tsx places them beside the owner's tree,
// outside its session guards. The shell (guard, menu) and every page load lazily, so the owner's
// entry chunk carries only these route objects.

import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/routing.js';
import type { AdminRouteHandle } from './layout/admin-layout.js';
import { adminPaths } from './paths.js';

const staffOnly: AdminRouteHandle = { staffOnly: true };

/** lazyPage with the admin shell's own checks in its handle. */
function adminPage(path: string, title: string, load: Parameters<typeof lazyPage>[2], handle: AdminRouteHandle = {}): RouteObject {
  const route = lazyPage(path, title, load);
  return { ...route, handle: { ...(route.handle as object), ...handle } };
}

/** Open without an admin token: sign-in and a partner team's invitation (the app puts them in its auth layout). */
export const adminPublicRoutes: RouteObject[] = [
  lazyPage(adminPaths.login, 'Admin sign in', () => import('./routes/login.js').then((m) => ({ default: m.AdminLoginRoute }))),
  lazyPage(adminPaths.joinPartnerTeam, 'Join partner team', () => import('./routes/join-partner-team.js').then((m) => ({ default: m.JoinPartnerTeamRoute }))),
];

/** Needing an admin token: inside the admin shell, which sends anyone without one to /admin/login. */
export const adminRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./layout/admin-layout.js')).AdminLayout }),
    children: [
      adminPage(adminPaths.dashboard, 'Admin dashboard', () => import('./routes/dashboard.js').then((m) => ({ default: m.AdminDashboardRoute }))),
      adminPage(adminPaths.businesses, 'Businesses', () => import('./routes/businesses.js').then((m) => ({ default: m.AdminBusinessesRoute }))),
      adminPage(adminPaths.business, 'Business', () => import('./routes/business-details.js').then((m) => ({ default: m.AdminBusinessRoute }))),
      adminPage(adminPaths.businessActivities, 'Business activities', () =>
        import('./routes/activities.js').then((m) => ({ default: m.AdminBusinessActivitiesRoute })),
      ),
      adminPage(adminPaths.activities, 'Activities', () => import('./routes/activities.js').then((m) => ({ default: m.AdminActivitiesRoute }))),
      adminPage(adminPaths.users, 'Users', () => import('./routes/users.js').then((m) => ({ default: m.AdminUsersRoute }))),
      adminPage(adminPaths.partners, 'Partners', () => import('./routes/partners.js').then((m) => ({ default: m.AdminPartnersRoute }))),
      adminPage(
        adminPaths.createPartner,
        'Create partner',
        () => import('./routes/create-partner.js').then((m) => ({ default: m.CreatePartnerRoute })),
        staffOnly,
      ),
      adminPage(adminPaths.partner, 'Partner', () => import('./routes/partner-details.js').then((m) => ({ default: m.AdminPartnerRoute }))),
      adminPage(adminPaths.businessUpdate, 'Update business', () =>
        import('./routes/business-update.js').then((m) => ({ default: m.AdminBusinessUpdateRoute })),
      ),
      adminPage(adminPaths.businessReport, 'Business report', () =>
        import('./routes/business-report.js').then((m) => ({ default: m.AdminBusinessReportRoute })),
      ),
      adminPage(adminPaths.maintenance, 'Maintenance', () => import('./routes/maintenance.js').then((m) => ({ default: m.AdminMaintenanceRoute })), staffOnly),
    ],
  },
];
