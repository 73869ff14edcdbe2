// The app shell for offline use (spec 002 §7 registers a service worker). public/sw.js answers
// page loads from its cache when the network is down; here the page registers it and stores the
// shell it is running (the page and the scripts and styles it loaded), so the POS page opens
// offline even though those files were fetched before the worker was in control.

export const SHELL_CACHE = 'ledgerline-shell-v1';

export async function registerAppShellCache(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || typeof caches === 'undefined') return;
  try {
    await navigator.serviceWorker.register('/sw.js');
    const urls = new Set<string>(['/', location.pathname]);
    document.querySelectorAll<HTMLScriptElement>('script[src]').forEach((s) => urls.add(new URL(s.src, location.href).pathname));
    document
      .querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href], link[rel="modulepreload"][href]')
      .forEach((l) => urls.add(new URL(l.href, location.href).pathname));
    for (const entry of performance.getEntriesByType('resource')) {
      const url = new URL(entry.name);
      if (url.origin === location.origin && url.pathname.startsWith('/assets/')) urls.add(url.pathname);
    }
    const cache = await caches.open(SHELL_CACHE);
    await Promise.all([...urls].map((url) => cache.add(url).catch(() => undefined)));
  } catch {
    // No service worker (private mode, plain http on a LAN address): the till works online only.
  }
}
