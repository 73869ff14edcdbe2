import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout.js';
import { paths } from './paths.js';
import { CreateMoneyInRoute } from './routes/create-money-in.js';
import { DashboardRoute } from './routes/dashboard.js';
import { NotFoundRoute } from './routes/not-found.js';

/** Exported so tests can mount the same tree in a memory router. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: paths.dashboard, element: <DashboardRoute /> },
      { path: paths.createMoneyInTransaction, element: <CreateMoneyInRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function AppRouter() {
  // Created once per mount, not at import, so importing `routes` has no side effects.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
