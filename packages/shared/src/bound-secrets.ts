/**
 * Secrets on AWS live in SSM (SST `Config.Secret`, bound to a function, which marks each with an
 * `SST_Secret_value_{NAME}` variable). The site and the functions read their settings from the
 * environment, so a server copies its bound secrets there once, before it serves anything.
 */
const BOUND_SECRET = 'SST_Secret_value_';

type ReadBoundConfig = () => Promise<Record<string, string | undefined>>;

const sstConfig: ReadBoundConfig = async () => (await import('sst/node/config')).Config as unknown as Record<string, string | undefined>;

/** Copies each bound secret into `env` under its own name (a value set there already wins). */
export async function loadBoundSecrets(env: Record<string, string | undefined> = process.env, readConfig: ReadBoundConfig = sstConfig): Promise<string[]> {
  const names = Object.keys(env)
    .filter((name) => name.startsWith(BOUND_SECRET))
    .map((name) => name.slice(BOUND_SECRET.length));
  if (!names.length) return [];
  const config = await readConfig();
  for (const name of names) {
    const value = config[name];
    if (value === undefined) throw new Error(`The bound secret ${name} has no value (npx sst secrets set ${name} …)`);
    env[name] ??= value;
  }
  return names;
}
