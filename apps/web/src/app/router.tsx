// The route tree. Layouts and guards load with the app; every page loads lazily (lib/routing.ts),
// so the sign-in page does not carry the dashboard's charts. Features add their screens by
// exporting `routes` from their routes.tsx, spread inside the signed-in shell below.

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, RouterProvider, type Location, type RouteObject } from 'react-router-dom';
import { routes as auditRoutes } from '../features/audit/routes.js';
import { routes as businessesRoutes } from '../features/businesses/routes.js';
import { routes as plansRoutes } from '../features/plans/routes.js';
import { routes as reportsRoutes } from '../features/reports/routes.js';
import { routes as accountingRoutes } from '../features/accounting/routes.js';
import * as transactionsModule from '../features/transactions/routes.js';
import { routes as settingsRoutes } from '../features/settings/routes.js';
import { currentUserQueryOptions } from '../features/auth/api/get-current-user.js';
import { lazyPage, type RouteHandle } from '../lib/routing.js';
import { wasSignedIn } from '../lib/signed-in.js';
import { accountSettingsQuery, businessesQuery } from '../features/businesses/api.js';
import { prefetchDashboard, showsGuestDashboard } from '../features/dashboard/prefetch.js';
import { accountRedirect } from './guards/session-redirect.js';
import { GuestOnly, RedirectSignedIn, RequireAccount, RequireSession } from './guards/guards.js';
import { AppLayout, routeGate } from './layout/app-layout.js';
import { AuthLayout } from './layout/auth-layout.js';
import { PublicLayout } from './layout/public-layout.js';
import { RootLayout } from './layout/root-layout.js';
import { paths } from './paths.js';
import { routes as assetRoutes } from '../features/assets/routes.js';
import { routes as budgetRoutes } from '../features/budgets/routes.js';
import { routes as bankReconciliationRoutes } from '../features/bank-reconciliation/routes.js';
import { routes as invoiceRoutes } from '../features/invoices/routes.js';
import { routes as posRoutes } from '../features/pos/routes.js';
import { routes as productionRoutes } from '../features/production/routes.js';
import { routes as catalogueRoutes } from '../features/catalogue/routes.js';
import { routes as contactRoutes } from '../features/contacts/routes.js';
import { publicRoutes as inventoryPublicRoutes, routes as inventoryRoutes } from '../features/inventory/routes.js';
import { adminPublicRoutes, adminRoutes } from '../features/admin/routes.js';

/** Pages without sign-in that a feature may add (public receipts): optional `publicRoutes` export. */
const transactionsPublicRoutes = (transactionsModule as { publicRoutes?: RouteObject[] }).publicRoutes ?? [];

/** The invoice and quotation pages a customer opens from a link need no sign-in; the others sit in the shell. */
const PUBLIC_INVOICE_PATHS = new Set<string>([paths.invoicePublic, paths.invoicePaymentCallback, paths.quotationPublic]);
const publicInvoiceRoutes = invoiceRoutes.filter((route) => PUBLIC_INVOICE_PATHS.has(route.path ?? ''));
const privateInvoiceRoutes = invoiceRoutes.filter((route) => !PUBLIC_INVOICE_PATHS.has(route.path ?? ''));

/** What the router shows before the first page's code has loaded: nothing (the page follows at once). */
function NothingYet() {
  return null;
}

/**
 * Marks the layout routes whose pages read the owner's session (GET /auth): their guards, the till's,
 * the invitation page. The app asks for the session as it starts only on those pages: the provider
 * admin area has its own session, and the public pages (a receipt, an invoice) need none, so neither
 * asks the owner's (a 401 in the browser's console for nothing). The pages for the signed-out
 * (sign-in, sign-up, join team, the invitation) read it only when the browser was signed in
 * (`'if-signed-in'`, lib/signed-in.ts), as their guards do.
 */
const readsSession = { readsSession: true };
const readsSessionIfSignedIn = { readsSession: 'if-signed-in' };

