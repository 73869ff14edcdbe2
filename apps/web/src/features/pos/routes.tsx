import type { RouteObject } from 'react-router-dom';

/**
 * The point of sale's pages (spec 002 §2 Point of sale), loaded when first opened, behind the
 * till's own sign-in check (components/till-session-gate.tsx), which lets the till open offline.
 */
export const routes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./components/till-session-gate.js')).TillSessionGate }),
    children: [
      { path: '/pos', handle: { title: 'Point of sale' }, lazy: async () => ({ Component: (await import('./routes/pos-route.js')).PosRoute }) },
      {
        path: '/pos/register',
        handle: { title: 'Register' },
        lazy: async () => ({ Component: (await import('./routes/pos-register-route.js')).PosRegisterRoute }),
      },
      {
        path: '/pos/sales',
        handle: { title: 'Sales history' },
        lazy: async () => ({ Component: (await import('./routes/pos-sales-route.js')).PosSalesRoute }),
      },
      {
        path: '/pos/sales/:id/receipt',
        handle: { title: 'Receipt' },
        lazy: async () => ({ Component: (await import('./routes/pos-receipt-route.js')).PosReceiptRoute }),
      },
    ],
  },
];
