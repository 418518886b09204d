import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule<P> = { default: ComponentType<P> };

export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the page's code; once it is there the page renders without suspending. */
  preload(): Promise<PageModule<P>>;
};

/**
 * `React.lazy` for a page that can be preloaded (main.tsx does so for the page a visit starts on).
 * `lazy` suspends at least once even for a module that is already loaded, which would paint the
 * "Memuat halaman..." fallback and then swap it for the page. Here a loaded module is handed over
 * through a thenable that resolves synchronously, which `lazy` uses at once.
 */
export function lazyPage<P>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loaded: PageModule<P> | undefined;
  let loading: Promise<PageModule<P>> | undefined;

  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  const page = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    return { then: (resolve: (value: PageModule<P>) => void) => resolve(module) } as unknown as Promise<PageModule<P>>;
  });
  return Object.assign(page, { preload });
}
