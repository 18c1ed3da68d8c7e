import { ContentLink } from '@/ui/ContentLink';
import { siteConfig } from '@/config';
import { translator } from '@/i18n/messages';
import { localePath, type Locale } from '@/i18n/routing';
import type { SiteData } from '@/content/types';
import { DesktopMenu } from './DesktopMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileMenu } from './MobileMenu';
import { searchProps } from '../search/props';
import { SearchButton } from '../search/SearchButton';
import { toMenu } from './menu';
import { resolveLink } from '@/lib/links';

export function SiteHeader({ locale, siteData }: { locale: Locale; siteData: Pick<SiteData, 'settings' | 'documentTypes'> }) {
  const { settings } = siteData;
  const t = translator(locale);
  const menu = toMenu(settings?.navigation ?? [], { locale, ...siteConfig });
  // the way to talk to the company stays in view on wide screens (the contact page the settings name)
  const contact = resolveLink(settings?.contactPage, { locale, ...siteConfig });
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <a className="site-header__logo" href={localePath(locale)} aria-label={`${siteConfig.organisation.name} – ${t('header.home')}`}>
          <img src="/logo.svg" alt="" width="200" height="36" />
        </a>
        <DesktopMenu items={menu} label={t('header.mainNavigation')} />
        <div className="site-header__tools">
          {contact ? (
            <ContentLink className="button button--primary button--small site-header__contact" link={contact}>
              {t('header.contact')}
            </ContentLink>
          ) : null}
          <SearchButton {...searchProps(locale, siteData)} />
          <LanguageSwitch locale={locale} label={t('header.language')} unavailable={t('languageSwitch.unavailable')} />
          <MobileMenu
            items={menu}
            labels={{ open: t('header.openMenu'), close: t('header.closeMenu'), back: t('header.back'), navigation: t('header.mainNavigation') }}
            {...(contact && !contact.external ? { contact: { href: contact.href, label: t('header.contact') } } : {})}
          />
        </div>
      </div>
    </header>
  );
}
