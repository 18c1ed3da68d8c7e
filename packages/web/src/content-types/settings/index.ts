import type { SettingsBlok } from '@/content/types';
import type { ContentTypeDefinition } from '../types';
import { SettingsPreview } from './SettingsPreview';

/** The settings story is no page: in the visual editor it shows as the header and footer it configures. */
export const settingsType: ContentTypeDefinition<SettingsBlok> = {
  component: 'settings',
  Preview: SettingsPreview,
};
