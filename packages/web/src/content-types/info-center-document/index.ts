import { text } from '@/content/fields';
import type { InfoCenterDocumentBlok } from '@/content/types';
import { documentContext, documentHref } from '@/lib/documents';
import type { PageTypeDefinition } from '../types';
import { InfoCenter } from './InfoCenter';
import { InfoCenterDocumentLayout } from './InfoCenterDocumentLayout';
import { documentsListing } from './listing';

export const infoCenterDocumentType: PageTypeDefinition<InfoCenterDocumentBlok> = {
  component: 'info-center-document',
  Layout: InfoCenterDocumentLayout,
  blocks: { 'info-center': InfoCenter },
  listing: documentsListing,
  search: {
    type: 'info-center-document',
    rank: 1,
    // a document's hit shows the document's address (the results open the file)
    text: (content) => {
      const file = text(content.file?.filename);
      return file ? documentHref(file, documentContext()) : '';
    },
    // a picture document is its own thumbnail; the results page draws the others' file type
    image: (story) => (text(story.content.doc_type) === 'image' ? text(story.content.file?.filename) : ''),
  },
};
