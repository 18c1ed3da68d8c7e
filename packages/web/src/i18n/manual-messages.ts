import type { Locale } from './routing';

/** Texts of the manual viewer (document search, chapter links, PDF download) and of its print layout. */
export interface ManualMessages {
  'manual.product': string;
  'manual.search': string;
  'manual.searchPlaceholder': string;
  /** `{current}` of `{total}` matches */
  'manual.matches': string;
  'manual.noMatches': string;
  'manual.previous': string;
  'manual.next': string;
  /** `{chapter}`: the chapter of the current match */
  'manual.inChapter': string;
  'manual.chapterLink': string;
  'manual.download': string;
  /** spec 4: the download state while the PDF is produced */
  'manual.generating': string;
  /** `{percent}` of the file received */
  'manual.receiving': string;
  'manual.downloadError': string;
  'manual.retry': string;
  'manual.downloaded': string;
}

/** what the download button and the search (client components) receive of the texts */
export const MANUAL_DOWNLOAD_TEXTS = ['manual.download', 'manual.generating', 'manual.receiving', 'manual.downloadError', 'manual.retry', 'manual.downloaded'] as const;
export const MANUAL_SEARCH_TEXTS = ['manual.search', 'manual.searchPlaceholder', 'manual.matches', 'manual.noMatches', 'manual.previous', 'manual.next', 'manual.inChapter'] as const;
export type ManualDownloadTexts = Pick<ManualMessages, (typeof MANUAL_DOWNLOAD_TEXTS)[number]>;
export type ManualSearchTexts = Pick<ManualMessages, (typeof MANUAL_SEARCH_TEXTS)[number]>;

export const manualMessages: Record<Locale, ManualMessages> = {
  de: {
    'manual.product': 'Produkt',
    'manual.search': 'In der Anleitung suchen',
    'manual.searchPlaceholder': 'Begriff eingeben',
    'manual.matches': 'Treffer {current} von {total}',
    'manual.noMatches': 'Keine Treffer',
    'manual.previous': 'Vorheriger Treffer',
    'manual.next': 'Nächster Treffer',
    'manual.inChapter': 'im Kapitel „{chapter}“',
    'manual.chapterLink': 'Link zu diesem Kapitel',
    'manual.download': 'Als PDF herunterladen',
    'manual.generating': 'Dokument wird generiert …',
    'manual.receiving': 'Dokument wird übertragen: {percent} %',
    'manual.downloadError': 'Das PDF konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
    'manual.retry': 'Erneut versuchen',
    'manual.downloaded': 'Das PDF wurde heruntergeladen.',
  },
  en: {
    'manual.product': 'Product',
    'manual.search': 'Search this manual',
    'manual.searchPlaceholder': 'Enter a term',
    'manual.matches': 'Match {current} of {total}',
    'manual.noMatches': 'No matches',
    'manual.previous': 'Previous match',
    'manual.next': 'Next match',
    'manual.inChapter': 'in the chapter “{chapter}”',
    'manual.chapterLink': 'Link to this chapter',
    'manual.download': 'Download as PDF',
    'manual.generating': 'Document is being generated …',
    'manual.receiving': 'Receiving the document: {percent} %',
    'manual.downloadError': 'The PDF could not be generated. Please try again.',
    'manual.retry': 'Try again',
    'manual.downloaded': 'The PDF has been downloaded.',
  },
  fr: {
    'manual.product': 'Produit',
    'manual.search': 'Rechercher dans la notice',
    'manual.searchPlaceholder': 'Saisir un terme',
    'manual.matches': 'Résultat {current} sur {total}',
    'manual.noMatches': 'Aucun résultat',
    'manual.previous': 'Résultat précédent',
    'manual.next': 'Résultat suivant',
    'manual.inChapter': 'dans le chapitre « {chapter} »',
    'manual.chapterLink': 'Lien vers ce chapitre',
    'manual.download': 'Télécharger en PDF',
    'manual.generating': 'Le document est en cours de génération …',
    'manual.receiving': 'Transfert du document : {percent} %',
    'manual.downloadError': 'Le PDF n’a pas pu être généré. Veuillez réessayer.',
    'manual.retry': 'Réessayer',
    'manual.downloaded': 'Le PDF a été téléchargé.',
  },
  es: {
    'manual.product': 'Producto',
    'manual.search': 'Buscar en el manual',
    'manual.searchPlaceholder': 'Introduzca un término',
    'manual.matches': 'Resultado {current} de {total}',
    'manual.noMatches': 'Sin resultados',
    'manual.previous': 'Resultado anterior',
    'manual.next': 'Resultado siguiente',
    'manual.inChapter': 'en el capítulo «{chapter}»',
    'manual.chapterLink': 'Enlace a este capítulo',
    'manual.download': 'Descargar en PDF',
    'manual.generating': 'Se está generando el documento …',
    'manual.receiving': 'Transfiriendo el documento: {percent} %',
    'manual.downloadError': 'No se ha podido generar el PDF. Inténtelo de nuevo.',
    'manual.retry': 'Intentar de nuevo',
    'manual.downloaded': 'El PDF se ha descargado.',
  },
  nl: {
    'manual.product': 'Product',
    'manual.search': 'Zoeken in de handleiding',
    'manual.searchPlaceholder': 'Zoekterm invoeren',
    'manual.matches': 'Resultaat {current} van {total}',
    'manual.noMatches': 'Geen resultaten',
    'manual.previous': 'Vorig resultaat',
    'manual.next': 'Volgend resultaat',
    'manual.inChapter': 'in het hoofdstuk ‘{chapter}’',
    'manual.chapterLink': 'Link naar dit hoofdstuk',
    'manual.download': 'Downloaden als pdf',
    'manual.generating': 'Document wordt gegenereerd …',
    'manual.receiving': 'Document wordt overgedragen: {percent} %',
    'manual.downloadError': 'De pdf kon niet worden gemaakt. Probeer het opnieuw.',
    'manual.retry': 'Opnieuw proberen',
    'manual.downloaded': 'De pdf is gedownload.',
  },
  it: {
    'manual.product': 'Prodotto',
    'manual.search': 'Cerca nel manuale',
    'manual.searchPlaceholder': 'Inserire un termine',
    'manual.matches': 'Risultato {current} di {total}',
    'manual.noMatches': 'Nessun risultato',
    'manual.previous': 'Risultato precedente',
    'manual.next': 'Risultato successivo',
    'manual.inChapter': 'nel capitolo «{chapter}»',
    'manual.chapterLink': 'Link a questo capitolo',
    'manual.download': 'Scarica in PDF',
    'manual.generating': 'Il documento è in fase di generazione …',
    'manual.receiving': 'Trasferimento del documento: {percent} %',
    'manual.downloadError': 'Non è stato possibile generare il PDF. Riprovare.',
    'manual.retry': 'Riprova',
    'manual.downloaded': 'Il PDF è stato scaricato.',
  },
};
