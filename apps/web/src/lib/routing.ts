// How a screen joins the router. Each feature exports `routes: RouteObject[]` from its routes.tsx;
// app/router.tsx spreads them inside the signed-in shell. Build each with lazyPage so its code
// loads only when opened, and say in the handle what the shell must check:
//
//   export const routes: RouteObject[] = [
//     lazyPage(paths.profitAndLoss, 'Profit & Loss', () => import('./routes/profit-and-loss.js'), {
//       anyOf: [codes.profitAndLoss], planLocked: true }),
//   ];
//
// The module must export the page component as `default` or as `Route`.

import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params, RouteObject } from 'react-router-dom';
import type { ShellUser } from './current-user.js';

export interface RouteHandle {
  /** Page title; the document title becomes 'Title | Ledgerline'. The deepest route's wins. */
  title?: string;
  /** Permission codes, any of which opens the page (owner/admin always). Others get the not-allowed page. */
  anyOf?: readonly number[];
  /** Not on the free Micro Business Plan: such users get the 'Upgrade Plan' page instead. */
  planLocked?: boolean;
  /** Owner and admin only (Asset Management, Settings pages that change the business). */
  ownerOrAdminOnly?: boolean;
  /** Show the floating '+ Add' button on this page (000 §2.1). */
  floatingAdd?: boolean;
  /**
   * Starts the reads the page makes on opening (`queryClient.prefetchQuery` with the page's own query
   * options), called as soon as the router matches the route and the session shows the user may open
   * it: they run while the page's code downloads and the shell renders, instead of after. `params`
   * are the location's route parameters (`/invoice/:id/preview`: `{ id }`).
   */
  prefetch?: (queryClient: QueryClient, user: ShellUser, params: Params) => void;
}

type PageModule = { default?: ComponentType } | { Route?: ComponentType };

export function lazyPage(path: string, title: string, load: () => Promise<PageModule>, handle: Omit<RouteHandle, 'title'> = {}): RouteObject {
  return {
    path,
    handle: { title, ...handle } satisfies RouteHandle,
    lazy: async () => {
      const module = (await load()) as { default?: ComponentType; Route?: ComponentType };
      const Component = module.default ?? module.Route;
      if (!Component) throw new Error(`The page for ${path} exports neither default nor Route`);
      return { Component };
    },
  };
}
