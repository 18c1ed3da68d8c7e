/**
 * Storyblok's asset addresses and its Image Service: an asset is `{origin}/f/{space}/{width}x{height}/{hash}/{name}`,
 * and the service answers it transformed at `{asset}/m/{operation}` (`1280x0`, `1200x630/smart`,
 * `640x0/filters:quality(75)`). The one place that knows that grammar; no Node APIs (the image loader
 * runs in the browser too).
 */

/** Is this an asset of a Storyblok space (or of the local content service, which serves them alike)? */
const isAsset = (address: string) => /\/f\/\d+\//.test(address);

/** `{asset}/m/{operation}` for an asset; any other address as it is. */
export const resizedImage = (filename: string, operation: string): string => (isAsset(filename) ? `${filename.replace(/\/$/, '')}/m/${operation}` : filename);

export interface ImageTransform {
  width: number;
  /** 0 (the default): by the image's aspect ratio */
  height?: number;
  /** cropped around the image's subject (Storyblok's face and focal-point detection) */
  smart?: boolean;
  /** the encoder's quality, 1–100; unset: the service's */
  quality?: number;
}

/** An asset at a size through the Image Service; any other address as it is. */
export const transformedImage = (filename: string, { width, height = 0, smart = false, quality }: ImageTransform): string =>
  resizedImage(filename, [`${width}x${height}`, ...(smart ? ['smart'] : []), ...(quality ? [`filters:quality(${quality})`] : [])].join('/'));

/** An asset's own size, as its address tells it (`/f/{space}/{width}x{height}/…`); undefined where it tells none. */
export function assetSize(filename: string): { width: number; height: number } | undefined {
  const [, width = 0, height = 0] = (/\/f\/\d+\/(\d+)x(\d+)\//.exec(filename) ?? []).map(Number);
  return width && height ? { width, height } : undefined;
}
