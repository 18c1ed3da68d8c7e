/** What `cms:push` and `cms:diff` share: the connection from flags and environment, and how they stop. */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { storyblokHosts } from '@pv/shared/storyblok/region';
import { ManagementApiError, ManagementClient } from '../management/client';

export interface CliIo {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  /** another model directory (tests); default packages/cms/model */
  modelDir?: string;
  /** another demo space (tests); default packages/local/content */
  contentDir?: string;
}

/** A mistake in the command line or the environment: printed with the usage. */
export class UsageError extends Error {}

const positiveInteger = (raw: string | undefined) => (raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** The client and space from `--space`/`--rate` and the environment. */
export function connect(values: { space?: string; rate?: string }, env: CliIo['env']) {
  const token = env.STORYBLOK_PERSONAL_ACCESS_TOKEN?.trim();
  if (!token) throw new UsageError('STORYBLOK_PERSONAL_ACCESS_TOKEN is not set: a personal access token (Storyblok → My account → Personal access tokens).');
  const rawSpace = values.space ?? env.STORYBLOK_SPACE_ID;
  const spaceId = positiveInteger(rawSpace?.trim());
  if (spaceId === null) throw new UsageError(rawSpace ? `--space must be a space's numeric id (got "${rawSpace}")` : 'Which space? Pass --space <id> or set STORYBLOK_SPACE_ID.');
  const rate = values.rate === undefined ? 3 : Number(values.rate);
  if (!(rate > 0)) throw new UsageError(`--rate must be a positive number of requests per second (got "${values.rate}")`);
  let baseUrl: string;
  try {
    baseUrl = storyblokHosts(env).managementBaseUrl;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  return { client: new ManagementClient({ token, baseUrl, spaceId, requestsPerSecond: rate }), spaceId };
}

const HINTS: Record<number, string> = {
  401: 'Check STORYBLOK_PERSONAL_ACCESS_TOKEN (and STORYBLOK_REGION: a token works in its region only).',
  403: 'The token has no access to this space (or lacks a permission): check the space id and your role in the space.',
  404: 'Check the space id.',
};

/** Runs a command: exit code 0 or what it returns; 1 with Storyblok's message when the API refuses; 2 on a usage error. */
export async function runCommand(command: (argv: string[], io: CliIo) => Promise<number>, argv: string[], io: CliIo, usage: string): Promise<number> {
  try {
    return await command(argv, io);
  } catch (error) {
    if (error instanceof ManagementApiError) {
      io.out(`Storyblok answered ${error.status}: ${error.storyblokMessage} (${error.method} ${error.path})`);
      if (HINTS[error.status]) io.out(HINTS[error.status]!);
      return 1;
    }
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.out(`${(error as Error).message}\n\n${usage}`);
      return 2;
    }
    io.out(`Failed: ${(error as Error).message}`);
    return 1;
  }
}

/** Whether this module is the one node was started with (`tsx packages/cms/src/cli/push.ts`). */
export function isMain(moduleUrl: string): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}
