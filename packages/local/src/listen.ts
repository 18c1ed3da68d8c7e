import type { Server } from 'node:http';

/** Starts `server` on `host:port` (0: any free port); rejects when the port is taken. */
export function listenLocal(server: Server, port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}
