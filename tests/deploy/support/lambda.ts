/** A built Lambda bundle in its own process (see lambda-runner.mjs), invoked with events. */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface LocalLambda {
  invoke<Result>(event: unknown): Promise<Result>;
  stop(): void;
}

export async function startLambda(bundleDir: string, env: Record<string, string>): Promise<LocalLambda> {
  const runner = fileURLToPath(new URL('./lambda-runner.mjs', import.meta.url));
  const child: ChildProcess = fork(runner, [bundleDir], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString('utf8')).slice(-4000)));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the bundle ${bundleDir} exited (${code}) before serving:\n${errors}`)));
  });
  return {
    async invoke<Result>(event: unknown) {
      const response = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: JSON.stringify(event) });
      const result = (await response.json()) as Result & { errorMessage?: string };
      if (!response.ok) throw new Error(`invocation failed: ${result.errorMessage}\n${errors}`);
      return result;
    },
    stop: () => void child.kill(),
  };
}
