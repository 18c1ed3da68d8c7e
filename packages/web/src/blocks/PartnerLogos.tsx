import { ContentImage } from '@/ui/ContentImage';
import { SectionHead } from '@/ui/SectionHead';
import { text } from '@/content/fields';
import type { PartnerLogosBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import type { BlockProps } from './types';

/** `partner-logos`: partners', distributors' or certifications' logos in a calm row (in colour on hover). */
export function PartnerLogos({ blok }: BlockProps<PartnerLogosBlok>) {
  const logos = (blok.logos ?? []).filter((logo) => logo.filename);
  return (
    <section className="section partner-logos" {...editableAttributes(blok)}>
      <div className="container">
        <SectionHead headline={text(blok.headline)} center />
        <ul className="partner-logos__list">
          {logos.map((logo, index) => (
            <li key={`${logo.filename}-${index}`}>
              <ContentImage className="partner-logos__logo" src={logo.filename} alt={logo.alt ?? logo.name ?? ''} width={320} height={120} sizes="10rem" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
