// Settings, team, businesses and plans (002 §2 "Settings, team, billing"), inside the signed-in shell.

import type { RouteObject } from 'react-router-dom';
import { paths } from '../../lib/paths.js';
import { lazyPage } from '../../lib/routing.js';

const plansPage = () => import('../../app/routes/plan-expired.js').then((m) => ({ default: m.PlanExpiredRoute }));

export const routes: RouteObject[] = [lazyPage(paths.plan, 'Plans', plansPage), ...paths.planAliases.map((path) => lazyPage(path, 'Plans', plansPage))];
