import type { StoryblokApi } from '@pv/cms/management/client';
import type { Asset as AssetAnswer, SignedResponseObject } from '@storyblok/management-api-client';
import { type ContentStore, RecordNotFound, Unprocessable } from '../store.js';
import type { Asset } from '../types.js';
import { type Answer, type Json, notImplemented, type Routes } from './http.js';
import { integer, invalid, onlyParams, paged } from './params.js';
import { BUCKET, MAX_UPLOAD_BYTES, S3_ORIGIN, SIGNATURE_VALIDITY_MS, UPLOAD_PATH } from './s3-bucket.js';

/** `assets.finalize`'s answer (the generated `FinishUploadAsset`, which the package does not export by name). */
type FinishedUpload = Awaited<ReturnType<StoryblokApi['assets']['finalize']>>['data'];

/** An asset, its `filename` on the S3 origin as Storyblok answers it. */
function assetView(store: ContentStore, asset: Asset): AssetAnswer {
  return {
    id: asset.id,
    filename: `${S3_ORIGIN}/${asset.key}`,
    short_filename: asset.short_filename,
    content_type: asset.content_type,
    content_length: asset.file?.length ?? null,
    space_id: store.space.id,
    asset_folder_id: null,
    alt: null,
    title: null,
    copyright: null,
    focus: null,
    is_private: false,
    expire_at: null,
    created_at: asset.created_at,
    updated_at: asset.updated_at,
    deleted_at: null,
    meta_data: {},
    internal_tags_list: [],
  };
}

function finishedUploadView(asset: Asset): FinishedUpload {
  return { id: asset.id, filename: `${S3_ORIGIN}/${asset.key}`, alt: null, copyright: null, focus: null, is_private: false, title: null };
}

/** Step one of the upload: where to post the file, and the signed policy S3 checks it against. */
function signedUpload(asset: Asset, postUrl: string, now: Date, sign: (policy: string) => string): SignedResponseObject {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const fields = {
    key: asset.key,
    acl: 'public-read',
    Expires: new Date(now.getTime() + 365 * 24 * 3600_000).toUTCString(),
    'Cache-Control': 'public, max-age=31536000',
    'Content-Type': asset.content_type,
    'x-amz-credential': `LOCALSTANDIN/${stamp.slice(0, 8)}/us-east-1/s3/aws4_request`,
    'x-amz-algorithm': 'AWS4-HMAC-SHA256',
    'x-amz-date': stamp,
  };
  const conditions = [{ bucket: BUCKET }, ...Object.entries(fields).map(([name, value]) => ({ [name]: value })), ['content-length-range', 1, MAX_UPLOAD_BYTES]];
  const expiration = new Date(now.getTime() + SIGNATURE_VALIDITY_MS).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const policy = Buffer.from(JSON.stringify({ expiration, conditions })).toString('base64');
  return {
    id: asset.id,
    pretty_url: `//${BUCKET}/${asset.key}`,
    public_url: `${S3_ORIGIN}/${asset.key}`,
    post_url: postUrl,
    fields: { ...fields, policy, 'x-amz-signature': sign(policy) },
    locked: false,
    meta_data: {},
  };
}

function createAsset(store: ContentStore, sign: (policy: string) => string, body: Json, query: URLSearchParams, postUrl: string): Answer {
  // Storyblok takes these from the JSON body or the query (its client sends the query)
  const param = (name: string) => body[name] ?? query.get(name) ?? undefined;
  if (param('release_id') !== undefined) throw notImplemented('releases');
  if (param('asset_folder_id')) throw notImplemented('asset folders');
  const filename = param('filename');
  if (typeof filename !== 'string' || !filename) throw new Unprocessable({ filename: ["can't be blank"] });
  const size = param('size');
  if (size !== undefined && size !== '' && (typeof size !== 'string' || !/^\d+x\d+$/i.test(size))) throw invalid('size', 'is WIDTHxHEIGHT, e.g. 800x600');
  const replaced = integer({ id: param('id') }, 'id');
  const now = new Date();
  let asset: Asset | undefined;
  if (replaced !== undefined) {
    asset = store.assets.find((a) => a.id === replaced);
    if (!asset) throw new RecordNotFound();
  } else asset = store.createAsset(filename, typeof size === 'string' ? size.toLowerCase() : undefined, now);
  return { body: signedUpload(asset, postUrl, now, sign) };
}

/** Assets and the three steps of their signed upload (the file itself goes to the S3 bucket, s3-bucket.ts). */
export function assetRoutes(store: ContentStore, sign: (policy: string) => string): Routes {
  return {
    'GET assets': ({ query }) => {
      onlyParams(query, ['page', 'per_page', 'search']);
      const search = query.get('search');
      const assets = store.assets.filter((a) => a.finished && (!search || a.short_filename.includes(search)));
      const { items, headers } = paged(assets, query, 100);
      return { body: { assets: items.map((asset) => assetView(store, asset)) }, headers };
    },
    'POST assets': ({ req, body, query }) => createAsset(store, sign, body, query, `http://${req.headers.host ?? '127.0.0.1'}${UPLOAD_PATH}`),
    'GET assets/:id': ({ id }) => {
      const asset = store.assets.find((a) => a.id === id);
      if (!asset) throw new RecordNotFound();
      return { body: assetView(store, asset) };
    },
    'GET assets/:id/finish_upload': ({ id }) => ({ body: finishedUploadView(store.finishAsset(id)) }),
  };
}
