/**
 * Registers the app's service worker (offline-app.ts) once the page has loaded, so it never competes
 * with the first screen for the network (issue 18's first load stays as it was). Built apps only: the
 * dev server has no /sw.js. A phone without service workers (an iOS webview) works as before, online.
 */
const register = () => {
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('service worker not registered: the app needs the network to open', error));
};

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
