/**
 * Deploy skew: a page open across a deployment notices the new build and reloads at the next
 * navigation instead of mixing builds; a script chunk or a stylesheet of its build that is gone
 * (ChunkLoadError, a failed load or preload) reloads the page, at most once per 10 seconds (spec 8).
 * Runs as a small inline script (no hydration needed).
 */

/** where the current build id is published (never cached) */
export const BUILD_INFO_PATH = '/builds/latest.json';

export interface DeployWatchOptions {
  buildId: string;
  infoPath: string;
  pollMs: number;
  reloadGapMs: number;
}

/** The watcher itself; serialised into the page, so it may use nothing from outside its body. */
export function watchDeployments({ buildId, infoPath, pollMs, reloadGapMs }: DeployWatchOptions): void {
  const RELOADED_AT = 'deploy-watch:reloaded-at';
  let stale = false;

  const reloadOnce = () => {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < reloadGapMs) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    location.reload();
  };
  const isChunkFailure = (reason: unknown) => {
    const { name, message } = (reason ?? {}) as { name?: string; message?: string };
    return name === 'ChunkLoadError' || /Failed to (load|fetch dynamically imported) (chunk|module)/i.test(message ?? '');
  };

  /** a script, stylesheet or preload of the build's own files: when one fails to load, the build has gone */
  const isBuildAsset = (target: EventTarget | null) =>
    (target instanceof HTMLScriptElement && target.src.includes('/_next/static/')) ||
    (target instanceof HTMLLinkElement && /^(stylesheet|preload|modulepreload)$/i.test(target.rel) && target.href.includes('/_next/static/'));

  addEventListener('unhandledrejection', (event) => {
    if (isChunkFailure(event.reason)) reloadOnce();
  });
  // load errors do not bubble: they reach a capturing listener on the window
  addEventListener(
    'error',
    (event) => {
      if (isChunkFailure(event.error) || isBuildAsset(event.target)) reloadOnce();
    },
    true,
  );

  const check = async () => {
    if (stale || document.visibilityState !== 'visible') return;
    try {
      const response = await fetch(`${infoPath}?t=${Date.now()}`, { cache: 'no-store' });
      const latest = response.ok ? ((await response.json()) as { buildId?: string }).buildId : undefined;
      stale = Boolean(latest && latest !== buildId);
      if (stale) document.documentElement.dataset.buildStale = latest;
    } catch {
      // offline or deploying: try again at the next poll
    }
  };
  setInterval(check, pollMs);
  document.addEventListener('visibilitychange', check);

  // once stale, a same-site link click loads the page from the new build, whatever handled it before
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!stale || !link || link.origin !== location.origin || link.target || link.hasAttribute('download') || event.defaultPrevented) return;
      event.preventDefault();
      location.assign(link.href);
    },
    true,
  );
}

/** The inline script for a page of build `buildId`. */
export function deployWatchScript(buildId: string): string {
  const options: DeployWatchOptions = { buildId, infoPath: BUILD_INFO_PATH, pollMs: 5 * 60_000, reloadGapMs: 10_000 };
  return `(${watchDeployments.toString()})(${JSON.stringify(options)})`;
}
