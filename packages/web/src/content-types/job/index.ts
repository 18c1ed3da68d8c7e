import type { JobBlok } from '@/content/types';
import type { ContentTypeDefinition } from '../types';
import { JobLayout } from './JobLayout';

/** Jobs are listed on the careers page, not searched. */
export const jobType: ContentTypeDefinition<JobBlok> = {
  Layout: JobLayout,
};
