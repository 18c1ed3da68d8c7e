import { Icon, isIconName } from '@/ui/Icon';
import { SectionHead } from '@/ui/SectionHead';
import { bloks, text } from '@/content/fields';
import type { FeatureGridBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import type { BlockProps } from './types';

/** `feature-grid`: features or benefits, each with an icon, a title and a short text. */
export function FeatureGrid({ blok }: BlockProps<FeatureGridBlok>) {
  return (
    <section className="section section--spacious feature-grid" {...editableAttributes(blok)}>
      <div className="container">
        <SectionHead headline={text(blok.headline)} intro={text(blok.intro)} />
        <ul className="feature-grid__list">
          {bloks(blok.items).map((feature) => (
            <li key={feature._uid} className="feature" {...editableAttributes(feature)}>
              {isIconName(feature.icon) ? (
                <span className="feature__icon">
                  <Icon name={feature.icon} />
                </span>
              ) : null}
              <h3 className="feature__title">{text(feature.title)}</h3>
              {text(feature.text) ? <p>{text(feature.text)}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
