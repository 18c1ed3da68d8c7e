import { randomBytes } from 'node:crypto';
import { posix } from 'node:path';
import { contentTypeOf } from '@pv/cms/space-files';
import type { Asset } from '../types.js';
import { BLANK, RecordNotFound, Unprocessable } from './errors.js';
import type { SpaceState } from './space.js';

/** Assets uploaded through the Management API, their files kept in memory (a space starts without any). */
export class AssetRecords {
  assets: Asset[] = [];

  constructor(private readonly space: SpaceState) {}

  reset(): void {
    this.assets = [];
  }

  /**
   * Step one of an upload: the asset's record and its path (`f/{space}/{size}/{hash}/{name}`, size
   * `x` when unknown). Storyblok turns every dot but the extension's into an underscore.
   */
  create(filename: string, size: string | undefined, now: Date): Asset {
    const base = posix.basename(filename.replace(/\\/g, '/'));
    const dot = base.lastIndexOf('.');
    const name = dot > 0 ? `${base.slice(0, dot).replaceAll('.', '_')}${base.slice(dot)}` : base;
    if (!name) throw new Unprocessable({ filename: BLANK });
    const time = now.toISOString();
    const asset: Asset = {
      id: this.space.nextId(),
      key: `f/${this.space.data.space.id}/${size || 'x'}/${randomBytes(5).toString('hex')}/${name}`,
      short_filename: name,
      content_type: contentTypeOf(name),
      created_at: time,
      updated_at: time,
      finished: false,
    };
    this.assets.push(asset);
    return asset;
  }

  /** Step two: the file, as the signed upload delivers it. */
  putFile(key: string, file: Buffer, contentType: string): boolean {
    const asset = this.assets.find((a) => a.key === key);
    if (!asset) return false;
    Object.assign(asset, { file, content_type: contentType, updated_at: new Date().toISOString() });
    return true;
  }

  /** Step three: the asset is listed (Storyblok reads the file's type and length here). */
  finish(id: number, now: Date): Asset {
    const asset = this.assets.find((a) => a.id === id);
    if (!asset) throw new RecordNotFound();
    if (!asset.file) throw new Unprocessable({ file: ['has not been uploaded'] });
    asset.finished = true;
    asset.updated_at = now.toISOString();
    return asset;
  }

  /** An uploaded file by its path under the asset host (`f/1000/…`), served like the demo's asset files. */
  file(key: string): { file: Buffer; contentType: string } | undefined {
    const asset = this.assets.find((a) => a.key === key && a.file);
    return asset?.file && { file: asset.file, contentType: asset.content_type };
  }
}
