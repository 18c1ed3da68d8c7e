import type { SSTConfig } from 'sst';
import { Cms } from './stacks/Cms';
import { Data } from './stacks/Data';
import { Mail } from './stacks/Mail';
import { Pdf } from './stacks/Pdf';
import { Redirects } from './stacks/Redirects';
import { Secrets } from './stacks/Secrets';
import { provideBuildSecrets } from './stacks/settings';
import { Web } from './stacks/Web';

export default {
  config() {
    return { name: 'pv-heater-site', region: process.env.AWS_REGION ?? 'eu-central-1' };
  },
  async stacks(app) {
    app.setDefaultFunctionProps({ runtime: 'nodejs22.x' });
    await provideBuildSecrets(app);
    app.stack(Secrets).stack(Data).stack(Redirects).stack(Mail).stack(Pdf).stack(Web).stack(Cms);
  },
} satisfies SSTConfig;
