'use client';
import { useId, useMemo, useState } from 'react';
import { ConsentEmbed } from '@/features/consent/ConsentEmbed';
import { openStreetMapSrc } from '@/features/consent/embeds';
import { translate, type ClientTexts } from '@/i18n/client-texts';
import type { MessageKey } from '@/i18n/messages';
import { findPartners, type PartnerEntry } from './partners';

export type PartnerTextKey = Extract<MessageKey, `partners.${string}`> | 'embed.mapNotice' | 'embed.acceptMap';

const SERVICES = ['sales', 'installation', 'service', 'planning'] as const;
const isService = (value: string): value is (typeof SERVICES)[number] => (SERVICES as readonly string[]).includes(value);

/**
 * The partner finder in the browser: country and postcode or town narrow the list as the visitor types; the
 * map, after consent, shows the partners found with a marker on the one chosen.
 */
export function PartnerSearch({ partners, countries, initialCountry, texts }: { partners: PartnerEntry[]; countries: string[]; initialCountry: string; texts: ClientTexts<PartnerTextKey> }) {
  const t = translate(texts);
  const id = useId();
  const [country, setCountry] = useState(initialCountry);
  const [place, setPlace] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const regionName = useMemo(() => new Intl.DisplayNames([texts.locale], { type: 'region' }), [texts.locale]);
  const languageName = useMemo(() => new Intl.DisplayNames([texts.locale], { type: 'language' }), [texts.locale]);

  const { partners: found, widened } = findPartners(partners, { country, place });
  const located = found.filter((partner): partner is PartnerEntry & { latitude: number; longitude: number } => partner.latitude !== null && partner.longitude !== null);
  const marker = located.find((partner) => partner.id === chosen) ?? located[0];

  return (
    <div className="partner-finder__search">
      <form className="partner-finder__form" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-country`}>{t('partners.country')}</label>
          <select id={`${id}-country`} value={country} onChange={(event) => setCountry(event.target.value)}>
            <option value="">{t('partners.allCountries')}</option>
            {countries.map((code) => (
              <option key={code} value={code}>
                {regionName.of(code)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-place`}>{t('partners.place')}</label>
          <input id={`${id}-place`} type="search" value={place} maxLength={60} autoComplete="postal-code" onChange={(event) => setPlace(event.target.value)} />
        </div>
      </form>
      <p className="partner-finder__status" role="status">
        {widened ? `${t('partners.widened', { place: place.trim() })} ` : null}
        {t('partners.results', { n: found.length })}
      </p>
      <div className="partner-finder__results">
        {found.length ? (
          <ul className="partner-finder__list">
            {found.map((partner) => (
              <li key={partner.id} className={partner.id === marker?.id ? 'partner is-chosen' : 'partner'}>
                <h3 className="partner__name">{partner.company}</h3>
                {partner.certified ? <span className="badge badge--accent">{t('partners.certified')}</span> : null}
                <p className="partner__address">
                  {partner.street ? (
                    <>
                      {partner.street}
                      <br />
                    </>
                  ) : null}
                  {partner.postcode} {partner.town}, {regionName.of(partner.country)}
                </p>
                {partner.services.some(isService) ? (
                  <p className="partner__services">
                    {partner.services.filter(isService).map((service) => (
                      <span key={service} className="tag">
                        {t(`partners.service.${service}`)}
                      </span>
                    ))}
                  </p>
                ) : null}
                {partner.languages.length ? (
                  <p className="partner__languages">
                    {t('partners.languages')}: {partner.languages.map((code) => languageName.of(code)).join(', ')}
                  </p>
                ) : null}
                <p className="partner__contact">
                  {partner.phone ? <a href={`tel:${partner.phone.replace(/[^+\d]/g, '')}`}>{partner.phone}</a> : null}
                  {partner.email ? <a href={`mailto:${partner.email}`}>{partner.email}</a> : null}
                  {partner.website ? (
                    <a href={partner.website} target="_blank" rel="noopener noreferrer">
                      {t('partners.website')}
                    </a>
                  ) : null}
                </p>
                {partner.latitude !== null && partner.id !== marker?.id ? (
                  <button type="button" className="link-button partner__locate" onClick={() => setChosen(partner.id)}>
                    {t('partners.showOnMap')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="notice">{t('partners.none')}</p>
        )}
        {marker ? (
          <div className="partner-finder__map">
            <ConsentEmbed
              kind="map"
              src={openStreetMapSrc(located, marker)}
              title={t('partners.mapTitle')}
              notice={t('embed.mapNotice', { provider: 'OpenStreetMap' })}
              acceptLabel={t('embed.acceptMap')}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
