import { ContentImage } from '@/ui/ContentImage';
import { assetOf, text } from '@/content/fields';
import type { TestimonialBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import type { BlockProps } from './types';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();

/** `testimonial`: a customer's words with who said them (a portrait, or their initials). */
export function Testimonial({ blok }: BlockProps<TestimonialBlok>) {
  const image = assetOf(blok.image);
  const name = text(blok.name);
  const who = [text(blok.role), text(blok.company)].filter(Boolean).join(' · ');
  return (
    <section className="section section--spacious testimonial" {...editableAttributes(blok)}>
      <figure className="container container--narrow testimonial__figure">
        <svg className="testimonial__mark" viewBox="0 0 48 36" aria-hidden="true" focusable="false">
          <path d="M0 36V20C0 8 6 1 18 0v7c-6 1.5-9 5-9 11h9v18H0zm27 0V20C27 8 33 1 45 0v7c-6 1.5-9 5-9 11h9v18H27z" fill="currentColor" />
        </svg>
        <blockquote className="testimonial__quote">
          <p>{text(blok.quote)}</p>
        </blockquote>
        <figcaption className="testimonial__by">
          {image ? (
            <ContentImage className="testimonial__portrait" src={image.filename} alt="" width={96} height={96} sizes="3rem" />
          ) : (
            <span className="testimonial__portrait testimonial__portrait--initials" aria-hidden="true">
              {initials(name)}
            </span>
          )}
          <span>
            <strong>{name}</strong>
            {who ? <span className="testimonial__who">{who}</span> : null}
          </span>
        </figcaption>
      </figure>
    </section>
  );
}
