/**
 * The forms as a visitor uses them: contact, support and newsletter in German and English, through
 * the real bot check (ALTCHA), the local functions host, dynalite and SES local (mails read back
 * from its /store).
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type Route } from '@playwright/test';

const SES_STORE = `http://localhost:${process.env.SES_PORT ?? 8005}/store`;

interface StoredMail {
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { text: string; html: string };
}

/** the mail SES local received that matches, once it has arrived */
async function mailWhere(match: (mail: StoredMail) => boolean): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(async () => {
      const { emails } = (await (await fetch(SES_STORE)).json()) as { emails: StoredMail[] };
      found = emails.find(match);
      return !!found;
    })
    .toBe(true);
  return found!;
}

const texts = {
  de: {
    contactPath: '/de/kontakt/',
    supportPath: '/de/support/',
    newsletterPath: '/de/newsletter/',
    firstname: 'Vorname',
    lastname: 'Nachname',
    email: 'E-Mail',
    subject: 'Betreff',
    message: 'Nachricht',
    privacy: /Ich akzeptiere die Datenschutzerklärung/,
    privacyLink: { name: 'Datenschutzerklärung', href: '/de/datenschutz/' },
    send: 'Absenden',
    reset: 'Zurücksetzen',
    sendAnother: 'Neue Nachricht schreiben',
    required: 'Bitte füllen Sie dieses Feld aus.',
    badEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    contactSent: /Vielen Dank! Ihre Nachricht ist bei uns angekommen/,
    notDelivered: 'Email konnte leider nicht zugestellt werden. Support wurde kontaktiert, bitte probieren sie es nochmals.',
    failed: 'Das Formular konnte gerade nicht gesendet werden. Bitte versuchen Sie es noch einmal.',
    clientPrivate: 'Privatkunde',
    clientInstaller: 'Fachhändler/Installateur',
    clientPlanner: 'Bauträger/Planer',
    topic: 'Anliegen',
    planning: 'Planung einer PV-Anlage',
    fault: 'Gerät funktioniert nicht',
    rejected: /Wir planen und errichten keine PV-Anlagen/,
    comments: 'Anmerkungen',
    vat: 'UID-Nummer',
    contactTopic: 'Thema',
    general: 'Allgemeine Anfrage',
    country: 'Land',
    switzerland: 'Schweiz',
    product: 'Produkt',
    serial: 'Seriennummer',
    firmware: 'Firmware-Version',
    installed: 'Installationsdatum',
    postcode: 'Postleitzahl',
    caseNumber: /Ihre Vorgangsnummer: (SW-\d{4}-\d{6})/,
    copySent: 'Eine Bestätigung mit Ihren Angaben haben wir an',
    contactCopy: (caseNumber: string) => `Ihre Nachricht an Sonnwärme – Vorgangsnummer ${caseNumber}`,
    supportCopy: (caseNumber: string) => `Ihre Supportanfrage bei Sonnwärme – Vorgangsnummer ${caseNumber}`,
    whereToFind: 'Wo finde ich Seriennummer und Firmware-Version?',
    firmwareError: /ein Buchstabe und sieben Ziffern/,
    supportSent: /Ihre Anfrage ist bei unserem Support-Team angekommen/,
    newsletterEmail: 'E-Mail (Pflichtfeld)',
    newsletterConsent: /Ich möchte den Newsletter erhalten/,
    subscribe: 'Anmelden',
    newsletterSent: /Bitte bestätigen Sie Ihre Anmeldung/,
    confirmSubject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    confirmButton: 'Anmeldung bestätigen',
    confirmed: 'Vielen Dank! Ihre Anmeldung ist bestätigt.',
    already: 'Diese Anmeldung ist bereits bestätigt.',
  },
  en: {
    contactPath: '/en/contact/',
    supportPath: '/en/support/',
    newsletterPath: '/en/newsletter/',
    firstname: 'First name',
    lastname: 'Last name',
    email: 'E-mail',
    subject: 'Subject',
    message: 'Message',
    privacy: /I accept the privacy policy/,
    privacyLink: { name: 'privacy policy', href: '/en/privacy/' },
    send: 'Send',
    reset: 'Reset',
    sendAnother: 'Write another message',
    required: 'Please fill in this field.',
    badEmail: 'Please enter a valid e-mail address.',
    contactSent: /Thank you! Your message has reached us/,
    notDelivered: 'Unfortunately the e-mail could not be delivered. Support has been notified; please try again.',
    failed: 'The form could not be sent right now. Please try again.',
    clientPrivate: 'Private customer',
    clientInstaller: 'Specialist dealer/installer',
    clientPlanner: 'Constructor/planner',
    topic: 'Topic',
    planning: 'Planning a PV system',
    fault: 'Device not working',
    rejected: /we do not plan or build PV systems/,
    comments: 'Comments',
    vat: 'VAT number',
    contactTopic: 'Topic',
    general: 'General enquiry',
    country: 'Country',
    switzerland: 'Switzerland',
    product: 'Product',
    serial: 'Serial number',
    firmware: 'Firmware version',
    installed: 'Installation date',
    postcode: 'Postcode',
    caseNumber: /Your case number: (SW-\d{4}-\d{6})/,
    copySent: 'We have sent a confirmation with your details to',
    contactCopy: (caseNumber: string) => `Your message to Sonnwärme – case number ${caseNumber}`,
    supportCopy: (caseNumber: string) => `Your support request to Sonnwärme – case number ${caseNumber}`,
    whereToFind: 'Where do I find the serial number and firmware version?',
    firmwareError: /a letter and seven digits/,
    supportSent: /Your request has reached our support team/,
    newsletterEmail: 'E-mail (required)',
    newsletterConsent: /I would like to receive the newsletter/,
    subscribe: 'Subscribe',
    newsletterSent: /Please confirm your subscription/,
    confirmSubject: 'Please confirm your newsletter subscription',
    confirmButton: 'Confirm subscription',
    confirmed: 'Thank you! Your subscription is confirmed.',
    already: 'This subscription has already been confirmed.',
  },
};

