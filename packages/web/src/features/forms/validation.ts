/** The forms' validation: the shared schemas behind react-hook-form's zod resolver. Loaded on first use (see ./resolver). */
import { zodResolver } from '@hookform/resolvers/zod';
import { contactFields, newsletterFields, supportFields } from '@pv/shared/forms/schemas';

export const resolvers = {
  contact: zodResolver(contactFields),
  support: zodResolver(supportFields),
  newsletter: zodResolver(newsletterFields),
};
