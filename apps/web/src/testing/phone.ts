// A screen 375 px wide for component tests: the media queries that ask for a narrow screen
// (max-width: 36em, DataTable's stackOnPhone) match, the others do not. setup.ts reports a desktop.

const desktop = typeof window === 'undefined' ? undefined : window.matchMedia;

export function onAPhone(): void {
  window.matchMedia = (query: string) =>
    ({
      matches: /max-width/.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export function onADesktop(): void {
  if (desktop) window.matchMedia = desktop;
}
