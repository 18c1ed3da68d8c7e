import type { Locale } from './routing';

export interface Messages {
  '404.title': string;
  '404.text': string;
  '404.backHome': string;
  skipToContent: string;
  'header.home': string;
  'header.mainNavigation': string;
  'header.openMenu': string;
  'header.closeMenu': string;
  'header.back': string;
  'header.language': string;
  'footer.contact': string;
  'footer.social': string;
  'footer.cookieSettings': string;
  'footer.copyright': string;
  'consent.title': string;
  'consent.text': string;
  'consent.acceptAll': string;
  'consent.necessaryOnly': string;
  'draft.notice': string;
  'error.title': string;
  'error.retry': string;
}

/** UI texts (content texts come from the content service). */
export const messages: Record<Locale, Messages> = {
  de: {
    '404.title': 'Seite nicht gefunden',
    '404.text': 'Die angeforderte Seite konnte nicht gefunden werden.',
    '404.backHome': 'Zur Startseite',
    skipToContent: 'Zum Inhalt springen',
    'header.home': 'Startseite',
    'header.mainNavigation': 'Hauptnavigation',
    'header.openMenu': 'Menü öffnen',
    'header.closeMenu': 'Menü schließen',
    'header.back': 'Zurück',
    'header.language': 'Sprache wählen',
    'footer.contact': 'Kontakt',
    'footer.social': 'Soziale Medien',
    'footer.cookieSettings': 'Cookie-Einstellungen',
    'footer.copyright': 'Alle Rechte vorbehalten.',
    'consent.title': 'Cookies und externe Inhalte',
    'consent.text': 'Wir verwenden notwendige Cookies für den Betrieb der Website. Externe Inhalte wie Videos laden wir nur mit Ihrer Zustimmung.',
    'consent.acceptAll': 'Alle akzeptieren',
    'consent.necessaryOnly': 'Nur notwendige',
    'draft.notice': 'Vorschau: nicht veröffentlichte Inhalte',
    'error.title': 'Etwas ist schiefgelaufen',
    'error.retry': 'Erneut versuchen',
  },
  en: {
    '404.title': 'Page not found',
    '404.text': 'The requested page could not be found.',
    '404.backHome': 'Back to home',
    skipToContent: 'Skip to content',
    'header.home': 'Home',
    'header.mainNavigation': 'Main navigation',
    'header.openMenu': 'Open menu',
    'header.closeMenu': 'Close menu',
    'header.back': 'Back',
    'header.language': 'Choose language',
    'footer.contact': 'Contact',
    'footer.social': 'Social media',
    'footer.cookieSettings': 'Cookie settings',
    'footer.copyright': 'All rights reserved.',
    'consent.title': 'Cookies and external content',
    'consent.text': 'We use necessary cookies to run this website. External content such as videos loads only with your consent.',
    'consent.acceptAll': 'Accept all',
    'consent.necessaryOnly': 'Necessary only',
    'draft.notice': 'Preview: unpublished content',
    'error.title': 'Something went wrong',
    'error.retry': 'Try again',
  },
  fr: {
    '404.title': 'Page introuvable',
    '404.text': 'La page demandée est introuvable.',
    '404.backHome': 'Retour à l’accueil',
    skipToContent: 'Aller au contenu',
    'header.home': 'Accueil',
    'header.mainNavigation': 'Navigation principale',
    'header.openMenu': 'Ouvrir le menu',
    'header.closeMenu': 'Fermer le menu',
    'header.back': 'Retour',
    'header.language': 'Choisir la langue',
    'footer.contact': 'Contact',
    'footer.social': 'Réseaux sociaux',
    'footer.cookieSettings': 'Paramètres des cookies',
    'footer.copyright': 'Tous droits réservés.',
    'consent.title': 'Cookies et contenus externes',
    'consent.text': 'Nous utilisons des cookies nécessaires au fonctionnement du site. Les contenus externes comme les vidéos ne se chargent qu’avec votre accord.',
    'consent.acceptAll': 'Tout accepter',
    'consent.necessaryOnly': 'Uniquement les nécessaires',
    'draft.notice': 'Aperçu : contenu non publié',
    'error.title': 'Une erreur s’est produite',
    'error.retry': 'Réessayer',
  },
  es: {
    '404.title': 'Página no encontrada',
    '404.text': 'No se ha encontrado la página solicitada.',
    '404.backHome': 'Volver al inicio',
    skipToContent: 'Ir al contenido',
    'header.home': 'Inicio',
    'header.mainNavigation': 'Navegación principal',
    'header.openMenu': 'Abrir menú',
    'header.closeMenu': 'Cerrar menú',
    'header.back': 'Atrás',
    'header.language': 'Elegir idioma',
    'footer.contact': 'Contacto',
    'footer.social': 'Redes sociales',
    'footer.cookieSettings': 'Configuración de cookies',
    'footer.copyright': 'Todos los derechos reservados.',
    'consent.title': 'Cookies y contenido externo',
    'consent.text': 'Usamos cookies necesarias para el funcionamiento del sitio. El contenido externo, como los vídeos, solo se carga con su consentimiento.',
    'consent.acceptAll': 'Aceptar todo',
    'consent.necessaryOnly': 'Solo necesarias',
    'draft.notice': 'Vista previa: contenido no publicado',
    'error.title': 'Algo ha salido mal',
    'error.retry': 'Intentar de nuevo',
  },
  nl: {
    '404.title': 'Pagina niet gevonden',
    '404.text': 'De gevraagde pagina kon niet worden gevonden.',
    '404.backHome': 'Terug naar home',
    skipToContent: 'Naar de inhoud',
    'header.home': 'Home',
    'header.mainNavigation': 'Hoofdnavigatie',
    'header.openMenu': 'Menu openen',
    'header.closeMenu': 'Menu sluiten',
    'header.back': 'Terug',
    'header.language': 'Taal kiezen',
    'footer.contact': 'Contact',
    'footer.social': 'Sociale media',
    'footer.cookieSettings': 'Cookie-instellingen',
    'footer.copyright': 'Alle rechten voorbehouden.',
    'consent.title': 'Cookies en externe inhoud',
    'consent.text': 'Wij gebruiken noodzakelijke cookies om deze website te laten werken. Externe inhoud zoals video’s laadt alleen met uw toestemming.',
    'consent.acceptAll': 'Alles accepteren',
    'consent.necessaryOnly': 'Alleen noodzakelijke',
    'draft.notice': 'Voorbeeld: niet-gepubliceerde inhoud',
    'error.title': 'Er ging iets mis',
    'error.retry': 'Opnieuw proberen',
  },
  it: {
    '404.title': 'Pagina non trovata',
    '404.text': 'La pagina richiesta non è stata trovata.',
    '404.backHome': 'Torna alla home',
    skipToContent: 'Vai al contenuto',
    'header.home': 'Home',
    'header.mainNavigation': 'Navigazione principale',
    'header.openMenu': 'Apri menu',
    'header.closeMenu': 'Chiudi menu',
    'header.back': 'Indietro',
    'header.language': 'Scegli la lingua',
    'footer.contact': 'Contatti',
    'footer.social': 'Social media',
    'footer.cookieSettings': 'Impostazioni cookie',
    'footer.copyright': 'Tutti i diritti riservati.',
    'consent.title': 'Cookie e contenuti esterni',
    'consent.text': 'Utilizziamo i cookie necessari al funzionamento del sito. I contenuti esterni come i video vengono caricati solo con il vostro consenso.',
    'consent.acceptAll': 'Accetta tutto',
    'consent.necessaryOnly': 'Solo necessari',
    'draft.notice': 'Anteprima: contenuti non pubblicati',
    'error.title': 'Qualcosa è andato storto',
    'error.retry': 'Riprova',
  },
};

/** The page title of the not-found page: `404 - {title}`. */
export const notFoundTitle = (locale: Locale) => `404 - ${messages[locale]['404.title']}`;
