import { Config, type StackContext } from 'sst/constructs';

/**
 * Every secret of the product, as SST `Config.Secret` (kept in SSM, set with
 * `npx sst secrets set NAME value --stage …`, never in code). Functions get only those they are bound to.
 */
export function Secrets({ stack }: StackContext) {
  const secret = (name: string) => new Config.Secret(stack, name);
  return {
    storyblokPublicToken: secret('STORYBLOK_PUBLIC_TOKEN'),
    storyblokPreviewToken: secret('STORYBLOK_PREVIEW_TOKEN'),
    // the CMS webhook writes the editors' automatic redirects and refusals: a personal access token of a space member (editor role)
    storyblokManagementToken: secret('STORYBLOK_MANAGEMENT_TOKEN'),
    webhookSecret: secret('STORYBLOK_WEBHOOK_SECRET'),
    revalidateSecret: secret('REVALIDATE_SECRET'),
    searchAdminKey: secret('SEARCH_ADMIN_KEY'),
    altchaHmacKey: secret('ALTCHA_HMAC_KEY'),
    newsletterSecret: secret('NEWSLETTER_SECRET'),
    recaptchaSecret: secret('RECAPTCHA_SECRET'),
    // what CloudFront sends the mail and PDF functions, and the value it sent before a rotation
    originVerifySecret: secret('ORIGIN_VERIFY_SECRET'),
    originVerifySecretPrevious: secret('ORIGIN_VERIFY_SECRET_PREVIOUS'),
  };
}
