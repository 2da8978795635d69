import type { NProgress as Progress } from 'nprogress';

/** Fired on `window` once new page content is in place. */
export const CONTENT_RELOAD_EVENT = 'content-reload';
/** A navigation slower than this shows the progress bar. */
export const SLOW_NAVIGATION_MS = 300;

let progressBar: Promise<Progress> | undefined;

/** nprogress, loaded the first time a navigation turns out slow. */
function loadProgressBar(): Promise<Progress> {
  progressBar ??= import('nprogress').then(({ default: NProgress }) => {
    // nprogress 0.2 reads `trickleRate`, which its type definitions leave out.
    const trickleRate = { trickleRate: 0.02 } as object;
    return NProgress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false, ...trickleRate });
  });
  return progressBar;
}

interface PageResources {
  status?: string;
}

interface GatsbyWindow extends Window {
  ___navigate?: (to: string, options?: unknown) => void;
  ___loader?: { loadPage: (path: string) => Promise<PageResources | null> };
}

let finishTransition: (() => void) | null = null;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Wraps Gatsby's navigation: the next page's data is loaded first (with a
 * progress bar when that is slow), then the page changes inside a view
 * transition where the browser has them. A page whose data fails to load is
 * logged and left to Gatsby, which loads it in full instead.
 */
export function enhanceNavigation(win: GatsbyWindow = window): void {
  const navigate = win.___navigate;
  const loader = win.___loader;
  if (!navigate || !loader) return;
  win.___navigate = (to, options) => {
    const target = new URL(to, win.location.href);
    if (target.pathname === win.location.pathname) {
      navigate(to, options);
      return;
    }
    let slow = false;
    const progress = setTimeout(() => {
      slow = true;
      void loadProgressBar().then((bar) => bar.start());
    }, SLOW_NAVIGATION_MS);
    const go = (loaded: boolean) => {
      clearTimeout(progress);
      if (slow) void loadProgressBar().then((bar) => bar.done());
      const startViewTransition = document.startViewTransition?.bind(document);
      if (!loaded || !startViewTransition || reducedMotion()) {
        navigate(to, options);
        return;
      }
      startViewTransition(
        () =>
          new Promise<void>((resolve) => {
            // While a view transition waits for the new page the browser paints no
            // frames, so animation-frame callbacks never run; Gatsby's router applies
            // the new location in one. Until the page is in, they run as tasks.
            const requestFrame = window.requestAnimationFrame;
            window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(performance.now()), 0);
            finishTransition = () => {
              window.requestAnimationFrame = requestFrame;
              resolve();
            };
            navigate(to, options);
          }),
      );
    };
    loader.loadPage(target.pathname).then(
      (resources) => {
        const loaded = Boolean(resources) && resources!.status !== 'error';
        if (!loaded) console.error(`Could not load the data of ${target.pathname}; loading the page in full instead.`);
        go(loaded);
      },
      (error: unknown) => {
        console.error(`Could not load the data of ${target.pathname}:`, error);
        go(false);
      },
    );
  };
}

/** After every route update: end the transition, then announce the new content. */
export function contentReloaded(pathChanged: boolean): void {
  finishTransition?.();
  finishTransition = null;
  if (pathChanged) window.dispatchEvent(new Event(CONTENT_RELOAD_EVENT));
}
