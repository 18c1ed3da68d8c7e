import { transformedImage } from '../storyblok/image-service';

/**
 * next/image loader for the content's image service (`@/storyblok/image-service`), so no image is
 * optimised on the server. Other sources, and vector images, are used as they are.
 */
export default function imageLoader({ src, width, quality }: { src: string; width: number; quality?: number }): string {
  if (src.endsWith('.svg')) return src;
  return transformedImage(src, { width, quality });
}
