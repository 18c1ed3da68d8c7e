import { siteConfig } from '@/config';
import { translator } from '@/i18n/messages';
import { localePath, type Locale } from '@/i18n/routing';
import type { SiteSettings, SocialNetwork } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import { resolveLink } from '@/lib/links';
import { ConsentSettingsButton } from '../consent/ConsentBanner';
import { ContentLink } from '../../ui/ContentLink';
import { RichText, type RenderBlocks } from '../../ui/RichText';

const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  x: 'X',
};

/** `renderBlocks`: how blocks an editor put into the footer text render (the site's block renderer, handed down by the page's layout). */
export function SiteFooter({ locale, settings, renderBlocks }: { locale: Locale; settings: SiteSettings | null; renderBlocks?: RenderBlocks }) {
  const t = translator(locale);
  const footer = settings?.footer;
  const context = { locale, ...siteConfig };
  return (
    <footer className="site-footer">
      <div className="site-footer__grid container" {...(footer ? editableAttributes(footer) : {})}>
        <div className="site-footer__brand">
          <a href={localePath(locale)} aria-label={`${siteConfig.organisation.name} – ${t('header.home')}`}>
            <img src="/logo-light.svg" alt="" width="200" height="36" />
          </a>
          <RichText document={footer?.info} locale={locale} className="site-footer__info" renderBlocks={renderBlocks} />
          {footer?.social.length ? (
            <ul className="site-footer__social" aria-label={t('footer.social')}>
              {footer.social.map(({ network, url }) => (
                <li key={network}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    {SOCIAL_NAMES[network]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {footer?.columns.map((column) => (
          <nav key={column.uid} className="site-footer__column" aria-label={column.name} {...editableAttributes(column)}>
            <h2 className="site-footer__heading">{column.name}</h2>
            <ul>
              {column.links.map((item) => {
                const link = resolveLink(item.link, context);
                return link ? (
                  <li key={item.uid} {...editableAttributes(item)}>
                    <ContentLink link={link}>{item.name}</ContentLink>
                  </li>
                ) : null;
              })}
            </ul>
          </nav>
        ))}
        {footer ? (
          <div className="site-footer__contact">
            <h2 className="site-footer__heading">{t('footer.contact')}</h2>
            <address>
              <p>
                {footer.street}
                <br />
                {footer.city}
              </p>
              {footer.phone ? (
                <p>
                  <a href={`tel:${footer.phone.replace(/[^+\d]/g, '')}`}>{footer.phone}</a>
                </p>
              ) : null}
              {footer.email ? (
                <p>
                  <a href={`mailto:${footer.email}`}>{footer.emailLabel || footer.email}</a>
                </p>
              ) : null}
            </address>
          </div>
        ) : null}
      </div>
      <div className="site-footer__bottom container">
        <p>
          © {new Date().getFullYear()} {siteConfig.organisation.name}. {t('footer.copyright')}
        </p>
        <ConsentSettingsButton label={t('footer.cookieSettings')} />
      </div>
    </footer>
  );
}
