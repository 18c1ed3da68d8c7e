/**
 * CloudFront's routes to the functions beside the site, read from synthesised templates: the origin
 * behind a path pattern, and whether CloudFront waits long enough for each function's answer.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { expect } from 'vitest';
import { functionEnvironment } from './stacks';

export interface Origin {
  Id: string;
  DomainName: unknown;
  OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
  CustomOriginConfig?: { OriginReadTimeout?: number };
}
interface Behavior {
  PathPattern: string;
  TargetOriginId: string;
}

/** The origin of the distribution's behaviour for `pattern` (the template holds one distribution). */
export function originOf(template: Template, pattern: string): Origin {
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution')) as { Properties: { DistributionConfig: { CacheBehaviors: Behavior[]; Origins: Origin[] } } }[];
  const { CacheBehaviors, Origins } = distribution!.Properties.DistributionConfig;
  const behavior = CacheBehaviors.find((candidate) => candidate.PathPattern === pattern)!;
  return Origins.find((origin) => origin.Id === behavior.TargetOriginId)!;
}

/** CloudFront's origin response timeout where an origin sets none, and the most it allows without a quota increase */
const CLOUDFRONT_READ_TIMEOUT = { default: 30, max: 60 };
/** what a PDF answer takes besides the render: Chromium's start (about 3 s cold), the manual's read, the cache */
const PDF_BESIDES_RENDER_SECONDS = 10;

/** seconds CloudFront waits for the origin of `pattern` */
const readTimeout = (distribution: Template, pattern: string) => originOf(distribution, pattern).CustomOriginConfig?.OriginReadTimeout ?? CLOUDFRONT_READ_TIMEOUT.default;

/** seconds the function (logical id starting with `idPrefix`) may run */
function functionTimeout(template: Template, idPrefix: string): number {
  const [, resource] = Object.entries(template.findResources('AWS::Lambda::Function')).find(([id]) => id.startsWith(idPrefix))!;
  return (resource as { Properties: { Timeout: number } }).Properties.Timeout;
}

/**
 * CloudFront waits long enough for each function, within the 60 s it allows without a quota increase:
 * for the PDF function its render limit and the rest of an answer (and the function may run as long
 * as CloudFront waits), for the mail function as long as the function may run.
 */
export function expectFunctionOriginsWaitLongEnough(distribution: Template, functions: { pdf: Template; mail: Template }): void {
  const pdf = { wait: readTimeout(distribution, '/pdf/*'), runs: functionTimeout(functions.pdf, 'ManualPdf'), renders: Number(functionEnvironment(functions.pdf, 'ManualPdf').PDF_RENDER_TIMEOUT_MS) / 1000 };
  expect(pdf.renders).toBeGreaterThan(0);
  expect(pdf.wait).toBeGreaterThanOrEqual(pdf.renders + PDF_BESIDES_RENDER_SECONDS);
  expect(pdf.runs).toBeGreaterThanOrEqual(pdf.wait);
  expect(pdf.runs).toBeLessThanOrEqual(CLOUDFRONT_READ_TIMEOUT.max);

  const mail = { wait: readTimeout(distribution, '/mail/*'), runs: functionTimeout(functions.mail, 'MailSend') };
  expect(mail.wait).toBeGreaterThanOrEqual(mail.runs);
  expect(mail.wait).toBeLessThanOrEqual(CLOUDFRONT_READ_TIMEOUT.max);
}
