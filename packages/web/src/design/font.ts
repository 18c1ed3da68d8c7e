import localFont from 'next/font/local';

/**
 * The site's typeface: Inter as a variable font (every weight in one file), shipped from npm
 * (@fontsource-variable/inter) and served by the site itself; its Latin subset covers the six languages.
 * `optional` keeps a late font from repainting text that is already on screen (a swap re-reported the
 * largest paint after the scripts had run). Not preloaded: a preload puts its 49 KB ahead of the page's
 * first paint on a slow phone (Lighthouse's mobile LCP +0.6 s, docs/benchmarks.md); the stylesheet asks for
 * it at once, the first page shows it when it comes within the block period, every later page always.
 * Next sizes the fallback to match, so nothing moves either way.
 */
export const inter = localFont({
  src: '../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-inter',
  preload: false,
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
