// Plan (000 §2.6) at /plans and its aliases /plan, /settings/plan and the spec's /settings/billing/new;
// Billings (002 §2, owner or admin) and the card provider's way back, /payment/process.

import type { RouteObject } from 'react-router-dom';
import { paths } from '../../lib/paths.js';
import { lazyPage } from '../../lib/routing.js';

const plansPage = () => import('./plans-page.js');

export const routes: RouteObject[] = [
  ...[paths.plan, ...paths.planAliases, paths.billingNew].map((path) => lazyPage(path, 'Plans', plansPage)),
  lazyPage(paths.billings, 'Billing', () => import('./routes/billing.js'), { ownerOrAdminOnly: true }),
  lazyPage(paths.paymentProcess, 'Confirming your payment', () => import('./routes/payment-process.js')),
];
