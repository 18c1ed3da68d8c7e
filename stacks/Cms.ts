import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Function, use, type StackContext } from 'sst/constructs';
import { errorAlarm } from './alarms';
import { Data } from './Data';
import { Pdf } from './Pdf';
import { Secrets } from './Secrets';
import { Web } from './Web';
import { setting, siteUrl, storyblokEndpoint } from './settings';

/**
 * Storyblok's publish webhook: the function checks the signature, asks the site's server to
 * revalidate (and re-index search: the site holds the search admin key), purges the pages from
 * CloudFront and drops the story's PDFs. It also keeps the redirects table in line with the editors'
 * redirects (writing automatic redirects and refusals back through the Management API). Its own stack
 * after Web, so it can name the distribution without a cycle.
 */
export function Cms({ stack }: StackContext) {
  const { site, revalidateUrl } = use(Web);
  const { storyPaths, redirects, guards } = use(Data);
  const { bucket } = use(Pdf);
  const { webhookSecret, revalidateSecret, storyblokPublicToken, storyblokPreviewToken, storyblokManagementToken } = use(Secrets);
  const distributionId = site.cdk!.distribution.distributionId;

  const webhook = new Function(stack, 'CmsWebhook', {
    handler: 'packages/functions/src/cms/handler.handler',
    memorySize: 512,
    // Storyblok waits up to 120 s; revalidating and re-indexing a settings change takes the longest
    timeout: 90,
    url: { authorizer: 'none' },
    bind: [webhookSecret, revalidateSecret, storyblokPublicToken, storyblokPreviewToken, storyblokManagementToken],
    environment: {
      SITE_REVALIDATE_URL: revalidateUrl,
      SITE_URL: siteUrl(),
      STORYBLOK_ENDPOINT: storyblokEndpoint(),
      STORYBLOK_SPACE_ID: setting('STORYBLOK_SPACE_ID'),
      STORYBLOK_REGION: setting('STORYBLOK_REGION', 'eu'),
      STORYBLOK_MANAGEMENT_URL: setting('STORYBLOK_MANAGEMENT_URL'),
      STORY_PATHS_TABLE: storyPaths.tableName,
      REDIRECTS_TABLE: redirects.tableName,
      // deliveries already acted on (a replayed webhook is answered without acting again)
      FORM_GUARDS_TABLE: guards.tableName,
      DOCUMENT_SERVER_BASE: setting('DOCUMENT_SERVER_BASE'),
      DOWNLOAD_HOST: setting('DOWNLOAD_HOST'),
      PRODUCTION_HOST: setting('PRODUCTION_HOST'),
      REDIRECT_ALLOWED_HOSTS: setting('REDIRECT_ALLOWED_HOSTS'),
      PDF_BUCKET: bucket.bucketName,
      CLOUDFRONT_DISTRIBUTION_ID: distributionId,
    },
  });
  storyPaths.cdk.table.grantReadWriteData(webhook);
  redirects.cdk.table.grantReadWriteData(webhook);
  guards.cdk.table.grantReadWriteData(webhook);
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