/** Exported so tests can mount the same tree in a memory router. The guards are layout routes (spec 000 §2.5). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Until the first page's code has loaded the router shows nothing, as it always did; said
    // explicitly, so React Router does not warn in the console on every page's first load.
    HydrateFallback: NothingYet,
    children: [
      // Signed-in users do not see these: they go on to the app.
      {
        element: <GuestOnly />,
        handle: readsSessionIfSignedIn,
        children: [
          {
            element: <AuthLayout />,
            children: [
              lazyPage(paths.signIn, 'Sign in', () => import('./routes/sign-in.js').then((m) => ({ default: m.SignInRoute }))),
              lazyPage(paths.signUp, 'Sign up', () => import('./routes/sign-up.js').then((m) => ({ default: m.SignUpRoute }))),
              lazyPage(paths.signUpPromo, 'Sign up', () => import('./routes/sign-up-promo.js').then((m) => ({ default: m.SignUpPromoRoute }))),
              lazyPage(paths.signUpPromoWithoutCode, 'Sign up', () => import('./routes/sign-up-promo.js').then((m) => ({ default: m.SignUpPromoRoute }))),
              lazyPage(paths.googleCallback, 'Sign in with Google', () =>
                import('./routes/google-callback.js').then((m) => ({ default: m.GoogleCallbackRoute })),
              ),
            ],
          },
        ],
      },
      // A signed-in user on the join-team page goes to the dashboard (000 §2.5).
      {
        element: <RedirectSignedIn />,
        handle: readsSessionIfSignedIn,
        children: [
          {
            element: <AuthLayout />,
            children: [lazyPage(paths.joinTeam, 'Join team', () => import('../features/team/join-team.js').then((m) => ({ default: m.JoinTeamRoute })))],
          },
        ],
      },
      // A provider admin's invitation to sign up with a business: the page guards itself (signed in
      // already: the dashboard; signed up on it: OnBoarding, 002 §4).
      {
        element: <AuthLayout />,
        handle: readsSessionIfSignedIn,
        children: [
          lazyPage(paths.businessInvite, 'Accept your invitation', () =>
            import('./routes/business-invite.js').then((m) => ({ default: m.BusinessInviteRoute })),
          ),
        ],
      },
      // Open to anyone, signed in or not.
      {
        element: <AuthLayout />,
        children: [
          lazyPage(paths.recoverPassword, 'Forgot password', () => import('./routes/recover-password.js').then((m) => ({ default: m.RecoverPasswordRoute }))),
          lazyPage(paths.resetPassword, 'Reset password', () => import('./routes/reset-password.js').then((m) => ({ default: m.ResetPasswordRoute }))),
          lazyPage(paths.verifyEmailLink, 'Verify e-mail', () => import('./routes/verify-email-link.js').then((m) => ({ default: m.VerifyEmailLinkRoute }))),
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          lazyPage(paths.terms, 'Terms of service', () => import('./routes/legal.js').then((m) => ({ default: m.TermsRoute }))),
          lazyPage(paths.privacy, 'Privacy policy', () => import('./routes/legal.js').then((m) => ({ default: m.PrivacyRoute }))),
          ...transactionsPublicRoutes,
          ...publicInvoiceRoutes,
          ...inventoryPublicRoutes,
        ],
      },
      // The till checks the session itself (offline too).
      { handle: readsSession, children: posRoutes },
      // The provider admin area (002 §2): its own token and shell, none of the owner's guards.
      { path: '/admin', element: <Navigate to="/admin/dashboard" replace /> },
      { element: <AuthLayout />, children: adminPublicRoutes },
      ...adminRoutes,
      {
        element: <RequireSession />,
        handle: readsSession,
        children: [
          // Signed in, on the way in: before the e-mail is verified or the business exists.
          {
            element: <AuthLayout />,
            children: [
              lazyPage(paths.verifyEmail, 'Verify e-mail', () => import('./routes/verify-email.js').then((m) => ({ default: m.VerifyEmailRoute }))),
              lazyPage(paths.onBoarding, 'Set up your business', () => import('./routes/on-boarding.js').then((m) => ({ default: m.OnBoardingRoute }))),
            ],
          },
          // The app proper.
          {
            element: <RequireAccount />,
            children: [
              {
                element: <AppLayout />,
                // Every page in the shell shows amounts in the business's currency.
                handle: { prefetch: (queryClient) => void queryClient.prefetchQuery(accountSettingsQuery()) } satisfies RouteHandle,
                children: [
                  lazyPage(paths.dashboard, 'Dashboard', () => import('./routes/dashboard.js'), {
                    floatingAdd: true,
                    prefetch: (queryClient, user) => {
                      if (showsGuestDashboard(user)) return;
                      prefetchDashboard(queryClient, user);
                      // The business select beside the period.
                      void queryClient.prefetchQuery(businessesQuery());
                    },
                  }),
                  lazyPage(paths.getStarted, 'Get started', () => import('./routes/get-started.js')),
                  lazyPage(paths.completeOrder, 'Complete order', () => import('./routes/plan-expired.js').then((m) => ({ default: m.CompleteOrderRoute }))),
                  ...settingsRoutes,
                  ...businessesRoutes,
                  ...plansRoutes,
                  ...transactionsModule.routes,
                  ...reportsRoutes,
                  ...accountingRoutes,
                  ...auditRoutes,
                  ...privateInvoiceRoutes,
                  ...productionRoutes,
                  ...assetRoutes,
                  ...budgetRoutes,
                  ...bankReconciliationRoutes,
                  ...catalogueRoutes,
                  ...inventoryRoutes,
                  ...contactRoutes,
                ],
              },
            ],
          },
        ],
      },
      {
        element: <AuthLayout />,
        children: [lazyPage('*', 'Page not found', () => import('./routes/not-found.js').then((m) => ({ default: m.NotFoundRoute })))],
      },
    ],
  },
];

/**
 * Starts the reads of the pages a location opens (their handles' `prefetch`, lib/routing.ts) once the
 * session shows the user may open them: the same checks as the guards and the shell's gate.
 */
