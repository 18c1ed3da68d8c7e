/**
 * Local stand-in for Algolia's search REST API (the endpoints the site and its indexer use), so the
 * unmodified `algoliasearch` client talks to it through custom hosts. Responses have Algolia's shapes,
 * typed with Algolia's own client types (a shape that drifts from the vendor's fails the typecheck);
 * refusals have Algolia's status and message. The data lives in memory.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type {
  BatchResponse,
  DeletedAtResponse,
  ErrorBase,
  GetTaskResponse,
  ListIndicesResponse,
  MultipleBatchResponse,
  SaveObjectResponse,
  SearchResponse,
  SearchResponses,
  SettingsResponse,
  UpdatedAtResponse,
  UpdatedAtWithObjectIdResponse,
} from '@algolia/client-search';
import { listenLocal } from '../listen.js';
import { keysAnswer } from './keys.js';
import { FilterSyntaxError } from './filters.js';
import { MAX_RECORD_BYTES, SearchIndex, type QueryParams, type SearchRecord } from './engine.js';
import { parseSettings, SettingsError } from './settings.js';

export interface SearchServiceOptions {
  appId: string;
  /** may only search */
  searchKey: string;
  /** may also write */
  adminKey: string;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const MAX_BODY_BYTES = 10 * 1024 * 1024;
const QUERY_PARAMS = new Set([
  'query',
  'filters',
  'facets',
  'hitsPerPage',
  'page',
  'attributesToRetrieve',
  'attributesToHighlight',
  'attributesToSnippet',
  'highlightPreTag',
  'highlightPostTag',
  'queryLanguages',
  'ignorePlurals',
  'removeStopWords',
  'decompoundQuery',
]);

/** Query parameters from a JSON body, including the older `params` string form */
function queryParams(body: Record<string, unknown>): QueryParams {
  const merged: Record<string, unknown> = { ...body };
  if (typeof body.params === 'string') {
    for (const [key, value] of new URLSearchParams(body.params)) {
      merged[key] = /^[[{]|^\d+$/.test(value) ? JSON.parse(value) : value;
    }
  }
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(merged)) if (QUERY_PARAMS.has(key)) params[key] = value;
  if (params.query !== undefined && typeof params.query !== 'string') throw new ApiError(400, 'query must be a string');
  if (params.filters !== undefined && typeof params.filters !== 'string') throw new ApiError(400, 'filters must be a string');
  for (const key of ['hitsPerPage', 'page'] as const) {
    if (params[key] !== undefined && !Number.isInteger(params[key])) throw new ApiError(400, `${key} must be an integer`);
  }
  for (const key of ['facets', 'queryLanguages'] as const) {
    if (params[key] !== undefined && !(Array.isArray(params[key]) && (params[key] as unknown[]).every((v) => typeof v === 'string'))) {
      throw new ApiError(400, `${key} must be an array of strings`);
    }
  }
  return params as QueryParams;
}

function recordOf(body: unknown, objectID?: string): SearchRecord {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'a record must be a JSON object');
  const record = { ...(body as Record<string, unknown>) };
  const id = objectID ?? record.objectID;
  if (typeof id !== 'string' && typeof id !== 'number') throw new ApiError(400, 'objectID is required');
  return { ...record, objectID: String(id) };
}

function checkSize(record: SearchRecord, position: number): void {
  const size = Buffer.byteLength(JSON.stringify(record));
  if (size > MAX_RECORD_BYTES) {
    throw new ApiError(400, `Record at the position ${position} objectID=${record.objectID} is too big size=${size}/${MAX_RECORD_BYTES} bytes.`);
  }
}

const objectIDsOf = (operations: { objectID: string | undefined }[]) => operations.flatMap(({ objectID }) => objectID ?? []);

