// tsyringe needs the Reflect metadata API before any decorated service class is evaluated (the lite
// build: without the Map/Set/WeakMap polyfills every browser we serve has).
import 'reflect-metadata/lite';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerServiceWorker } from './service-worker/register';
import { startFirstPage } from './routes';
import { createBrowserContainer } from './services/browser-container';
import { configFromEnv } from './services/env-config';
import { SentryReporter } from './services/sentry-reporter';
import './styles/global.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const reporter = new SentryReporter({ dsn: import.meta.env.VITE_SENTRY_DSN, environment: import.meta.env.MODE, release: APP_BUILD_VERSION });
const container = createBrowserContainer({ config: configFromEnv(import.meta.env, navigator.userAgent), reporter });

// The first page's module downloads while the app starts, and for a student signed in on this device,
// the page's first requests go out with it. In a task of their own, just after this one: adding the
// links for a page's files costs a cheap phone about as much as evaluating the app, and both in one
// task would hold up every tap twice as long (issue 18).
setTimeout(() => void startFirstPage(location, container), 0);
// Error reporting loads after the first paint, off the student's first load (and never without a DSN).
const startReporter = () => reporter.start();
if ('requestIdleCallback' in window) window.requestIdleCallback(startReporter);
else setTimeout(startReporter, 1000);

// The app and the player kept on the phone for a school Wi-Fi that drops (issue 41), after the load.
if (import.meta.env.PROD) registerServiceWorker();

// The first render as a transition: React renders it in slices of a few milliseconds and lets the
// phone breathe between them, instead of one long task that holds up every tap while the boot screen
// shows (issue 18: a cheap phone's main thread).
const root = createRoot(rootElement);
startTransition(() => {
  root.render(
    <StrictMode>
      <App container={container} />
    </StrictMode>,
  );
});
