import { createHash } from 'node:crypto';
import { siteConfig } from '../../config';
import { RECAPTCHA_ORIGINS } from '../../features/forms/bot-check/origins';
import { EMBED_ORIGINS } from '../../features/consent/embeds';
import { searchOrigins } from '../../features/search/client';


export interface PolicyOptions {
  /** a draft response, shown inside the visual editor */
  preview: boolean;
  /** `sha256-…` sources of the page's inline scripts */
  scriptHashes?: readonly string[];
}

/**
 * The Content-Security-Policy of a response. Scripts run only from the site's origin or when their
 * hash is listed (pages stay cacheable, which nonces would prevent); styles may be inline because
 * React renders style attributes.
 */
export function contentSecurityPolicy({ preview, scriptHashes = [] }: PolicyOptions): string {
  // the visual editor: the only page allowed to frame the site, and only in preview
  const editor = preview ? [siteConfig.storyblok.editorOrigin] : [];
  const recaptcha = siteConfig.botCheck.provider === 'recaptcha' ? RECAPTCHA_ORIGINS : [];
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    // the editor's bridge is bundled with the site's scripts, so it needs no script source
    ['script-src', ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...recaptcha]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...new Set(siteConfig.assetOrigins)]],
    ['font-src', ["'self'"]],
    // the support form posts its photos and files straight to the uploads bucket
    ['connect-src', ["'self'", ...searchOrigins(siteConfig.search), siteConfig.uploadsOrigin.replace(/\/$/, ''), ...editor, ...recaptcha]],
    ['frame-src', [...EMBED_ORIGINS, ...recaptcha]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', preview ? editor : ["'none'"]],
  ];
  if (siteConfig.siteUrl.startsWith('https:')) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** script types a browser executes (data blocks such as JSON-LD are not scripts to the policy) */
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/** `sha256-…` sources for every executable inline script of an HTML document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
