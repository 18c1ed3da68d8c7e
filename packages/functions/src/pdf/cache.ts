/**
 * The PDF cache: S3 on AWS, the local S3 stand-in (s3rver) otherwise, through the same client.
 * Keys come from `cacheKey` (story id, language, publication), so a new publication never meets
 * an old file; what is left of older publications is dropped.
 */
import {
  CreateBucketCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { PdfConfig } from '../config';
import { storyPrefixes } from './request';

export interface PdfCache {
  get(key: string): Promise<Uint8Array | null>;
  put(key: string, pdf: Uint8Array): Promise<void>;
  /** drops the story's entries under `prefix` except `keep`; returns the dropped keys */
  drop(prefix: string, keep?: string): Promise<string[]>;
}

/** the stand-in accepts any credentials; on AWS they come from the function's role */
const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export function s3Client(config: Pick<PdfConfig, 'region' | 's3Endpoint'>): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.s3Endpoint ? { endpoint: config.s3Endpoint, forcePathStyle: true, credentials: localCredentials } : {}),
  });
}

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

export function s3PdfCache(client: S3Client, bucket: string): PdfCache {
  return {
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body ? await object.Body.transformToByteArray() : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async put(key, pdf) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: pdf, ContentType: 'application/pdf' }));
    },
    async drop(prefix, keep) {
      const dropped: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        const keys = (page.Contents ?? []).map((object) => object.Key).filter((key): key is string => Boolean(key) && key !== keep);
        if (keys.length) {
          await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
          dropped.push(...keys);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return dropped;
    },
  };
}

/** Drops every cached PDF of a story (every kind, language and publication): what the publish webhook calls. */
export const dropStoryPdfs = async (cache: PdfCache, storyId: number) => (await Promise.all(storyPrefixes(storyId).map((prefix) => cache.drop(prefix)))).flat();

/** Creates the bucket when it is missing (the local stand-in starts empty; on AWS the stack creates it). */
export async function ensureBucket(client: S3Client, bucket: string): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    if (!isMissing(error)) throw error;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  }
}
