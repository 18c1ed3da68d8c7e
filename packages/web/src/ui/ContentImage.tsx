import imageLoader from '@/lib/image-loader';

/** widths offered in the srcset (the image service scales to any) */
const WIDTHS = [320, 640, 960, 1280, 1920];

export interface ContentImageProps {
  src: string;
  alt: string;
  /** advisory text (a rich-text image's title) */
  title?: string;
  sizes: string;
  width?: number;
  height?: number;
  /** covers its positioned parent */
  fill?: boolean;
  /** above the fold: loaded first, not lazily */
  priority?: boolean;
  className?: string;
}

/**
 * A content image with a srcset from the image service. Plain markup with nothing to hydrate:
 * next/image is a client component, and hydrating every image cost main-thread time on lists.
 */
export function ContentImage({ src, alt, title, sizes, width, height, fill = false, priority = false, className }: ContentImageProps) {
  const widths = WIDTHS.filter((w) => !width || w <= width * 2);
  const scalable = imageLoader({ src, width: 1 }) !== src;
  return (
    <img
      className={[className, fill ? 'image--fill' : ''].filter(Boolean).join(' ') || undefined}
      src={imageLoader({ src, width: width ?? WIDTHS[WIDTHS.length - 1]! })}
      srcSet={scalable ? widths.map((w) => `${imageLoader({ src, width: w })} ${w}w`).join(', ') : undefined}
      sizes={scalable ? sizes : undefined}
      alt={alt}
      title={title}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
