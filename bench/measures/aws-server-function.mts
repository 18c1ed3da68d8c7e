import { packageForAws } from '../../tests/deploy/global-setup';
import { startSiteFunction } from '../../tests/deploy/support/site-function';
import { fixtureEvent } from '../../tests/support/functions-stack';
import { medianAndMax, percentile, timed, type Measure } from '../support.mjs';

const AWS_COLD_STARTS = 5;
const AWS_INVOCATIONS = 200;

/**
 * The site's server function as deployed on AWS: the OpenNext package of this build, run locally in
 * its own process with function-URL events (S3 cache in s3rver, tags in dynalite, the redirect function).
 */
export const awsServerFunction: Measure = {
  name: 'awsServerFunction',
  needs: ['production build'],
  async run() {
    packageForAws();
    const server = await startSiteFunction({ pages: /\/\$\/de\/produkte\/ac-thor-9s(\.|$)/, redirects: [{ source: '/home.html', target: '/de/', status: 308 }] });
    const answer = async (event: unknown, status: number) => {
      const result = await server.invoke(event);
      if (result.statusCode !== status) throw new Error(`server function answered ${result.statusCode}, expected ${status}`);
    };
    const [page, legacy] = [fixtureEvent('site-page'), fixtureEvent('site-legacy-address')];
    try {
      const cold: number[] = [];
      for (let i = 0; i < AWS_COLD_STARTS; i++) cold.push(await timed(async () => (await server.restart(), await answer(page, 200))));
      const warm: number[] = [];
      for (let i = 0; i < AWS_INVOCATIONS; i++) warm.push(await timed(() => answer(page, 200)));
      const redirected: number[] = [];
      for (let i = 0; i < AWS_INVOCATIONS; i++) redirected.push(await timed(() => answer(legacy, 308)));
      const figure = (samples: number[]) => `p50 ${percentile(samples, 0.5).toFixed(1)} ms, p99 ${percentile(samples, 0.99).toFixed(1)} ms`;
      return [
        { measure: `AWS server function (OpenNext, local), cold start to a cached page: process start, init, first answer (${AWS_COLD_STARTS} runs)`, value: medianAndMax(cold) },
        { measure: `AWS server function, cached page from S3 with CSP hashes and security headers (${AWS_INVOCATIONS} invocations)`, value: figure(warm) },
        { measure: `AWS server function, legacy address redirected before Next (${AWS_INVOCATIONS} invocations)`, value: figure(redirected) },
      ];
    } finally {
      await server.stop();
    }
  },
};
