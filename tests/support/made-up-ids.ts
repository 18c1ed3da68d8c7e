/** Addresses of the site that take an id or a page path, each asked with one nobody published (floods in tests and the bench). */
import { randomInt } from 'node:crypto';

const madeUp = () => randomInt(1e9, 1e12);

export const MADE_UP_ID_ADDRESSES: readonly (() => string)[] = [
  () => `/api/calendar/?id=${madeUp()}&locale=de`,
  () => `/pdf/manual?id=${madeUp()}&lang=de`,
  () => `/api/language/?to=fr&from=/de/produkte/x${madeUp()}/`,
  () => `/de/produkte/x${madeUp()}/`,
];
