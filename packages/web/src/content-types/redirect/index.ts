import type { RedirectBlok } from '@/content/types';
import type { ContentTypeDefinition } from '../types';
import { RedirectPreview } from './RedirectPreview';

/** An editor's redirect is no page (the redirect lookup answers its address): in the visual editor it shows where it leads. */
export const redirectType: ContentTypeDefinition<RedirectBlok> = {
  component: 'redirect',
  Preview: RedirectPreview,
};
