import type { Language } from '../languages';

/** The forms' fixed choices and their labels in every language (the support team's mail uses the German ones). */

type Labelled = Record<Language, string>;

/** Self-selected visitor types (spec 1) */
export const CLIENT_TYPES = ['private', 'installer', 'planner'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
/** the newsletter is offered to private customers and installers only */
export const NEWSLETTER_CLIENT_TYPES = ['private', 'installer'] as const satisfies readonly ClientType[];

export const CLIENT_TYPE_LABELS: Record<ClientType, Labelled> = {
  private: { de: 'Privatkunde', en: 'Private customer', fr: 'Client particulier', es: 'Cliente particular', nl: 'Particuliere klant', it: 'Cliente privato' },
  installer: {
    de: 'Fachhändler/Installateur',
    en: 'Specialist dealer/installer',
    fr: 'Revendeur spécialisé/installateur',
    es: 'Distribuidor especializado/instalador',
    nl: 'Vakhandelaar/installateur',
    it: 'Rivenditore specializzato/installatore',
  },
  planner: {
    de: 'Bauträger/Planer',
    en: 'Constructor/planner',
    fr: 'Promoteur/bureau d’études',
    es: 'Promotor/proyectista',
    nl: 'Projectontwikkelaar/planner',
    it: 'Costruttore/progettista',
  },
};

export const SUPPORT_SUBJECTS = [
  'device-fault',
  'installation',
  'commissioning',
  'firmware',
  'app-cloud',
  'spare-parts',
  'warranty',
  'product-selection',
  'tender-documents',
  'building-automation',
  'pv-system-planning',
  'pv-system-construction',
  'other',
] as const;
export type SupportSubject = (typeof SUPPORT_SUBJECTS)[number];

/** The subject list offered to each client type, in display order. */
export const SUPPORT_SUBJECTS_BY_CLIENT: Record<ClientType, readonly SupportSubject[]> = {
  private: ['device-fault', 'installation', 'app-cloud', 'warranty', 'pv-system-planning', 'other'],
  installer: ['commissioning', 'device-fault', 'firmware', 'spare-parts', 'warranty', 'pv-system-construction', 'other'],
  planner: ['product-selection', 'tender-documents', 'building-automation', 'pv-system-planning', 'pv-system-construction', 'other'],
};

/** Subjects the company cannot help with: it neither plans nor builds PV systems (spec 4). */
export const REJECTED_SUPPORT_SUBJECTS: ReadonlySet<SupportSubject> = new Set(['pv-system-planning', 'pv-system-construction']);

export const SUPPORT_SUBJECT_LABELS: Record<SupportSubject, Labelled> = {
  'device-fault': { de: 'Gerät funktioniert nicht', en: 'Device not working', fr: 'L’appareil ne fonctionne pas', es: 'El equipo no funciona', nl: 'Apparaat werkt niet', it: 'Il dispositivo non funziona' },
  installation: { de: 'Fragen zur Installation', en: 'Questions about installation', fr: 'Questions sur l’installation', es: 'Preguntas sobre la instalación', nl: 'Vragen over de installatie', it: 'Domande sull’installazione' },
  commissioning: { de: 'Inbetriebnahme', en: 'Commissioning', fr: 'Mise en service', es: 'Puesta en marcha', nl: 'Inbedrijfstelling', it: 'Messa in servizio' },
  firmware: { de: 'Firmware und Updates', en: 'Firmware and updates', fr: 'Firmware et mises à jour', es: 'Firmware y actualizaciones', nl: 'Firmware en updates', it: 'Firmware e aggiornamenti' },
  'app-cloud': { de: 'App und Cloud', en: 'App and cloud', fr: 'Application et cloud', es: 'App y nube', nl: 'App en cloud', it: 'App e cloud' },
  'spare-parts': { de: 'Ersatzteile', en: 'Spare parts', fr: 'Pièces détachées', es: 'Piezas de repuesto', nl: 'Reserveonderdelen', it: 'Ricambi' },
  warranty: { de: 'Garantie und Reparatur', en: 'Warranty and repair', fr: 'Garantie et réparation', es: 'Garantía y reparación', nl: 'Garantie en reparatie', it: 'Garanzia e riparazione' },
  'product-selection': { de: 'Produktauswahl für ein Projekt', en: 'Choosing products for a project', fr: 'Choix des produits pour un projet', es: 'Selección de productos para un proyecto', nl: 'Productkeuze voor een project', it: 'Scelta dei prodotti per un progetto' },
  'tender-documents': { de: 'Ausschreibungstexte', en: 'Tender texts', fr: 'Textes d’appel d’offres', es: 'Textos de licitación', nl: 'Bestekteksten', it: 'Testi di capitolato' },
  'building-automation': { de: 'Einbindung in die Gebäudeleittechnik', en: 'Building automation integration', fr: 'Intégration à la GTB', es: 'Integración en la gestión técnica del edificio', nl: 'Koppeling met gebouwbeheer', it: 'Integrazione nella building automation' },
  'pv-system-planning': { de: 'Planung einer PV-Anlage', en: 'Planning a PV system', fr: 'Conception d’une installation PV', es: 'Planificación de una instalación FV', nl: 'Ontwerp van een pv-installatie', it: 'Progettazione di un impianto FV' },
  'pv-system-construction': { de: 'Errichtung einer PV-Anlage', en: 'Building a PV system', fr: 'Construction d’une installation PV', es: 'Construcción de una instalación FV', nl: 'Bouw van een pv-installatie', it: 'Realizzazione di un impianto FV' },
  other: { de: 'Sonstiges', en: 'Other', fr: 'Autre', es: 'Otro', nl: 'Overig', it: 'Altro' },
};
