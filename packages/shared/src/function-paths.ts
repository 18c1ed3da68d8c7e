/**
 * The site's paths that CloudFront sends to the functions instead of the site's server (`/mail/*`
 * the mail function, `/pdf/*` the PDF service); locally the site's server forwards them to the
 * functions host. The functions answer their own methods on them.
 */
export const FUNCTION_PATHS = /^\/(mail|pdf)\//;

/** The header that carries the origin secret CloudFront adds to every request it forwards to the functions. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** The header in which CloudFront names the visitor (address and port), set from the connection. */
export const VIEWER_ADDRESS_HEADER = 'CloudFront-Viewer-Address';
/** The visitor's own headers CloudFront passes on to the functions (its origin request policy); the rest stays at CloudFront. */
export const FORWARDED_VIEWER_HEADERS = ['content-type', 'accept', 'accept-language', 'origin', 'referer', 'user-agent'] as const;
