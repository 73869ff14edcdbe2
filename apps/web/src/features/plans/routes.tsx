// Plan (000 §2.6) at /plans and its aliases /plan and /settings/plan.

import type { RouteObject } from 'react-router-dom';
import { paths } from '../../lib/paths.js';
import { lazyPage } from '../../lib/routing.js';

const plansPage = () => import('./plans-page.js');

export const routes: RouteObject[] = [paths.plan, ...paths.planAliases].map((path) => lazyPage(path, 'Plans', plansPage));
