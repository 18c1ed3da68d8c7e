import type { ReactNode } from 'react';
import { FormIsland } from '@/features/forms/FormIsland';
import type { FormName } from '@pv/shared/forms/schemas';
import type { FormProps } from '@/features/forms/types';
import { siteConfig } from '@/config';
import { formTexts } from '@/features/forms/texts';
import type { ContactFormBlok, NewsletterFormBlok, SupportFormBlok } from '@/content/types';
import { editableAttributes } from '@/content/editable';
import { resolveLink } from '@/lib/links';
import { storiesOfType } from '@/content/request-content';
import type { BlockProps } from '../../blocks/types';

/** The form blocks, alike in their fields: headline, intro and the privacy policy page named in the consent label. */
type FormBlok = ContactFormBlok | SupportFormBlok | NewsletterFormBlok;

const island = (form: FormName) =>
  function Form(props: FormProps) {
    return <FormIsland form={form} {...props} />;
  };

/** A form block: headline, intro and the form, with its texts in the page's language. */
function formBlock(form: FormName, Form: (props: FormProps) => ReactNode | Promise<ReactNode> = island(form)) {
  return function FormBlock({ blok, locale }: BlockProps<FormBlok>) {
    const props: FormProps = {
      locale,
      texts: formTexts(locale),
      botCheck: siteConfig.botCheck,
      privacyHref: resolveLink(blok.privacy_link, { locale, ...siteConfig })?.href ?? null,
    };
    return (
      <section className={`container section form-section form-section--${form}`} {...editableAttributes(blok)}>
        {blok.headline ? <h2>{blok.headline}</h2> : null}
        {blok.intro ? <p className="lead">{blok.intro}</p> : null}
        <Form {...props} />
      </section>
    );
  };
}

export const ContactFormBlock = formBlock('contact');
/** The support form with the catalogue's products, in its order, to choose from. */
async function SupportFormWithProducts(props: FormProps) {
  const products = (await storiesOfType('product', props.locale, 'position:asc')).map((product) => product.name);
  return <FormIsland form="support" {...props} products={products} />;
}

export const SupportFormBlock = formBlock('support', SupportFormWithProducts);
export const NewsletterFormBlock = formBlock('newsletter');
