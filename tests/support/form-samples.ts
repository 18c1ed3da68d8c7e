/** Valid form values as visitors fill them in, shared by the schema, rendering and handler tests. */
import type { ContactSubmission, NewsletterSignUp, SupportSubmission } from '@pv/shared';

type Fields<T> = Omit<T, 'form' | 'language' | 'botCheck'>;

export const sampleContact: Fields<ContactSubmission> = {
  firstname: 'Anna',
  lastname: 'Berger',
  email: 'anna.berger@example.org',
  phone: '+43 660 1234567',
  subject: 'Frage zum AC ELWA 2',
  message: 'Passt der Heizstab in meinen 300-Liter-Speicher?',
  privacy: true,
};

export const sampleSupport: Fields<SupportSubmission> = {
  clientType: 'installer',
  subject: 'commissioning',
  firstname: 'Ben',
  lastname: 'Smith',
  email: 'ben@installer.example',
  phone: '',
  vatNumber: 'ATU 1234 5678',
  serialNumber: 'ACT-2026-00042',
  message: 'The display stays dark after commissioning.',
  privacy: true,
};

export const sampleNewsletter: Fields<NewsletterSignUp> = { email: 'marie@example.fr', clientType: 'installer', consent: true };