export async function startPageReads(queryClient: QueryClient, location: Pick<Location, 'pathname'>): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  const handles = matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  if (!handles.some((handle) => handle.prefetch)) return;
  const session = await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null);
  if (!session || accountRedirect(session, location.pathname)) return;
  if (routeGate(Object.assign({}, ...handles) as RouteHandle, session.user) !== 'allowed') return;
  const params = matches.at(-1)?.params ?? {};
  for (const handle of handles) handle.prefetch?.(queryClient, session.user, params);
}

/** Whether the page at `location` reads the owner's session (its layouts are marked `readsSession`). */
export function readsOwnerSession(location: Pick<Location, 'pathname'>): boolean {
  return (matchRoutes(routes, location) ?? []).some((match) => {
    const reads = (match.route.handle as { readsSession?: true | 'if-signed-in' } | undefined)?.readsSession;
    return reads === true || (reads === 'if-signed-in' && wasSignedIn());
  });
}

type AppDataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Starts the page's reads for the router's first location, then for every navigation as it begins.
 * The router renders nothing until the first page's code has loaded, and the guards ask for the
 * session only then: on a page that reads it, ask for it now, so the two load side by side.
 */
export function followPageReads(router: AppDataRouter, queryClient: QueryClient): () => void {
  if (readsOwnerSession(router.state.location)) void queryClient.prefetchQuery(currentUserQueryOptions());
  void startPageReads(queryClient, router.state.location);
  // The router reports every state change of a navigation (loading, its lazy code, idle): match
  // the route tree once per navigation, not once per report.
  let started = router.state.location.key;
  return router.subscribe((state) => {
    const next = state.navigation.location;
    if (!next || next.key === started) return;
    started = next.key;
    void startPageReads(queryClient, next);
  });
}

export function AppRouter() {
  const queryClient = useQueryClient();
  // Created once per mount, not at import, so importing `routes` has no side effects. The router
  // lives as long as the page, and so does its following of navigations.
  const [router] = useState(() => {
    const router = createBrowserRouter(routes);
    followPageReads(router, queryClient);
    return router;
  });
  return <RouterProvider router={router} />;
}
