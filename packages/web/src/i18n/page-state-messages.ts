import type { Locale } from './routing';

/** Texts of the 404 and error pages: kept apart because those pages render in the browser and load only these. */
export interface PageStateMessages {
  '404.title': string;
  '404.text': string;
  '404.backHome': string;
  'error.title': string;
  'error.retry': string;
}

export const pageStateMessages: Record<Locale, PageStateMessages> = {
  de: {
    '404.title': 'Seite nicht gefunden',
    '404.text': 'Die angeforderte Seite konnte nicht gefunden werden.',
    '404.backHome': 'Zur Startseite',
    'error.title': 'Etwas ist schiefgelaufen',
    'error.retry': 'Erneut versuchen',
  },
  en: {
    '404.title': 'Page not found',
    '404.text': 'The requested page could not be found.',
    '404.backHome': 'Back to home',
    'error.title': 'Something went wrong',
    'error.retry': 'Try again',
  },
  fr: {
    '404.title': 'Page introuvable',
    '404.text': 'La page demandée est introuvable.',
    '404.backHome': 'Retour à l’accueil',
    'error.title': 'Une erreur s’est produite',
    'error.retry': 'Réessayer',
  },
  es: {
    '404.title': 'Página no encontrada',
    '404.text': 'No se ha encontrado la página solicitada.',
    '404.backHome': 'Volver al inicio',
    'error.title': 'Algo ha salido mal',
    'error.retry': 'Intentar de nuevo',
  },
  nl: {
    '404.title': 'Pagina niet gevonden',
    '404.text': 'De gevraagde pagina kon niet worden gevonden.',
    '404.backHome': 'Terug naar home',
    'error.title': 'Er ging iets mis',
    'error.retry': 'Opnieuw proberen',
  },
  it: {
    '404.title': 'Pagina non trovata',
    '404.text': 'La pagina richiesta non è stata trovata.',
    '404.backHome': 'Torna alla home',
    'error.title': 'Qualcosa è andato storto',
    'error.retry': 'Riprova',
  },
};
