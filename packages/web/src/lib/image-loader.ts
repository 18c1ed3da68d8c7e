/**
 * next/image loader for the content's image service (Storyblok: `{asset}/m/{width}x0`),
 * so no image is optimised on the server. Other sources are used as they are.
 */
export default function imageLoader({ src, width, quality }: { src: string; width: number; quality?: number }): string {
  if (!/\/f\/\d+\//.test(src) || src.endsWith('.svg')) return src;
  const filters = quality ? `/filters:quality(${quality})` : '';
  return `${src}/m/${width}x0${filters}`;
}
