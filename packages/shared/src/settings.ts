/**
 * Settings from the environment, each variable checked by its zod schema. Outside the local stack a
 * missing or malformed setting is an error that names every offending variable and what it expects;
 * under it (`PV_LOCAL_STACK=1`, set by `npm start`, `npm run dev` and the test stacks) the local
 * stand-ins' values fill what is unset. Never a silent localhost on a real stage.
 *
 * A setting is a zod schema over the variable's string with metadata (`SettingMeta`): what it expects,
 * its value when unset (everywhere, or under the local stack only), whether it is a secret (never
 * echoed) and whether the stacks set it from their own resources. A module's settings are one
 * `z.object` keyed by variable name; a function reads the names it uses.
 */
import { z } from 'zod';

export type Env = Record<string, string | undefined>;

/** The launcher's signal: the local stand-ins' values apply (docs/local-stack.md). */
export const LOCAL_STACK = 'PV_LOCAL_STACK';
export const isLocalStack = (env: Env = process.env): boolean => env[LOCAL_STACK] === '1';

export type SettingMeta = {
  /** what it expects, in words (an error names it) */
  description: string;
  /** its value when unset, everywhere */
  fallback?: string;
  /** its value when unset under the local stack */
  local?: string;
  secret?: boolean;
  /**
   * set by the stacks from another stack's resource (a table, a function URL), not a stage setting: a
   * placeholder while the site is built for a deploy, known on a stage only once it is deployed
   */
  deploy?: boolean;
};

export type SettingsSchema = z.ZodObject<Record<string, z.ZodType>>;
type Output<S extends SettingsSchema, K extends keyof S['shape']> = { [P in K]: z.output<S['shape'][P]> };

export interface SettingProblem {
  name: string;
  message: string;
}

/** A rule across settings (reCAPTCHA's keys when it is the bot check); not applied under the local stack. */
export type SettingsRule = (values: Record<string, unknown>) => SettingProblem | undefined;

export class SettingsError extends Error {
  constructor(
    readonly scope: string,
    readonly problems: SettingProblem[],
  ) {
    super(
      `${scope}: ${problems.length === 1 ? 'a setting is' : `${problems.length} settings are`} missing or malformed:\n` +
        problems.map((problem) => `  ${problem.name}: ${problem.message}`).join('\n') +
        `\n(the stage's settings or SST secrets; \`npm start\` and the tests set ${LOCAL_STACK}=1 for the local stand-ins' values — .env.example)`,
    );
    this.name = 'SettingsError';
  }
}

const metaOf = (schema: z.ZodType): SettingMeta => (schema.meta() ?? { description: 'a value' }) as SettingMeta;

/**
 * The raw value a setting is parsed from. An empty variable counts as unset, unless empty means
 * something for it (`SEARCH_HOST=`: Algolia's own hosts). Unset, the local stack's value applies
 * there, else the setting's fallback if it has one.
 */
function rawValue(name: string, schema: z.ZodType, env: Env): string | undefined {
  const value = env[name];
  const given = value === '' && !schema.safeParse('').success ? undefined : value;
  const { local, fallback } = metaOf(schema);
  return given ?? (isLocalStack(env) ? local : undefined) ?? fallback;
}

/** Checks `names` (default: all) of a module's settings: the values that hold and a problem for each that does not. */
export function checkSettings<S extends SettingsSchema>(
  schema: S,
  env: Env,
  names: readonly (keyof S['shape'] & string)[] = Object.keys(schema.shape),
  rules: readonly SettingsRule[] = [],
): { values: Record<string, unknown>; problems: SettingProblem[] } {
  const values: Record<string, unknown> = {};
  const problems: SettingProblem[] = [];
  for (const name of names) {
    const setting = schema.shape[name]!;
    const raw = rawValue(name, setting, env);
    const parsed = setting.safeParse(raw);
    if (parsed.success) values[name] = parsed.data;
    else {
      const { description, secret } = metaOf(setting);
      const got = raw === undefined ? 'not set' : secret ? 'malformed' : `"${raw}" is malformed`;
      problems.push({ name, message: `${got}; expected ${description}` });
    }
  }
  if (!isLocalStack(env)) for (const problem of rules.map((rule) => rule(values))) if (problem && names.includes(problem.name)) problems.push(problem);
  return { values, problems };
}

