/**
 * Lambda entry points: each copies its bound secrets into the environment (see `@pv/shared/bound-secrets`)
 * before it builds its handler.
 */
import { loadBoundSecrets } from '@pv/shared/bound-secrets';

/** A Lambda handler whose implementation is built on the first event, after the secrets are loaded. */
export function lambdaEntry<Event, Result>(build: () => (event: Event) => Promise<Result>): (event: Event) => Promise<Result> {
  let ready: Promise<(event: Event) => Promise<Result>> | undefined;
  return async (event) => {
    if (!ready) {
      const loading = loadBoundSecrets().then(build);
      ready = loading;
      // a failure (a secret not set yet) is not kept: the next event tries again
      loading.catch(() => {
        if (ready === loading) ready = undefined;
      });
    }
    return (await ready)(event);
  };
}
