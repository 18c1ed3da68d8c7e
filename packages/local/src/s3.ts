/**
 * The local S3 (s3rver): the same REST API the manual PDF cache uses on AWS. Each start gets an empty
 * directory under the system's temporary folder (removed at stop): the cache never outlives a change
 * of the renderer. The cache bucket is created at start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  port: number;
  close(): Promise<void>;
}

export async function startLocalS3(port: number, buckets: string[]): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'pv-local-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });
  const address = await server.run();
  return {
    port: address.port,
    // the directory goes at once: the launcher's stop exits without waiting for the server
    close() {
      const closing = server.close();
      rmSync(directory, { recursive: true, force: true });
      return closing;
    },
  };
}
