import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Function, use, type StackContext } from 'sst/constructs';
import { errorAlarm } from './alarms';
import { Data } from './Data';
import { Pdf } from './Pdf';
import { Secrets } from './Secrets';
import { Web } from './Web';
import { storyblokEndpoint } from './settings';

/**
 * Storyblok's publish webhook: the function checks the signature, asks the site's server to
 * revalidate (and re-index search: the site holds the search admin key), purges the pages from
 * CloudFront and drops the story's PDFs. Its own stack after Web, so it can name the distribution
 * without a cycle.
 */
export function Cms({ stack }: StackContext) {
  const { site, revalidateUrl } = use(Web);
  const { storyPaths } = use(Data);
  const { bucket } = use(Pdf);
  const { webhookSecret, revalidateSecret, storyblokPublicToken } = use(Secrets);
  const distributionId = site.cdk!.distribution.distributionId;

  const webhook = new Function(stack, 'CmsWebhook', {
    handler: 'packages/functions/src/cms/handler.handler',
    memorySize: 512,
    // Storyblok waits up to 120 s; revalidating and re-indexing a settings change takes the longest
    timeout: 90,
    url: { authorizer: 'none' },
    bind: [webhookSecret, revalidateSecret, storyblokPublicToken],
    environment: {
      SITE_REVALIDATE_URL: revalidateUrl,
      STORYBLOK_ENDPOINT: storyblokEndpoint(),
      STORY_PATHS_TABLE: storyPaths.tableName,
      PDF_BUCKET: bucket.bucketName,
      CLOUDFRONT_DISTRIBUTION_ID: distributionId,
    },
  });
  storyPaths.cdk.table.grantReadWriteData(webhook);
  // listing a story's PDFs and deleting them; reading or writing PDFs is the PDF function's
  bucket.cdk.bucket.grantDelete(webhook);
  webhook.attachPermissions([
    new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
    new PolicyStatement({
      actions: ['cloudfront:CreateInvalidation'],
      resources: [Stack.of(stack).formatArn({ service: 'cloudfront', region: '', resource: 'distribution', resourceName: distributionId })],
    }),
  ]);

  errorAlarm(stack, 'CmsWebhookErrors', webhook);

  stack.addOutputs({ CmsWebhookUrl: `${webhook.url ?? ''}cms/webhook` });
  return { webhook };
}
