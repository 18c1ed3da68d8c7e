import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Bucket, Function, use, type StackContext } from 'sst/constructs';
import { PDF_FUNCTION_MEMORY_MB, RENDER_START_WITHIN_MS } from '../packages/functions/src/pdf/pool';
import { errorAlarm } from './alarms';
import { Secrets } from './Secrets';
import { keepsData, setting, siteUrl, storyblokEndpoint } from './settings';

/**
 * How long a PDF may take, end to end: the function's timeout and how long CloudFront waits for its
 * answer (the `/pdf/*` origin's read timeout, stacks/function-routes.ts). CloudFront's default of 30 s
 * would turn a long manual into a 504; 60 s is its most without a quota increase.
 */
export const PDF_ANSWER_TIMEOUT = Duration.seconds(60);
/**
 * The render's own limit (35 s; a warm render of the longest demo manual takes about 1.5 s) leaves
 * the rest to the manual's read and the wait for a Chromium page (together at most
 * RENDER_START_WITHIN_MS from the request's arrival), Chromium's start and the cache, so a render
 * that is too slow ends in the function's 504 with "try again", not in CloudFront's.
 */
const PDF_RENDER_TIMEOUT = PDF_ANSWER_TIMEOUT.minus(Duration.millis(RENDER_START_WITHIN_MS)).minus(Duration.seconds(5));
/**
 * At most this many instances render at once, each with its own Chromium (an instance serves one
 * request at a time): a burst of uncached manuals meets 429s beyond them instead of starting
 * Chromium after Chromium, and their content reads stay well inside Storyblok's rate limit, which
 * the site shares. Ten renders at a few seconds each are far beyond what visitors ask for.
 */
const PDF_RESERVED_CONCURRENCY = 10;

/**
 * The manual PDF service: headless Chromium (`@sparticuz/chromium`, x86_64 only) printing the site's
 * renderer page, and the private S3 bucket caching the PDFs (keys per story, language and
 * publication; entries expire after 90 days, a publication renders anew anyway).
 */
export function Pdf({ stack, app }: StackContext) {
  const { storyblokPublicToken, originVerifySecret, originVerifySecretPrevious } = use(Secrets);
  const production = keepsData(app.stage);
  const bucket = new Bucket(stack, 'ManualPdfs', {
    cdk: {
      bucket: {
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        encryption: BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        lifecycleRules: [{ expiration: Duration.days(90) }],
        removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
        autoDeleteObjects: !production,
      },
    },
  });

  const render = new Function(stack, 'ManualPdf', {
    handler: 'packages/functions/src/pdf/handler.handler',
    architecture: 'x86_64',
    memorySize: PDF_FUNCTION_MEMORY_MB,
    timeout: PDF_ANSWER_TIMEOUT.toSeconds(),
    reservedConcurrentExecutions: PDF_RESERVED_CONCURRENCY,
    url: { authorizer: 'none' },
    // installed beside the bundle at the versions package.json pins (bundled, the binary breaks)
    nodejs: { install: ['@sparticuz/chromium', 'puppeteer-core'] },
    bind: [storyblokPublicToken, originVerifySecret, originVerifySecretPrevious],
    environment: {
      PDF_BUCKET: bucket.bucketName,
      SITE_URL: siteUrl(),
      STORYBLOK_ENDPOINT: storyblokEndpoint(),
      // empty: the asset CDN of the space's region
      PDF_ASSET_ORIGINS: setting('PDF_ASSET_ORIGINS'),
      STORYBLOK_REGION: setting('STORYBLOK_REGION', 'eu'),
      PDF_RENDER_TIMEOUT_MS: String(PDF_RENDER_TIMEOUT.toMilliseconds()),
      ORGANISATION_NAME: setting('ORGANISATION_NAME'),
    },
  });
  // objects and listing (a story's PDFs are dropped by prefix) of this bucket, nothing else
  bucket.cdk.bucket.grantReadWrite(render);

  errorAlarm(stack, 'ManualPdfErrors', render);

  stack.addOutputs({ ManualPdfBucket: bucket.bucketName, ManualPdfUrl: render.url ?? '' });
  return { bucket, render };
}
