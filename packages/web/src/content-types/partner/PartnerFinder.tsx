import { SectionHead } from '@/ui/SectionHead';
import { clientTexts, keysStartingWith } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { text } from '@/content/fields';
import { editableAttributes } from '@/content/editable';
import { storiesOfType } from '@/content/request-content';
import type { PartnerFinderBlok } from '@/content/types';
import type { BlockProps } from '@/blocks/types';
import { toPartnerEntry } from './partners';
import { PartnerSearch } from './PartnerSearch';

const PARTNER_TEXTS = [...keysStartingWith('partners.'), 'embed.mapNotice' as const, 'embed.acceptMap' as const];

/** The country a visitor of a language most likely looks in (English readers: every country). */
const HOME_COUNTRY: Record<Locale, string> = { de: 'AT', en: '', fr: 'FR', es: 'ES', nl: 'NL', it: 'IT' };

/** `partner-finder`: installers and dealers by country and postcode or town, as a list and after consent on a map. */
export async function PartnerFinder({ blok, locale }: BlockProps<PartnerFinderBlok>) {
  const partners = (await storiesOfType('partner', locale)).map(toPartnerEntry);
  const countries = [...new Set(partners.map((partner) => partner.country).filter(Boolean))].sort();
  const home = countries.includes(HOME_COUNTRY[locale]) ? HOME_COUNTRY[locale] : '';
  return (
    <section className="section section--spacious partner-finder" {...editableAttributes(blok)}>
      <div className="container">
        <SectionHead headline={text(blok.headline)} intro={text(blok.intro)} />
        <PartnerSearch partners={partners} countries={countries} initialCountry={home} texts={clientTexts(locale, PARTNER_TEXTS)} />
      </div>
    </section>
  );
}
