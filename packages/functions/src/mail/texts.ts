import type { Language } from '@pv/shared';

/** The newsletter confirmation mail in each language. */
export const NEWSLETTER_MAIL_TEXTS: Record<Language, { subject: string; greeting: string; intro: string; button: string; expiry: string; ignore: string }> = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    greeting: 'Guten Tag,',
    intro: 'vielen Dank für Ihr Interesse an unserem Newsletter. Bitte bestätigen Sie Ihre Anmeldung mit diesem Link:',
    button: 'Anmeldung bestätigen',
    expiry: 'Der Link ist sieben Tage gültig.',
    ignore: 'Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach.',
  },
  en: {
    subject: 'Please confirm your newsletter subscription',
    greeting: 'Hello,',
    intro: 'thank you for your interest in our newsletter. Please confirm your subscription with this link:',
    button: 'Confirm subscription',
    expiry: 'The link is valid for seven days.',
    ignore: 'If you did not sign up, simply ignore this e-mail.',
  },
  fr: {
    subject: 'Veuillez confirmer votre inscription à la newsletter',
    greeting: 'Bonjour,',
    intro: 'merci de votre intérêt pour notre newsletter. Veuillez confirmer votre inscription avec ce lien :',
    button: 'Confirmer l’inscription',
    expiry: 'Le lien est valable sept jours.',
    ignore: 'Si vous ne vous êtes pas inscrit, ignorez simplement cet e-mail.',
  },
  es: {
    subject: 'Confirme su suscripción al boletín',
    greeting: 'Hola:',
    intro: 'gracias por su interés en nuestro boletín. Confirme su suscripción con este enlace:',
    button: 'Confirmar suscripción',
    expiry: 'El enlace es válido durante siete días.',
    ignore: 'Si no se ha suscrito, ignore este correo.',
  },
  nl: {
    subject: 'Bevestig uw aanmelding voor de nieuwsbrief',
    greeting: 'Goedendag,',
    intro: 'bedankt voor uw interesse in onze nieuwsbrief. Bevestig uw aanmelding met deze link:',
    button: 'Aanmelding bevestigen',
    expiry: 'De link is zeven dagen geldig.',
    ignore: 'Hebt u zich niet aangemeld? Dan kunt u deze e-mail negeren.',
  },
  it: {
    subject: 'Conferma l’iscrizione alla newsletter',
    greeting: 'Buongiorno,',
    intro: 'grazie per l’interesse per la nostra newsletter. Conferma l’iscrizione con questo link:',
    button: 'Conferma iscrizione',
    expiry: 'Il link è valido sette giorni.',
    ignore: 'Se non ti sei iscritto, ignora questa e-mail.',
  },
};
