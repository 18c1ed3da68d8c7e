/**
 * The site's paths that CloudFront sends to the functions instead of the site's server (`/mail/*`
 * the mail function, `/pdf/*` the PDF service); locally the site's server forwards them to the
 * functions host. The functions answer their own methods on them.
 */
export const FUNCTION_PATHS = /^\/(mail|pdf)\//;
