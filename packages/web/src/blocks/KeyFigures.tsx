import { SectionHead } from '@/ui/SectionHead';
import { bloks, text } from '@/content/fields';
import type { KeyFiguresBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import type { BlockProps } from './types';

/** `key-figures`: a band of figures that prove what the company says (years, devices installed, warranty, where it is made). */
export function KeyFigures({ blok }: BlockProps<KeyFiguresBlok>) {
  return (
    <section className={`section section--spacious key-figures key-figures--${blok.tone === 'brand' ? 'brand' : 'light'}`} {...editableAttributes(blok)}>
      <div className="container">
        <SectionHead headline={text(blok.headline)} intro={text(blok.intro)} center />
        <dl className="key-figures__list">
          {bloks(blok.items).map((figure) => (
            <div key={figure._uid} className="key-figure" {...editableAttributes(figure)}>
              <dt className="key-figure__label">{text(figure.label)}</dt>
              <dd className="key-figure__value">{text(figure.value)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
