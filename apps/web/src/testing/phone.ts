// A screen 375 px wide for component tests: the media queries that ask for a narrow screen
// (max-width: 36em, DataTable's stackOnPhone) match, the others do not. setup.ts reports a desktop.

const desktop = typeof window === 'undefined' ? undefined : window.matchMedia;

export function onAPhone(): void {
  if (!desktop) return;
  window.matchMedia = (query: string) => ({ ...desktop(query), media: query, matches: /max-width/.test(query) });
}

export function onADesktop(): void {
  if (desktop) window.matchMedia = desktop;
}
