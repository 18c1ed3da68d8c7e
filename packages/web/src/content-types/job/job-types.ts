import type { Translate } from '@/i18n/messages';
import type { JobBlok } from '@/content/types';

export const JOB_TYPES = ['fulltime', 'part-time', 'internship', 'apprenticeship'] as const satisfies readonly NonNullable<JobBlok['job_type']>[];

/** the job type's label; none for a value the content service holds but the model does not know */
export const jobTypeLabel = (t: Translate, jobType: JobBlok['job_type']) => (jobType && JOB_TYPES.includes(jobType) ? t(`job.type.${jobType}`) : '');
