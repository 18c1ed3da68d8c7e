/** The forms by name, for the server's markup of each (see ./FormIsland): the browser loads each on its own. */
import type { ComponentType } from 'react';
import type { FormName } from '@pv/shared/forms/schemas';
import { ContactForm } from './ContactForm';
import { NewsletterForm } from './NewsletterForm';
import { SupportForm } from './SupportForm';
import type { FormProps } from './types';

export const FORMS: Record<FormName, ComponentType<FormProps>> = { contact: ContactForm, support: SupportForm, newsletter: NewsletterForm };
