// The provider admin area's routes (spec 002 §2 "Provider admin area"), by the spec's paths. Links
// are built with the helpers, never spelled by hand.

export const adminPaths = {
  login: '/admin/login',
  /** A partner's team invitation (?hash=…). */
  joinPartnerTeam: '/admin/partners/:id/teams/join',
  dashboard: '/admin/dashboard',
  /** The businesses list. */
  businesses: '/admin/account',
  business: '/admin/:id/account-details',
  businessActivities: '/admin/:id/account-activities',
  activities: '/admin/activities',
  /** The partners list (staff create them here). */
  partners: '/admin/setting',
  createPartner: '/admin/setting/create-partners',
  partner: '/admin/setting/:id/partner-details',
  businessReport: '/admin/businesses/:id/:report',
  businessUpdate: '/admin/businesses/:id/update',
  /** Ours: the businesses' members and team invitations, and the bulk invite by CSV. */
  users: '/admin/users',
  /** Ours: the maintenance scripts (staff). */
  maintenance: '/admin/maintenance',
} as const;

/** The five reports an admin opens for a business, by the spec's path segment. */
export const adminReports = {
  'pnl-report': 'Profit & Loss',
  'sales-report': 'Sales report',
  'balance-sheet-report': 'Balance sheet',
  'inventory-report': 'Inventory report',
  'expense-report': 'Expense report',
} as const;

export type AdminReport = keyof typeof adminReports;

const fill = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

export const adminLinks = {
  business: (id: string) => fill(adminPaths.business, id),
  businessActivities: (id: string) => fill(adminPaths.businessActivities, id),
  businessReport: (id: string, report: AdminReport) => fill(adminPaths.businessReport, id).replace(':report', report),
  businessUpdate: (id: string) => fill(adminPaths.businessUpdate, id),
  partner: (id: string) => fill(adminPaths.partner, id),
};
