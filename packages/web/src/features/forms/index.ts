import type { BlockMap } from '@/blocks/types';
import { ContactFormBlock, NewsletterFormBlock, SupportFormBlock } from './FormBlocks';

/** The forms' blocks. */
export const formBlocks: BlockMap = {
  'contact-form': ContactFormBlock,
  'support-form': SupportFormBlock,
  'newsletter-form': NewsletterFormBlock,
};
