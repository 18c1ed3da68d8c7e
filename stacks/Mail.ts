import { Duration, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { ConfigurationSet, EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { Bucket, Cron, Function, use, type StackContext } from 'sst/constructs';
import { UPLOAD_PREFIX } from '../packages/shared/src/forms/uploads';
import { alarmAtLeast, errorAlarm } from './alarms';
import { Data } from './Data';
import { Secrets } from './Secrets';
import { keepsData, setting, siteUrl } from './settings';

/**
 * Forms to the support team: the SES identity of the sender domain with its configuration set, the
 * mail function (the site's `/mail/*`), and the scheduled retry of queued submissions. A retry run
 * that fails lands in a dead-letter queue, which raises an alarm. The support form's photos and files
 * go straight from the browser into a private bucket of their own (presigned POSTs the mail function
 * signs; CORS for the site's origin), linked from the team's mail for 7 days and deleted after 90.
 */
export function Mail({ stack, app }: StackContext) {
  const { submissions, subscribers, guards } = use(Data);
  const { altchaHmacKey, newsletterSecret, recaptchaSecret, originVerifySecret, originVerifySecretPrevious } = use(Secrets);
  const senderDomain = setting('MAIL_DOMAIN', 'sonnwaerme.example');

  const configurationSet = new ConfigurationSet(stack, 'MailConfiguration', { reputationMetrics: true });
  const identity = new EmailIdentity(stack, 'SenderDomain', { identity: Identity.domain(senderDomain), configurationSet });
  const identityArn = Stack.of(stack).formatArn({ service: 'ses', resource: 'identity', resourceName: senderDomain });
  const configurationSetArn = Stack.of(stack).formatArn({ service: 'ses', resource: 'configuration-set', resourceName: configurationSet.configurationSetName });
  // sending only as the sender domain, through its configuration set: SES v2 `SendEmail` (the mailer's only
  // call, Simple content with our own headers) is authorised by `ses:SendEmail`; `SendRawEmail` is v1's, unused
  const sendAsSender = new PolicyStatement({ actions: ['ses:SendEmail'], resources: [identityArn, configurationSetArn] });

  const production = keepsData(app.stage);
  const uploads = new Bucket(stack, 'FormUploads', {
    cdk: {
      bucket: {
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        encryption: BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        lifecycleRules: [{ expiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
        // the browser posts the form's files from the site's pages and reads S3's answer
        cors: [{ allowedOrigins: [siteUrl()], allowedMethods: [HttpMethods.POST], allowedHeaders: ['*'], exposedHeaders: ['ETag'], maxAge: 3000 }],
        removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
        autoDeleteObjects: !production,
      },
    },
  });
  const uploadObjects = uploads.cdk.bucket.arnForObjects(`${UPLOAD_PREFIX}*`);

  const environment = {
    SUBMISSIONS_TABLE: submissions.tableName,
    SUBSCRIBERS_TABLE: subscribers.tableName,
    FORM_GUARDS_TABLE: guards.tableName,
    MAIL_FROM: setting('MAIL_FROM', `Sonnwärme Website <website@${senderDomain}>`),
    MAIL_TO_CONTACT: setting('MAIL_TO_CONTACT'),
    MAIL_TO_SUPPORT: setting('MAIL_TO_SUPPORT'),
    MAIL_ROUTES: setting('MAIL_ROUTES'),
    CASE_NUMBER_PREFIX: setting('CASE_NUMBER_PREFIX', 'SW'),
    SITE_URL: siteUrl(),
    // every mail's footer names the sender: as the imprint and the settings story do (docs/deploy.md)
    ORGANISATION_NAME: setting('ORGANISATION_NAME'),
    ORGANISATION_ADDRESS: setting('ORGANISATION_ADDRESS'),
    ORGANISATION_COUNTRY: setting('ORGANISATION_COUNTRY', 'AT'),
    IMPRINT_PATHS: setting('IMPRINT_PATHS'),
    BOT_CHECK_PROVIDER: setting('BOT_CHECK_PROVIDER', 'altcha'),
  };

  const send = new Function(stack, 'MailSend', {
    handler: 'packages/functions/src/mail/handler.handler',
    memorySize: 512,
    timeout: 15,
    url: { authorizer: 'none' },
    bind: [altchaHmacKey, newsletterSecret, recaptchaSecret, originVerifySecret, originVerifySecretPrevious],
    environment: { ...environment, UPLOADS_BUCKET: uploads.bucketName },
  });
  // a presigned POST or GET carries the function's own permission: putting and reading uploads/*, nothing else;
  // listing lets a missing upload be answered 404 (not 403), which the function tells the visitor
  send.attachPermissions([
    new PolicyStatement({ actions: ['s3:PutObject', 's3:GetObject'], resources: [uploadObjects] }),
    new PolicyStatement({ actions: ['s3:ListBucket'], resources: [uploads.bucketArn] }),
  ]);
  send.attachPermissions([sendAsSender]);
  submissions.cdk.table.grantReadWriteData(send);
  subscribers.cdk.table.grantReadWriteData(send);
  guards.cdk.table.grantReadWriteData(send);

  const failedRetries = new Queue(stack, 'MailRetryFailures', { retentionPeriod: Duration.days(14), enforceSSL: true });
  const retry = new Cron(stack, 'MailRetry', {
    schedule: 'rate(5 minutes)',
    job: {
      function: {
        handler: 'packages/functions/src/mail/retry.handler',
        memorySize: 256,
        timeout: 120,
        environment,
        retryAttempts: 0,
        deadLetterQueue: failedRetries,
      },
    },
  });
  const retryFunction = retry.jobFunction;
  retryFunction.attachPermissions([sendAsSender]);
  submissions.cdk.table.grantReadWriteData(retryFunction);

  alarmAtLeast(stack, 'MailRetryFailuresAlarm', failedRetries.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }));
  errorAlarm(stack, 'MailSendErrors', send);
  errorAlarm(stack, 'MailRetryErrors', retryFunction);

  stack.addOutputs({
    MailSendUrl: send.url ?? '',
    FormUploadsBucket: uploads.bucketName,
    SenderIdentity: identity.emailIdentityName,
    // the CNAME records that verify the sender domain (Easy DKIM): publish them in its DNS
    SenderDkimRecords: Fn.join(' ', identity.dkimRecords.map((record) => Fn.join(' CNAME ', [record.name, record.value]))),
  });
  return { send, uploads };
}
