/** The forms' fixed choices; their labels are the catalogs' `choice.clientType.*` and `choice.supportSubject.*` messages. */

/** Self-selected visitor types (spec 1) */
export const CLIENT_TYPES = ['private', 'installer', 'planner'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
/** the newsletter is offered to private customers and installers only */
export const NEWSLETTER_CLIENT_TYPES = ['private', 'installer'] as const satisfies readonly ClientType[];

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

/** What a contact message is about: it routes the message (`MAIL_ROUTES`) and heads the team's subject. */
export const CONTACT_TOPICS = ['general', 'quote', 'partner', 'press', 'careers', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/**
 * Where the visitor (or the installation) is: the markets the company serves as ISO 3166-1 codes,
 * then any other. Labels come from `Intl.DisplayNames` in the visitor's language; `other` from the catalogs.
 */
export const COUNTRIES = ['AT', 'DE', 'CH', 'IT', 'FR', 'ES', 'NL', 'BE', 'LU', 'LI', 'CZ', 'SI', 'PL', 'other'] as const;
export type Country = (typeof COUNTRIES)[number];

/** The device and project fields of the support form, each asked only of who can answer it. */
export const SUPPORT_DETAIL_FIELDS = ['product', 'serialNumber', 'firmwareVersion', 'installationDate', 'postcode', 'vatNumber'] as const;
export type SupportDetailField = (typeof SUPPORT_DETAIL_FIELDS)[number];

export const SUPPORT_DETAILS_BY_CLIENT: Record<ClientType, readonly SupportDetailField[]> = {
  // the owner of a device: what the type plate and the display say
  private: ['product', 'serialNumber', 'firmwareVersion', 'installationDate', 'postcode'],
  installer: ['product', 'serialNumber', 'firmwareVersion', 'installationDate', 'postcode', 'vatNumber'],
  // a project in planning has no device yet
  planner: ['product', 'postcode', 'vatNumber'],
};

/** The firmware version as the device's "Info" menu shows it: the product line's letter and seven digits (e0001400, a0021100). */
export const FIRMWARE_VERSION = /^[a-z]\d{7}$/i;
/** earliest installation date the form accepts: the first ELWA shipped in 2013 */
export const FIRST_INSTALLATION_DATE = '2013-01-01';
