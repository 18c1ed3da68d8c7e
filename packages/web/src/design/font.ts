import localFont from 'next/font/local';

/**
 * The site's typeface: Inter as a variable font (every weight in one file), shipped from npm
 * (@fontsource-variable/inter) and served by the site itself; its Latin subset covers the six languages.
 * `swap`: a first visit shows the brand font as soon as it has come (with `optional` it kept the fallback
 * for the whole first page whenever the font took over 100 ms). Until then text is drawn in Arial scaled
 * to Inter's metrics, regular and bold apart (`Inter fallback` in design/tokens.css): Next's one
 * fallback face matched the regular weight only, and bold headings in it wrapped otherwise (CLS 0.04).
 * Not preloaded: a preload puts its 49 KB ahead of the page's first paint on a slow phone
 * (Lighthouse's mobile LCP +0.6 s, docs/benchmarks.md); the stylesheet asks for it at once.
 */
export const inter = localFont({
  src: '../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  preload: false,
  adjustFontFallback: false,
  fallback: ['Inter fallback', 'system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
