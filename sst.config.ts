import type { SSTConfig } from 'sst';
import { Cms } from './stacks/Cms';
import { Data } from './stacks/Data';
import { Mail } from './stacks/Mail';
import { Pdf } from './stacks/Pdf';
import { Redirects } from './stacks/Redirects';
import { Secrets } from './stacks/Secrets';
import { Waf } from './stacks/Waf';
import { FUNCTION_DEFAULTS, provideBuildSecrets, provideOriginSecretFingerprint } from './stacks/settings';
import { Web } from './stacks/Web';

export default {
  config() {
    return { name: 'pv-heater-site', region: process.env.AWS_REGION ?? 'eu-central-1' };
  },
  async stacks(app) {
    // the site, the functions and the stand-ins run locally with `npm start` / `npm run dev`;
    // `sst dev` would deploy placeholders that the Web and Cms stacks cannot wire
    if (app.mode === 'dev') throw new Error('`sst dev` is not used here: `npm run dev` runs everything locally; `npx sst deploy --stage <stage>` deploys (docs/deploy.md).');
    app.setDefaultFunctionProps(FUNCTION_DEFAULTS);
    await provideBuildSecrets(app);
    await provideOriginSecretFingerprint(app);
    app.stack(Secrets).stack(Data).stack(Redirects).stack(Mail).stack(Pdf).stack(Waf).stack(Web).stack(Cms);
  },
} satisfies SSTConfig;
