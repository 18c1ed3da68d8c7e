import type { JobBlok } from '@/content/types';
import type { PageTypeDefinition } from '../types';
import { JobLayout } from './JobLayout';
import { JobList } from './JobList';

/** Jobs are listed on the careers page, not searched. */
export const jobType: PageTypeDefinition<JobBlok> = {
  component: 'job',
  Layout: JobLayout,
  blocks: { 'job-list': JobList },
};
