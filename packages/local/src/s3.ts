/**
 * The local S3 (s3rver): the same REST API the manual PDF cache uses on AWS, kept in a directory
 * under the system's temporary folder. The cache bucket is created at start.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  port: number;
  close(): Promise<void>;
}

export async function startLocalS3(port: number, buckets: string[], directory = join(tmpdir(), 'pv-local-s3')): Promise<LocalS3> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });
  const address = await server.run();
  return { port: address.port, close: () => server.close() };
}
