import localFont from 'next/font/local';

/**
 * The site's typeface: Inter as a variable font (every weight in one file), shipped from npm
 * (@fontsource-variable/inter) and served by the site itself. Next preloads it, so it is there at the
 * first paint; `optional` keeps a late font from repainting text that is already on screen (a swap
 * re-reported the largest paint after the scripts had run: +0.5 s mobile LCP). Next sizes the fallback
 * to match. Its Latin subset covers the six languages.
 */
export const inter = localFont({
  src: '../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-inter',
  preload: true,
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