/** The values of `names` (default: all), or a SettingsError naming every setting that is missing or malformed. */
export function readSettings<S extends SettingsSchema, K extends keyof S['shape'] & string = keyof S['shape'] & string>(
  scope: string,
  schema: S,
  env: Env = process.env,
  names?: readonly K[],
  rules?: readonly SettingsRule[],
): Output<S, K> {
  const { values, problems } = checkSettings(schema, env, names, rules);
  if (problems.length) throw new SettingsError(scope, problems);
  return values as Output<S, K>;
}

/** The names of a module's settings whose metadata `which` accepts (secrets, those the deploy sets, …). */
export const settingNames = <S extends SettingsSchema>(schema: S, which: (meta: SettingMeta) => boolean): (keyof S['shape'] & string)[] =>
  Object.keys(schema.shape).filter((name) => which(metaOf(schema.shape[name]!)));

/** Is this address one of the local stand-ins' (a loopback host)? */
export const isLoopback = (url: string): boolean => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

// --- kinds of settings -------------------------------------------------------------------------

const isUrl = (value: string) => /^https?:\/\/[^/\s]+/.test(value) && URL.canParse(value);
const isOrigin = (value: string) => isUrl(value) && new URL(value).href === `${new URL(value).origin}/`;
const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;
/** empty allowed: it means something for this setting (its description says what), and is its value when unset */
const orEmpty = (valid: (value: string) => boolean) => (value: string) => value === '' || valid(value);
const empty = (meta: SettingMeta): SettingMeta => ({ fallback: '', ...meta });

export const setting = {
  /** an http(s) address */
  url: (meta: SettingMeta) => z.string().refine(isUrl).meta(meta),
  optionalUrl: (meta: SettingMeta) => z.string().refine(orEmpty(isUrl)).meta(empty(meta)),
  /** scheme, host and port, nothing after them */
  origin: (meta: SettingMeta) => z.string().refine(isOrigin).meta(meta),
  host: (meta: SettingMeta) => z.string().regex(HOST).meta(meta),
  optionalHost: (meta: SettingMeta) => z.string().refine(orEmpty((value) => HOST.test(value))).meta(empty(meta)),
  /** a comma-separated list, each item checked by `valid` (empty: none) */
  list: (valid: (item: string) => boolean, meta: SettingMeta) =>
    z
      .string()
      .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
      .refine((items) => items.every(valid))
      .meta(empty(meta)),
  text: (meta: SettingMeta) => z.string().trim().min(1).meta(meta),
  pattern: (pattern: RegExp, meta: SettingMeta) => z.string().regex(pattern).meta(meta),
  secret: (meta: Omit<SettingMeta, 'secret'>) => z.string().trim().min(1).meta({ ...meta, secret: true }),
  optionalSecret: (meta: Omit<SettingMeta, 'secret'>) => z.string().meta({ ...empty(meta), secret: true }),
  /** a whole number from `min` */
  integer: (min: number, meta: SettingMeta) => z.string().regex(/^\d+$/).transform(Number).refine((value) => value >= min).meta(meta),
  /** a decimal number from `min` to `max` */
  decimal: (min: number, max: number, meta: SettingMeta) =>
    z.string().regex(/^\d+(\.\d+)?$/).transform(Number).refine((value) => value >= min && value <= max).meta(meta),
  oneOf: <const T extends readonly [string, ...string[]]>(values: T, meta: SettingMeta) => z.enum(values).meta(meta),
  email: (meta: SettingMeta) => z.email().meta(meta),
  /** `Name <address>` or an address */
  mailbox: (meta: SettingMeta) => z.string().refine((value) => z.email().safeParse(mailboxAddress(value)).success).meta(meta),
  isUrl,
  isOrigin,
  /** a host name, with a port or without */
  isHost: (value: string) => /^[^:]+(:\d{1,5})?$/.test(value) && HOST.test(value.split(':')[0]!),
};

/** The address of a mailbox (`Name <address>` → `address`). */
export const mailboxAddress = (mailbox: string): string => (/<([^>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();
