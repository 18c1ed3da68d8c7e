import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentTypeOf } from '@pv/cms/space-files';
import type { ContentStore } from './store.js';

const COMPRESSIBLE = /^(image\/svg\+xml|text\/|application\/(json|xml))/;

/**
 * The asset host's files, served by this service: those uploaded through the Management API and the
 * demo space's (`<dataDir>/assets`). Answers whether the path was an asset file it served.
 */
export function createAssetFiles(store: ContentStore, options: { dataDir: string; emptySpace?: boolean }) {
  /** text assets (SVG drawings) compressed once, as an asset CDN sends them to clients that accept gzip */
  const compressed = new Map<string, Buffer>();

  return function serveAsset(pathname: string, res: ServerResponse, headOnly: boolean, acceptsGzip = false): boolean {
    // `/f/{space}/{size}/{hash}/{name}` plus optional image-service operations (`/m/1200x630/smart`),
    // which this stand-in accepts and answers with the original file.
    const match = pathname.match(/^\/f\/(.+?\.[a-z0-9]+)(?:\/m\/.*)?$/i);
    if (!match) return false;
    const headers = (contentType: string, length: number) => ({
      'content-type': contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
      'content-length': String(length),
    });
    // HEAD, as asset hosts answer it: checkers (the redirect import) ask whether a file exists
    const uploaded = store.assetFile(`f/${match[1]}`);
    if (uploaded) {
      res.writeHead(200, headers(uploaded.contentType, uploaded.file.length));
      res.end(headOnly ? undefined : uploaded.file);
      return true;
    }
    // the document server (DOCUMENT_SERVER_BASE: the maker's download host, not Storyblok) is served
    // from `<space>/documents/` here; it stays when the space starts empty
    if (options.emptySpace && !/^\d+\/documents\//.test(match[1] ?? '')) return false;
    const assetsDir = join(options.dataDir, 'assets');
    const file = normalize(join(assetsDir, match[1] ?? ''));
    if (!file.startsWith(assetsDir) || !existsSync(file) || !statSync(file).isFile()) return false;
    const contentType = contentTypeOf(file);
    if (acceptsGzip && COMPRESSIBLE.test(contentType)) {
      let body = compressed.get(file);
      if (!body) compressed.set(file, (body = gzipSync(readFileSync(file))));
      res.writeHead(200, { ...headers(contentType, body.length), 'content-encoding': 'gzip', vary: 'accept-encoding' });
      res.end(headOnly ? undefined : body);
      return true;
    }
    res.writeHead(200, headers(contentType, statSync(file).size));
    if (headOnly) res.end();
    else createReadStream(file).pipe(res);
    return true;
  };
}