export function createSearchService(options: SearchServiceOptions) {
  const indices = new Map<string, SearchIndex>();
  let lastTaskID = 0;
  const now = () => new Date().toISOString();
  /** the index a write goes to: Algolia creates it with the first write */
  const index = (name: string) => {
    let found = indices.get(name);
    if (!found) indices.set(name, (found = new SearchIndex()));
    return found;
  };
  /** the index a read goes to: Algolia refuses to search an index no write has created */
  const existing = (name: string) => {
    const found = indices.get(name);
    if (!found) throw new ApiError(404, `Index ${name} does not exist`);
    return found;
  };
  const search = (name: string, body: Record<string, unknown>): SearchResponse<SearchRecord> => ({ ...existing(name).query(queryParams(body)), index: name });
  const task = () => ++lastTaskID;
  const updated = (): UpdatedAtResponse => ({ taskID: task(), updatedAt: now() });
  const deleted = (): DeletedAtResponse => ({ taskID: task(), deletedAt: now() });
  // tasks run at once here: every task is done when asked about, with the index prepared for queries
  const published: GetTaskResponse = { status: 'published' };
  /** an index's task, or without a name an application's task (a batch over several indices) */
  const taskDone = (name?: string) => {
    for (const [indexName, found] of indices) if (name === undefined || indexName === name) found.prepare();
    return published;
  };

  type BatchRequest = { action?: unknown; body?: unknown; indexName?: unknown };
  function batch(requests: unknown, defaultIndex?: string) {
    if (!Array.isArray(requests)) throw new ApiError(400, 'requests must be an array');
    // checked as a whole before anything is written: a refused batch changes nothing
    const operations = (requests as BatchRequest[]).map((request, position) => {
      const indexName = defaultIndex ?? (typeof request.indexName === 'string' ? request.indexName : undefined);
      if (!indexName) throw new ApiError(400, `indexName is required at position ${position}`);
      const action = String(request.action);
      switch (action) {
        case 'addObject': {
          const record = recordOf(request.body, (request.body as { objectID?: string })?.objectID ?? `${Date.now()}${position}`);
          checkSize(record, position);
          return { indexName, apply: () => index(indexName).save(record), objectID: record.objectID };
        }
        case 'updateObject': {
          const record = recordOf(request.body);
          checkSize(record, position);
          return { indexName, apply: () => index(indexName).save(record), objectID: record.objectID };
        }
        case 'partialUpdateObject':
        case 'partialUpdateObjectNoCreate': {
          const record = recordOf(request.body);
          const target = index(indexName);
          const apply = () => {
            if (action === 'partialUpdateObjectNoCreate' && !target.get(record.objectID)) return;
            target.update(record.objectID, record);
          };
          checkSize({ ...(target.get(record.objectID) ?? {}), ...record }, position);
          return { indexName, apply, objectID: record.objectID };
        }
        case 'deleteObject': {
          const { objectID } = recordOf(request.body);
          return { indexName, apply: () => index(indexName).delete(objectID), objectID };
        }
        case 'clear':
          return { indexName, apply: () => index(indexName).clear(), objectID: undefined };
        case 'delete':
          return { indexName, apply: () => indices.delete(indexName), objectID: undefined };
        default:
          throw new ApiError(400, `Invalid action: ${action}`);
      }
    });
    for (const operation of operations) operation.apply();
    return operations;
  }

  async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) throw new ApiError(413, 'Request body too large');
      chunks.push(chunk as Buffer);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    if (!text.trim()) return {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      /* answered below */
    }
    throw new ApiError(400, 'The request body must be a JSON object');
  }

  async function route(req: IncomingMessage, url: URL): Promise<unknown> {
    const appId = req.headers['x-algolia-application-id'] ?? url.searchParams.get('x-algolia-application-id');
    const key = req.headers['x-algolia-api-key'] ?? url.searchParams.get('x-algolia-api-key');
    if (appId !== options.appId || (key !== options.searchKey && key !== options.adminKey)) {
      throw new ApiError(403, 'Invalid Application-ID or API key');
    }
    // the key reads (keys.ts): the search key may read itself
    const keys = keysAnswer(options, String(key), url.pathname, req.method ?? 'GET');
    if (keys) {
      if ('message' in keys) throw new ApiError(keys.status, keys.message);
      return keys.body;
    }
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const method = req.method ?? 'GET';
    const isRead = method === 'POST' && (parts[3] === 'query' || parts[3] === 'queries') && parts.length === 4;
    if (!isRead && key !== options.adminKey) throw new ApiError(403, 'Method not allowed with this API key');
    if (parts[0] !== '1') throw new ApiError(404, 'Not found');

    if (parts[1] === 'indexes' && parts.length === 2 && method === 'GET') {
      return {
        items: [...indices].map(([name, idx]) => {
          const dataSize = idx.dataSize();
          return {
            name,
            // an empty string for an index without records, as on Algolia
            createdAt: idx.size ? idx.createdAt : '',
            updatedAt: idx.updatedAt,
            entries: idx.size,
            dataSize,
            fileSize: dataSize,
            lastBuildTimeS: 0,
            numberOfPendingTasks: 0,
            pendingTask: false,
          };
        }),
        nbPages: 1,
      } satisfies ListIndicesResponse;
    }
    if (parts[1] === 'task' && parts.length === 3) return taskDone();
    if (parts[1] !== 'indexes' || !parts[2]) throw new ApiError(404, 'Not found');
    const name = parts[2];

    if (name === '*') {
      const body = await readBody(req);
      if (parts[3] === 'queries' && method === 'POST') {
        if (!Array.isArray(body.requests)) throw new ApiError(400, 'requests must be an array');
        return {
          results: (body.requests as Record<string, unknown>[]).map((request) => {
            if (typeof request.indexName !== 'string') throw new ApiError(400, 'indexName is required');
            return search(request.indexName, request);
          }),
        } satisfies SearchResponses<SearchRecord>;
      }
      if (parts[3] === 'batch' && method === 'POST') {
        const operations = batch(body.requests);
        const taskID = Object.fromEntries([...new Set(operations.map((o) => o.indexName))].map((n) => [n, task()]));
        return { taskID, objectIDs: objectIDsOf(operations) } satisfies MultipleBatchResponse;
      }
      throw new ApiError(404, 'Not found');
    }

    const sub = parts[3];
    if (parts.length === 3 && method === 'DELETE') {
      indices.delete(name);
      return deleted();
    }
    if (sub === 'task' && parts[4]) return taskDone(name);
    if (sub === 'settings' && parts.length === 4 && method === 'GET') {
      const found = indices.get(name);
      if (!found) throw new ApiError(404, 'Index does not exist');
      return { hitsPerPage: 20, ...found.settings } satisfies SettingsResponse;
    }
    if (sub === 'settings' && parts.length === 4 && method === 'PUT') {
      index(name).setSettings(parseSettings(await readBody(req)));
      return updated();
    }
    if (method === 'POST' && parts.length === 4) {
      const body = await readBody(req);
      switch (sub) {
        case 'query':
          return search(name, body);
        case 'batch':
          return { taskID: task(), objectIDs: objectIDsOf(batch(body.requests, name)) } satisfies BatchResponse;
        case 'deleteByQuery':
          if (typeof body.filters !== 'string' || !body.filters.trim()) throw new ApiError(400, 'deleteByQuery needs filters');
          index(name).deleteWhere(body.filters);
          return updated();
        case 'clear':
          index(name).clear();
          return updated();
        case 'operation': {
          // copy/move between indices (replaceAllObjects builds a temporary index and moves it into place)
          const destination = body.destination;
          if (typeof destination !== 'string' || !destination) throw new ApiError(400, 'destination is required');
          const source = indices.get(name);
          // as Algolia: moving an index that does not exist is ignored; copying one copies an empty index with default settings
          if (body.operation === 'move') {
            if (source) {
              indices.set(destination, source);
              indices.delete(name);
            }
          } else if (body.operation === 'copy') {
            const scope = Array.isArray(body.scope) ? body.scope.map(String) : undefined;
            const copy = (source ?? new SearchIndex()).copy(scope);
            const target = indices.get(destination);
            // a scoped copy replaces what it names (settings, rules, synonyms) and keeps the destination's records
            if (scope && target) target.replaceSettings(copy.settings);
            else indices.set(destination, copy);
          } else {
            throw new ApiError(400, 'operation must be copy or move');
          }
          return updated();
        }
      }
    }
    if (parts.length === 3 && method === 'POST') {
      const body = await readBody(req);
      const record = recordOf(body, (body.objectID as string | undefined) ?? `${Date.now()}`);
      checkSize(record, 0);
      index(name).save(record);
      return { taskID: task(), objectID: record.objectID, createdAt: now() } satisfies SaveObjectResponse;
    }
    if (parts.length === 4 && sub) {
      const objectID = sub;
      if (method === 'GET') {
        const record = indices.get(name)?.get(objectID);
        if (!record) throw new ApiError(404, 'ObjectID does not exist');
        return record;
      }
      if (method === 'PUT') {
        const record = recordOf(await readBody(req), objectID);
        checkSize(record, 0);
        index(name).save(record);
        return { ...updated(), objectID } satisfies UpdatedAtWithObjectIdResponse;
      }
      if (method === 'DELETE') {
        indices.get(name)?.delete(objectID);
        return deleted();
      }
    }
    if (parts.length === 5 && parts[4] === 'partial' && method === 'POST') {
      const body = await readBody(req);
      const target = index(name);
      const merged = { ...(target.get(sub!) ?? {}), ...body, objectID: sub! };
      checkSize(merged, 0);
      target.save(merged);
      return { ...updated(), objectID: sub } satisfies UpdatedAtWithObjectIdResponse;
    }
    throw new ApiError(404, 'Not found');
  }

  let requests = 0;
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    requests++;
    const url = new URL(req.url ?? '/', 'http://search.local');
    // Algolia answers browsers from any origin; the search key is public
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': 'content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent',
        'Access-Control-Max-Age': '86400',
      });
      res.end();
      return;
    }
    route(req, url).then(
      (body) => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(body));
      },
      (error: unknown) => {
        const status = error instanceof ApiError ? error.status : error instanceof FilterSyntaxError || error instanceof SettingsError ? 400 : 500;
        const message = error instanceof Error && status !== 500 ? error.message : 'Internal error';
        if (status === 500) console.error(error);
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ message, status } satisfies ErrorBase));
      },
    );
  };

  const server: Server = createServer(handler);
  return {
    server,
    indices,
    /** requests answered so far */
    requestCount: () => requests,
    listen: (port: number, host?: string) => listenLocal(server, port, host),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