test.beforeEach(async ({ context, baseURL }) => {
  // a stored cookie choice keeps the banner from covering the forms' buttons
  await context.addCookies([{ name: 'consent', value: 'necessary', url: baseURL! }]);
});

async function fillContact(page: Page, t: (typeof texts)['de'], subject: string, email: string) {
  await page.getByLabel(t.contactTopic).selectOption({ label: t.general });
  await page.getByLabel(t.firstname).fill('Anna');
  await page.getByLabel(t.lastname).fill('Berger');
  await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
  await page.getByLabel(t.subject).fill(subject);
  await page.getByLabel(t.message).fill('Passt der Heizstab <b>in</b> meinen Speicher?\nZweite Zeile');
  await page.getByLabel(t.privacy).check();
}

for (const locale of ['de', 'en'] as const) {
  const t = texts[locale];

  test.describe(`forms (${locale})`, () => {
    test('contact: errors are named at the field, then the mail reaches the team', async ({ page }) => {
      await page.goto(t.contactPath);
      await expect(page.getByRole('link', { name: t.privacyLink.name, exact: true })).toHaveAttribute('href', t.privacyLink.href);
      await page.getByRole('button', { name: t.send }).click();
      // the first invalid field (the topic, first in the form) gets the focus; each says what is wrong
      await expect(page.getByLabel(t.contactTopic)).toBeFocused();
      const firstname = page.getByLabel(t.firstname);
      await expect(firstname).toHaveAttribute('aria-invalid', 'true');
      await expect(firstname).toHaveAccessibleDescription(t.required);
      await page.getByRole('textbox', { name: t.email, exact: true }).fill('not-an-address');
      await page.getByRole('textbox', { name: t.email, exact: true }).blur();
      await expect(page.getByRole('textbox', { name: t.email, exact: true })).toHaveAccessibleDescription(t.badEmail);

      const subject = `E2E ${locale} ${randomUUID()}`;
      const email = `anna.${randomUUID().slice(0, 8)}@example.org`;
      await fillContact(page, t, subject, email);
      await page.getByRole('button', { name: t.send }).click();
      const status = page.getByRole('status');
      await expect(status).toContainText(t.contactSent);
      // the case number on screen, in the team's subject and in the customer's copy
      await expect(status).toContainText(t.caseNumber);
      await expect(status).toContainText(`${t.copySent} ${email}`);
      const caseNumber = t.caseNumber.exec((await status.textContent())!)![1]!;

      const mail = await mailWhere((m) => m.subject === `Kontakt · Allgemeine Anfrage · ${caseNumber} · ${subject}`);
      expect(mail.destination.to).toEqual(['office@sonnwaerme.example']);
      const copy = await mailWhere((m) => m.destination.to.includes(email));
      expect(copy.subject).toBe(t.contactCopy(caseNumber));
      expect(copy.replyTo).toEqual(['office@sonnwaerme.example']);
      expect(copy.body.text).toContain('Passt der Heizstab <b>in</b> meinen Speicher?');
      expect(copy.body.html).toContain(`lang="${locale}"`);
      expect(mail.replyTo).toEqual([email]);
      expect(mail.body.text).toContain('Passt der Heizstab <b>in</b> meinen Speicher?\nZweite Zeile');
      expect(mail.body.html).toContain('Passt der Heizstab &lt;b&gt;in&lt;/b&gt; meinen Speicher?');

      // another message: an empty form, focus on its first field (not dropped to the page's start)
      await page.getByRole('button', { name: t.sendAnother }).click();
      await expect(page.getByLabel(t.contactTopic)).toBeFocused();
      await expect(page.getByLabel(t.subject)).toHaveValue('');
    });

    test('contact: a failed delivery shows the error message and the values stay; no reset button to lose them', async ({ page }) => {
      let sends = 0;
      await page.route('**/mail/send', (route) => {
        sends++;
        return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'not-delivered', message: 'The e-mail could not be delivered.' }) });
      });
      await page.goto(t.contactPath);
      await fillContact(page, t, 'Fehlerpfad', 'fehler@example.org');
      await page.getByRole('button', { name: t.send }).click();
      // the site's own translation of the mail function's answer; a POST is never repeated
      await expect(page.locator('form').getByRole('alert')).toHaveText(t.notDelivered);
      expect(sends).toBe(1);
      await expect(page.getByLabel(t.subject)).toHaveValue('Fehlerpfad');
      await expect(page.locator('form button[type=button], form button[type=reset]').filter({ hasText: t.reset })).toHaveCount(0);
    });

    test("contact: a refused send shows the server's message, an answer without one the general text; nothing is sent twice", async ({ page }) => {
      const serverMessage = 'The request is larger than 32768 bytes.';
      const answers = [
        (route: Route) => route.fulfill({ status: 413, json: { error: 'too-large', message: serverMessage } }),
        // a proxy's error page, then no answer at all
        (route: Route) => route.fulfill({ status: 403, contentType: 'text/html', body: '<h1>403 Forbidden</h1>' }),
        (route: Route) => route.abort('connectionreset'),
      ];
      let sends = 0;
      await page.route('**/mail/send', (route) => answers[sends++]!(route));
      await page.goto(t.contactPath);
      await fillContact(page, t, 'Fehlerpfad', 'fehler@example.org');
      const alert = page.locator('form').getByRole('alert');
      await page.getByRole('button', { name: t.send }).click();
      await expect(alert).toHaveText(serverMessage);
      await expect(alert).toHaveAttribute('lang', 'en');
      expect(sends).toBe(1);
      await page.getByRole('button', { name: t.send }).click();
      await expect(alert).toHaveText(t.failed);
      await expect(alert).not.toHaveAttribute('lang');
      expect(sends).toBe(2);
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('button', { name: t.send })).toBeEnabled();
      await expect(alert).toHaveText(t.failed);
      expect(sends).toBe(3);
    });

    test('support: the device details, routed by the table to the Swiss team, with the case number on screen and in both mails', async ({ page }) => {
      await page.goto(t.supportPath);
      // a planner's project has no device yet: product and place, no serial number
      await page.getByLabel(t.clientPlanner).check();
      await expect(page.getByLabel(t.product, { exact: true })).toBeVisible();
      await expect(page.getByLabel(t.serial)).toHaveCount(0);
      await page.getByLabel(t.clientPrivate).check();
      await page.getByLabel(t.topic).selectOption({ label: t.fault });
      // a private customer is asked about the device, not for a VAT number
      await expect(page.getByLabel(t.vat)).toHaveCount(0);
      await page.getByLabel(t.product, { exact: true }).selectOption({ label: 'AC-THOR' });
      await page.getByLabel(t.serial).fill('2026 004217');
      await page.getByLabel(t.firmware).fill('a00211');
      await page.getByLabel(t.firmware).blur();
      await expect(page.getByLabel(t.firmware)).toHaveAccessibleDescription(t.firmwareError);
      await page.getByLabel(t.firmware).fill('a0021100');
      await page.getByText(t.whereToFind).click();
      await expect(page.locator('.form__help img')).toBeVisible();
      await page.getByLabel(t.installed).fill('2025-06-12');
      await page.getByLabel(t.country).selectOption({ label: t.switzerland });
      await page.getByLabel(t.postcode).fill('8001');
      const email = `carla.${randomUUID().slice(0, 8)}@example.ch`;
      await page.getByLabel(t.firstname).fill('Carla');
      await page.getByLabel(t.lastname).fill('Meier');
      await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
      await page.getByLabel(t.comments).fill('Das Display zeigt „Err 12“.');
      await page.getByLabel(t.privacy).check();
      await page.getByRole('button', { name: t.send }).click();
      const status = page.getByRole('status');
      await expect(status).toContainText(t.caseNumber);
      const caseNumber = t.caseNumber.exec((await status.textContent())!)![1]!;

      const mail = await mailWhere((m) => m.replyTo.includes(email));
      expect(mail.subject).toBe(`Support · Gerät funktioniert nicht · AC-THOR · CH · ${caseNumber}`);
      expect(mail.destination.to).toEqual(['support-ch@sonnwaerme.example']);
      expect(mail.body.text).toContain('Zugestellt an: support-ch@sonnwaerme.example (Regel 1 (support · * · CH))');
      for (const row of ['Seriennummer: 2026 004217', 'Firmware-Version: a0021100', 'Installationsdatum: 12.06.2025', 'Land: Schweiz', 'Postleitzahl: 8001']) expect(mail.body.text).toContain(row);
      expect(mail.body.text).not.toContain('UID-Nummer');
      const copy = await mailWhere((m) => m.destination.to.includes(email));
      expect(copy.subject).toBe(t.supportCopy(caseNumber));
      expect(copy.replyTo).toEqual(['support-ch@sonnwaerme.example']);
      expect(copy.body.text).toContain(`${t.serial}: 2026 004217`);
    });

    test('support: planning a PV system shows the rejection instead of the form; another topic is sent', async ({ page }) => {
      await page.goto(t.supportPath);
      await page.getByLabel(t.clientPrivate).check();
      await page.getByLabel(t.topic).selectOption({ label: t.planning });
      await expect(page.locator('.form__rejection')).toContainText(t.rejected);
      await expect(page.getByRole('button', { name: t.send })).toHaveCount(0);
      await expect(page.getByLabel(t.comments)).toHaveCount(0);

      await page.getByLabel(t.clientInstaller).check();
      await page.getByLabel(t.topic).selectOption({ label: t.fault });
      await expect(page.locator('.form__rejection')).toHaveCount(0);
      const email = `ben.${randomUUID().slice(0, 8)}@installer.example`;
      await page.getByLabel(t.firstname).fill('Ben');
      await page.getByLabel(t.lastname).fill('Smith');
      await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
      await page.getByLabel(t.vat).fill('ATU12345678');
      await page.getByLabel(t.country).selectOption('AT');
      await page.getByLabel(t.comments).fill('Display bleibt dunkel.');
      await page.getByLabel(t.privacy).check();
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('status')).toContainText(t.supportSent);
      const mail = await mailWhere((m) => m.replyTo.includes(email));
      expect(mail.subject).toMatch(/^Support · Gerät funktioniert nicht · AT · SW-\d{4}-\d{6}$/);
      expect(mail.destination.to).toEqual(['support@sonnwaerme.example']);
      expect(mail.body.text).toContain('Kundentyp: Fachhändler/Installateur');
      expect(mail.body.text).toContain('UID-Nummer: ATU12345678');
    });

    test('newsletter: sign-up mails a confirmation link in the visitor language; the link confirms once', async ({ page }) => {
      const email = `news.${randomUUID().slice(0, 8)}@example.org`;
      await page.goto(t.newsletterPath);
      await page.getByLabel(t.newsletterEmail).fill(email);
      await page.getByLabel(t.clientPrivate).check();
      await page.getByLabel(t.newsletterConsent).check();
      await page.getByRole('button', { name: t.subscribe }).click();
      await expect(page.getByRole('status')).toContainText(t.newsletterSent);

      const mail = await mailWhere((m) => m.destination.to.includes(email));
      expect(mail.subject).toBe(t.confirmSubject);
      const link = new URL(/https?:\/\/\S+\/newsletter\/confirm\/\?token=\S+/.exec(mail.body.text)![0]);
      expect(link.pathname).toBe(`/${locale}/newsletter/confirm/`);

      await page.goto(link.pathname + link.search);
      await page.getByRole('button', { name: t.confirmButton }).click();
      await expect(page.getByRole('status')).toHaveText(t.confirmed);
      await page.reload();
      await page.getByRole('button', { name: t.confirmButton }).click();
      await expect(page.getByRole('status')).toHaveText(t.already);
    });
  });
}
