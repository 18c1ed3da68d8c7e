import type { ComponentType } from 'react';
import { ContactForm, NewsletterForm, SupportForm } from '@/features/forms/LazyForms';
import type { FormProps } from '@/features/forms/types';
import { siteConfig } from '@/config';
import { formTexts } from '@/features/forms/texts';
import type { ContactFormBlok, NewsletterFormBlok, SupportFormBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import { resolveLink } from '@/lib/links';
import { storiesOfType } from '@/content/request-content';
import type { Locale } from '@/i18n/routing';
import type { BlockProps } from '../../blocks/types';

/** The form blocks, alike in their fields: headline, intro and the privacy policy page named in the consent label. */
type FormBlok = ContactFormBlok | SupportFormBlok | NewsletterFormBlok;

/** What a form reads from the content besides its texts (the support form: the catalogue's products). */
type FormContent = (locale: Locale) => Promise<Partial<FormProps>>;

/** A form block: headline, intro and the form, with its texts in the page's language. */
function formBlock(Form: ComponentType<FormProps>, modifier: string, content?: FormContent) {
  return async function FormBlock({ blok, locale }: BlockProps<FormBlok>) {
    const props: FormProps = {
      ...(await content?.(locale)),
      locale,
      texts: formTexts(locale),
      botCheck: siteConfig.botCheck,
      privacyHref: resolveLink(blok.privacy_link, { locale, ...siteConfig })?.href ?? null,
    };
    return (
      <section className={`container section form-section form-section--${modifier}`} {...editableAttributes(blok)}>
        {blok.headline ? <h2>{blok.headline}</h2> : null}
        {blok.intro ? <p className="lead">{blok.intro}</p> : null}
        <Form {...props} />
      </section>
    );
  };
}

export const ContactFormBlock = formBlock(ContactForm, 'contact');
/** the products in the catalogue's order: what the support form offers to choose */
const catalogue: FormContent = async (locale) => ({ products: (await storiesOfType('product', locale, 'position:asc')).map((product) => product.name) });

export const SupportFormBlock = formBlock(SupportForm, 'support', catalogue);
export const NewsletterFormBlock = formBlock(NewsletterForm, 'newsletter');
