import { text } from '@/content/fields';
import type { InfoCenterDocumentBlok } from '@/content/types';
import { documentContext, documentHref } from '@/lib/documents';
import type { ContentTypeDefinition } from '../types';
import { InfoCenterDocumentLayout } from './InfoCenterDocumentLayout';

export const infoCenterDocumentType: ContentTypeDefinition<InfoCenterDocumentBlok> = {
  Layout: InfoCenterDocumentLayout,
  search: {
    type: 'info-center-document',
    rank: 1,
    // a document's hit shows the document's address (the results open the file)
    text: (content) => {
      const file = text(content.file?.filename);
      return file ? documentHref(file, documentContext()) : '';
    },
  },
};
