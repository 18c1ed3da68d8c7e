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
