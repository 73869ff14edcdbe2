import type { RouteObject } from 'react-router-dom';

/** Production pages (spec 002 §2 Production), loaded when first opened. */
export const routes: RouteObject[] = [
  {
    path: '/production-dashboard',
    handle: { title: 'Production' },
    lazy: async () => ({ Component: (await import('./components/production-dashboard.js')).ProductionDashboard }),
  },
  {
    path: '/production',
    handle: { title: 'Production' },
    lazy: async () => ({ Component: (await import('./components/production-dashboard.js')).ProductionDashboard }),
  },
  {
    path: '/production/raw-material',
    handle: { title: 'Raw materials' },
    lazy: async () => ({ Component: (await import('./components/raw-material-form.js')).RawMaterialForm }),
  },
  {
    path: '/production/raw-material/create',
    handle: { title: 'New raw material' },
    lazy: async () => ({ Component: (await import('./components/raw-material-form.js')).RawMaterialForm }),
  },
  {
    path: '/production/work-in-progress',
    handle: { title: 'Work in progress' },
    lazy: async () => ({ Component: (await import('./components/wip-form.js')).WipForm }),
  },
  {
    path: '/production/wip/create',
    handle: { title: 'Move raw materials to WIP' },
    lazy: async () => ({ Component: (await import('./components/wip-form.js')).WipForm }),
  },
  { path: '/production/produce', handle: { title: 'Produce' }, lazy: async () => ({ Component: (await import('./components/produce-form.js')).ProduceForm }) },
];
