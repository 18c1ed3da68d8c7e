import { spawn } from 'node:child_process';

export const siteUrl = `http://localhost:${process.env.PORT ?? 3000}`;

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * The production site with the local services: the running one, or one started here with the
 * README's `npm start` (building when sources changed, or always with `rebuild`, which needs the
 * site to be stopped). `stop` ends only what was started here.
 */
export async function ensureSite({ rebuild = false } = {}): Promise<{ started: boolean; stop(): Promise<void> }> {
  if (await answers(`${siteUrl}/de/`)) {
    if (rebuild) throw new Error(`a site is already running at ${siteUrl}: stop it, this run builds and serves its own`);
    return { started: false, stop: async () => undefined };
  }
  const child = spawn('npm', ['start', ...(rebuild ? ['--', '--rebuild'] : [])], { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  const deadline = Date.now() + 600_000;
  while (!(await answers(`${siteUrl}/de/`))) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the site did not come up within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    started: true,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        // the launcher stops the site and the stand-ins on SIGTERM
        process.kill(-child.pid!, 'SIGTERM');
      }),
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
