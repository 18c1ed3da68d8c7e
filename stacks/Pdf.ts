import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Bucket, Function, use, type StackContext } from 'sst/constructs';
import { errorAlarm } from './alarms';
import { Secrets } from './Secrets';
import { keepsData, setting, siteUrl, storyblokEndpoint } from './settings';

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
    memorySize: 2048,
    timeout: 60,
    url: { authorizer: 'none' },
    // installed beside the bundle at the versions package.json pins (bundled, the binary breaks)
    nodejs: { install: ['@sparticuz/chromium', 'puppeteer-core'] },
    bind: [storyblokPublicToken, originVerifySecret, originVerifySecretPrevious],
    environment: {
      PDF_BUCKET: bucket.bucketName,
      SITE_URL: siteUrl(),
      STORYBLOK_ENDPOINT: storyblokEndpoint(),
      PDF_ASSET_ORIGINS: setting('PDF_ASSET_ORIGINS', 'https://a.storyblok.com'),
      PDF_RENDER_TIMEOUT_MS: '45000',
      ORGANISATION_NAME: setting('ORGANISATION_NAME'),
    },
  });
  // objects and listing (a story's PDFs are dropped by prefix) of this bucket, nothing else
  bucket.cdk.bucket.grantReadWrite(render);

  errorAlarm(stack, 'ManualPdfErrors', render);

  stack.addOutputs({ ManualPdfBucket: bucket.bucketName, ManualPdfUrl: render.url ?? '' });
  return { bucket, render };
}
