import type { RouteObject } from 'react-router-dom';
import { codes } from '../../lib/access.js';

/** Production pages (spec 002 §2 Production), loaded when first opened; every one needs code 142, as its reads on the server do. */
export const routes: RouteObject[] = [
  {
    path: '/production-dashboard',
    handle: { title: 'Production', anyOf: [codes.production] },
    lazy: async () => ({ Component: (await import('./components/production-dashboard.js')).ProductionDashboard }),
  },
  {
    path: '/production',
    handle: { title: 'Production', anyOf: [codes.production] },
    lazy: async () => ({ Component: (await import('./components/production-dashboard.js')).ProductionDashboard }),
  },
  {
    path: '/production/raw-material',
    handle: { title: 'Raw materials', anyOf: [codes.production] },
    lazy: async () => ({ Component: (await import('./components/raw-material-form.js')).RawMaterialForm }),
  },
  {
    path: '/production/raw-material/create',
    handle: { title: 'New raw material', anyOf: [codes.production] },
    lazy: async () => ({ Component: (await import('./components/raw-material-form.js')).RawMaterialForm }),
  },
  {
    path: '/production/work-in-progress',
    handle: { title: 'Work in progress', anyOf: [codes.production] },
    lazy: async () => ({ Component: (await import('./components/wip-form.js')).WipForm }),
  },
  {
    path: '/production/wip/create',
    handle: { title: 'Move raw materials to WIP', anyOf: [codes.production] },
    lazy: async () => ({ Component: (await import('./components/wip-form.js')).WipForm }),
  },
  {
    path: '/production/produce',
    handle: { title: 'Produce', anyOf: [codes.production] },
    lazy: async () => ({ Component: (await import('./components/produce-form.js')).ProduceForm }),
  },
];
