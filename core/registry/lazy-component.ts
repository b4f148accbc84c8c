/**
 * A component whose code downloads when first needed, or earlier when asked to (`preload`). Unlike a
 * bare React.lazy, once its module is here it renders at once: React.lazy suspends for a moment even
 * for a module already loaded, and React holds a revealed Suspense boundary back for up to 300 ms
 * (issue 18: that delay stood before every first page and every first question). Which of the two it
 * renders is decided once per mount, so a mounted screen never swaps one for the other.
 */
import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

export interface LazyComponent<P extends object> {
  (props: P): ReactElement;
  /** Starts the download (once); settles when the module is here. A failed download is tried again. */
  preload(): Promise<void>;
}

export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let Loaded: ComponentType<P> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(start);
  function LazyLoaded(props: P): ReactElement {
    const [Ready] = useState(() => Loaded);
    return createElement(Ready ?? (Lazy as ComponentType<P>), props);
  }
  return Object.assign(LazyLoaded, { preload: () => start().then(() => undefined) });
}

/** Preloads a component made by lazyComponent; any other component is already here. */
export function preloadComponent(component: unknown): Promise<void> {
  const preload = (component as Partial<LazyComponent<object>> | undefined)?.preload;
  return preload ? preload() : Promise.resolve();
}
