import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { GuestOnly, RequireAccount, RequireSession } from './guards/guards.js';
import { AppLayout } from './layout/app-layout.js';
import { AuthLayout } from './layout/auth-layout.js';
import { RootLayout, type RouteHandle } from './layout/root-layout.js';
import { routes as posRoutes } from '../features/pos/routes.js';
import { routes as productionRoutes } from '../features/production/routes.js';
import { routes as assetRoutes } from '../features/assets/routes.js';
import { routes as catalogueRoutes } from '../features/catalogue/routes.js';
import { routes as contactRoutes } from '../features/contacts/routes.js';
import { publicRoutes as inventoryPublicRoutes, routes as inventoryRoutes } from '../features/inventory/routes.js';
import { paths } from './paths.js';
import { routes as invoiceRoutes } from '../features/invoices/routes.js';
import { CreateMoneyInRoute } from './routes/create-money-in.js';
import { DashboardRoute } from './routes/dashboard.js';
import { NotFoundRoute } from './routes/not-found.js';
import { OnBoardingRoute } from './routes/on-boarding.js';
import { CompleteOrderRoute, PlanExpiredRoute } from './routes/plan-expired.js';
import { RecoverPasswordRoute } from './routes/recover-password.js';
import { ResetPasswordRoute } from './routes/reset-password.js';
import { SignInRoute } from './routes/sign-in.js';
import { SignUpPromoRoute } from './routes/sign-up-promo.js';
import { SignUpRoute } from './routes/sign-up.js';
import { VerifyEmailLinkRoute } from './routes/verify-email-link.js';
import { VerifyEmailRoute } from './routes/verify-email.js';

function page(path: string, title: string, element: RouteObject['element']): RouteObject {
  const handle: RouteHandle = { title };
  return { path, element, handle };
}

/** Exported so tests can mount the same tree in a memory router. The guards are layout routes (spec 000 §2.5). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // Signed-in users do not see these: they go on to the app.
      {
        element: <GuestOnly />,
        children: [
          {
            element: <AuthLayout />,
            children: [
              page(paths.signIn, 'Sign in', <SignInRoute />),
              page(paths.signUp, 'Sign up', <SignUpRoute />),
              page(paths.signUpPromo, 'Sign up', <SignUpPromoRoute />),
              page(paths.signUpPromoWithoutCode, 'Sign up', <SignUpPromoRoute />),
            ],
          },
        ],
      },
      // Open to anyone, signed in or not.
      {
        element: <AuthLayout />,
        children: [
          page(paths.recoverPassword, 'Forgot password', <RecoverPasswordRoute />),
          page(paths.resetPassword, 'Reset password', <ResetPasswordRoute />),
          page(paths.verifyEmailLink, 'Verify e-mail', <VerifyEmailLinkRoute />),
        ],
      },
      ...posRoutes,
      {
        element: <RequireSession />,
        children: [
          // Signed in, on the way in: before the e-mail is verified or the business exists.
          {
            element: <AuthLayout />,
            children: [page(paths.verifyEmail, 'Verify e-mail', <VerifyEmailRoute />), page(paths.onBoarding, 'Set up your business', <OnBoardingRoute />)],
          },
          // The app proper.
          {
            element: <RequireAccount />,
            children: [
              {
                element: <AppLayout />,
                children: [
                  page(paths.dashboard, 'Dashboard', <DashboardRoute />),
                  page(paths.createMoneyInTransaction, 'Record money in', <CreateMoneyInRoute />),
                  page(paths.planExpired, 'Plan', <PlanExpiredRoute />),
                  page(paths.completeOrder, 'Complete order', <CompleteOrderRoute />),
                  ...productionRoutes,
                  ...assetRoutes,
                  ...catalogueRoutes,
                  ...inventoryRoutes,
                  ...contactRoutes,
                ],
              },
            ],
          },
        ],
      },
      ...invoiceRoutes,
      ...inventoryPublicRoutes,
      {
        element: <AuthLayout />,
        children: [page('*', 'Page not found', <NotFoundRoute />)],
      },
    ],
  },
];

export function AppRouter() {
  // Created once per mount, not at import, so importing `routes` has no side effects.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
