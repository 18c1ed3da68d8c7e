/**
 * The preflight's first check: a stage's settings against both config modules, every missing or
 * malformed one named. What the stacks set from their own resources (tables, the bucket, function URLs)
 * is not a stage setting and is left to them.
 */
import { checkSettings, isLocalStack, LOCAL_STACK, settingNames, type Env, type SettingsRule, type SettingsSchema } from '@pv/shared/settings';
import { fail, pass, type Check, type CheckResult } from './check';

export interface ConfigModule {
  /** `site` or `functions` */
  name: string;
  schema: SettingsSchema;
  rules: readonly SettingsRule[];
}

/** How a setting is given: a secret is an SST secret on AWS (here read from the environment), the rest a stage setting. */
function fixFor(name: string, secret: boolean, stage: string | undefined): string {
  const where = stage ? `.env.${stage}` : 'the environment';
  return secret
    ? `export ${name}=… for the preflight, and \`npx sst secrets set ${name} … --stage ${stage ?? '<stage>'}\` for the deploy`
    : `set ${name === 'SITE_URL' ? 'SITE_URL (or SITE_DOMAIN, the custom domain)' : name} in ${where}`;
}

export function settingsCheck(modules: readonly ConfigModule[], env: Env, stage: string | undefined): Check {
  return {
    label: 'settings',
    async run() {
      // with the local stack's signal every unset setting would take a stand-in's value, on a real stage too
      if (stage && isLocalStack(env)) return fail(`${LOCAL_STACK}=1 in the settings of stage ${stage}: unset settings would take the local stand-ins' values`, `remove ${LOCAL_STACK} from the shell and the .env files`);
      const results: CheckResult[] = [];
      const seen = new Set<string>();
      for (const { name, schema, rules } of modules) {
        const names = settingNames(schema, (meta) => !meta.deploy);
        const secrets = new Set(settingNames(schema, (meta) => Boolean(meta.secret)));
        const { problems } = checkSettings(schema, env, names, rules);
        // a setting both modules read is named once
        const fresh = problems.filter((problem) => !seen.has(problem.name));
        for (const problem of fresh) {
          seen.add(problem.name);
          results.push(fail(`${name} setting ${problem.name}: ${problem.message}`, fixFor(problem.name, secrets.has(problem.name), stage)));
        }
        if (!problems.length) results.push(pass(`${name} settings: ${names.length} present and well-formed`));
      }
      return results;
    },
  };
}
