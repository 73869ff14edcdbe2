// Around every route: the document title is the route's title and the product name (spec 000 §2.5).

import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';

export const PRODUCT_NAME = 'Ledgerline';

/** Routes name their page in `handle: { title }`; the deepest one wins. */
export interface RouteHandle {
  title?: string;
}

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
  return <Outlet />;
}
