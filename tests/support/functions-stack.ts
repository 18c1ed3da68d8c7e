/**
 * The functions' real local services for integration tests: dynalite and aws-ses-v2-local on
 * free ports, the tables created, and the function's dependencies wired to them as on AWS.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { readFileSync } from 'node:fs';
import sesLocal from 'aws-ses-v2-local';
import dynalite from 'dynalite';
import { documentClient } from '@pv/functions/aws';
import { functionsConfig, type FunctionsConfig, type OriginSecrets } from '@pv/functions/config';
import { dependenciesFromEnvironment, type MailDependencies } from '@pv/functions/mail/handler';
import type { HttpEvent } from '@pv/functions/http';
import { ensureTables } from '@pv/functions/tables';

const sesServer = (sesLocal as unknown as { default: typeof sesLocal }).default ?? sesLocal;

export interface StoredMail {
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** the header fields of our own (SES v2 `Headers`), as aws-ses-v2-local keeps them */
  headers?: { name: string; value: string }[];
}

export interface FunctionsStack {
  config: FunctionsConfig;
  dependencies(overrides?: Partial<MailDependencies>): MailDependencies;
  /** mails SES local received */
  mails(): Promise<StoredMail[]>;
  clearMails(): Promise<void>;
  stop(): Promise<void>;
}

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

let tableSet = 0;

export async function startFunctionsStack(settings: Partial<FunctionsConfig> = {}): Promise<FunctionsStack> {
  const dynamo = dynalite({ createTableMs: 0 });
  const dynamoPort = await listen(dynamo);
  const ses = await sesServer({ host: '127.0.0.1', port: 0 });
  const sesUrl = `http://127.0.0.1:${(ses.address() as AddressInfo).port}`;
  tableSet += 1;
  const base = functionsConfig();
  const config: FunctionsConfig = {
    ...base,
    dynamoDbEndpoint: `http://127.0.0.1:${dynamoPort}`,
    sesEndpoint: sesUrl,
    tables: { submissions: `submissions-${tableSet}`, subscribers: `subscribers-${tableSet}`, guards: `guards-${tableSet}`, redirects: `redirects-${tableSet}`, storyPaths: `story-paths-${tableSet}` },
    siteUrl: 'https://www.sonnwaerme.example',
    // a light proof of work keeps the tests fast; the check is the same
    botCheck: { ...base.botCheck, provider: 'altcha', altchaHmacKey: 'test-hmac-key', altchaMaxCounter: 2_000 },
    newsletterSecret: 'test-newsletter-secret',
    ...settings,
  };
  await ensureTables(documentClient(config), config.tables);
  return {
    config,
    dependencies: (overrides = {}) => ({ ...dependenciesFromEnvironment(config), ...overrides }),
    mails: async () => ((await (await fetch(`${sesUrl}/store`)).json()) as { emails: StoredMail[] }).emails,
    clearMails: async () => {
      await fetch(`${sesUrl}/clear-store`, { method: 'POST' });
    },
    stop: async () => {
      await Promise.all([close(dynamo), close(ses)]);
    },
  };
}

/** the origin secret CloudFront sends in the committed fixtures of requests it forwarded */
export const FIXTURE_ORIGIN_SECRET = 'fixture-origin-secret';
export const FIXTURE_ORIGIN: OriginSecrets = { current: FIXTURE_ORIGIN_SECRET, accepted: [FIXTURE_ORIGIN_SECRET] };

const fixture = (name: string): HttpEvent => JSON.parse(readFileSync(new URL(`../fixtures/events/${name}.json`, import.meta.url), 'utf8')) as HttpEvent;

/**
 * A committed function-URL event with another body, viewer address (`client`; null: none), method or
 * path; by default one CloudFront forwarded (`mail-send-direct`: one sent straight to the function URL).
 */
export function mailEvent(
  body: unknown,
  { client = '198.51.100.23' as string | null, method = 'POST', path = '/mail/send', query = '', contentType = 'application/json', fixtureName = 'mail-send' } = {},
): HttpEvent {
  const event = fixture(fixtureName);
  const headers: Record<string, string | undefined> = { ...event.headers, 'content-type': contentType };
  delete headers['cloudfront-viewer-address'];
  if (client !== null) headers['cloudfront-viewer-address'] = `${client}:50000`;
  return {
    ...event,
    rawPath: path,
    rawQueryString: query,
    ...(query ? { queryStringParameters: Object.fromEntries(new URLSearchParams(query)) } : {}),
    headers,
    requestContext: { ...event.requestContext, http: { ...event.requestContext.http, method, path } },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    isBase64Encoded: false,
  };
}

export const fixtureEvent = fixture;
