// Around every route: the document title is the route's title and the product name (spec 000 §2.5).

import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import type { RouteHandle } from '../../lib/routing.js';

export const PRODUCT_NAME = 'Ledgerline';

export type { RouteHandle } from '../../lib/routing.js';

export function pageTitle(title: string | undefined): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function RootLayout() {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  // Each navigation starts at the top of the page (000 §2.5). Not the first page: it opens at the top,
  // and scrolling there would make the browser lay out the whole new page once more before painting it.
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  }, [pathname]);
  return <Outlet />;
}
