import localFont from 'next/font/local';

/**
 * The site's typeface: Inter as a variable font (every weight in one file), shipped from npm
 * (@fontsource-variable/inter) and served by the site itself; Next preloads it and sizes the fallback
 * to match, so the swap moves nothing. Its Latin subset covers the six languages.
 */
export const inter = localFont({
  src: '../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  preload: true,
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
