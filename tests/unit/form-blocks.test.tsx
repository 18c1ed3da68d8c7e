/** The form blocks as the server renders them: fields, labels, required marks, consent gating of reCAPTCHA. */
import { text } from 'node:stream/consumers';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { ContactFormBlock } from '@/features/forms/FormBlocks';
import { ContactForm } from '@/features/forms/ContactForm';
import { NewsletterForm } from '@/features/forms/NewsletterForm';
import { SupportForm } from '@/features/forms/SupportForm';
import { catalogs } from '@pv/shared/i18n';
import { formTexts } from '@/features/forms/texts';
import type { Locale } from '@/i18n/routing';

const altcha = { provider: 'altcha' as const, recaptchaSiteKey: '' };
/** what a form block hands its form (the block itself loads the form's code lazily) */
const props = (locale: Locale, privacyHref: string | null = null) => ({ locale, texts: formTexts(locale), botCheck: altcha, privacyHref });

describe('form blocks', () => {
  it('contact: every field labelled, required ones marked and aria-required, the privacy label links the policy', () => {
    const html = renderToStaticMarkup(<ContactForm {...props('en', '/en/privacy/')} />);
    for (const label of ['Topic', 'Country', 'First name', 'Last name', 'E-mail', 'Phone', 'Subject', 'Message']) expect(html).toMatch(new RegExp(`<label for="[^"]+">${label}`));
    // topic, names, e-mail, subject, message, privacy; the country is optional here
    expect(html.match(/aria-required="true"/g)).toHaveLength(7);
    expect(html).toContain('I accept the <a href="/en/privacy/" target="_blank" rel="noopener">privacy policy</a> and the processing of my personal data.');
    expect(html).toContain('Fields marked with * are required.');
    expect(html).toMatch(/ novalidate=/i);
    // ALTCHA needs no consent: nothing about reCAPTCHA
    expect(html).not.toContain('reCAPTCHA');
    // without any script "Send" cannot make the browser submit the values in the address; the page's script enables it
    expect(html).toMatch(/<button type="submit" class="button button--primary" disabled="" data-awaits-script="">Send<\/button>/);
  });

  it('support: the subject list waits for the client type; no rejection before a choice', () => {
    const html = renderToStaticMarkup(<SupportForm {...props('de')} />);
    expect(html).toContain('Privatkunde');
    expect(html).toContain('Fachhändler/Installateur');
    expect(html).toContain('Bauträger/Planer');
    expect(html).toMatch(/<select[^>]*><option value="">Bitte wählen<\/option><\/select>/);
    expect(html).not.toContain('form__rejection');
  });

  it('newsletter: the e-mail label says it is mandatory in words, client types private and installer only', () => {
    const html = renderToStaticMarkup(<NewsletterForm {...props('fr')} />);
    expect(html).toMatch(/<label for="[^"]+">E-mail \(obligatoire\)<\/label>/);
    expect(html).toContain('Client particulier');
    expect(html).not.toContain('Promoteur');
  });

  it('the block: headline and intro around the form, whose markup comes with the page (its script only on use)', async () => {
    const { prelude } = await prerenderToNodeStream(<ContactFormBlock blok={{ _uid: 'c', component: 'contact-form', headline: 'Write to us', intro: 'We answer within two days.' }} locale="en" />);
    const html = await text(prelude);
    expect(html).toContain('<section class="container section form-section form-section--contact"><h2>Write to us</h2><p class="lead">We answer within two days.</p><div class="form-island"><form class="form" name="contact"');
    // the fields' ids are the island's id and the field's name: the browser hydrating the form makes the same
    const prefix = /<label for="([^"]+-)topic">/.exec(html)?.[1];
    expect(prefix).toBeTruthy();
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);
    expect(ids).toEqual(['topic', 'country', 'firstname', 'lastname', 'email', 'phone', 'subject', 'message', 'privacy'].map((name) => `${prefix}${name}`));
  });

  it('reCAPTCHA (it sets cookies) is named and waits for consent: the send button stays disabled until then', () => {
    const html = renderToStaticMarkup(
      <ContactForm locale="en" texts={formTexts('en')} botCheck={{ provider: 'recaptcha', recaptchaSiteKey: 'site-key' }} privacyHref={null} />,
    );
    expect(html).toContain(catalogs.en['form.recaptcha.notice']);
    expect(html).toContain('>Allow reCAPTCHA</button>');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    // the consent enables it, not the page's script
    expect(html).not.toContain('data-awaits-script');
  });
});
