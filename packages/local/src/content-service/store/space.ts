import type { ContentData } from '@pv/cms/space-files';
import type { StoredStory } from '../types.js';

/**
 * What the records of every resource share: the space's data (replaced as a whole when the space
 * starts over) and one id sequence for every record the Management API creates.
 */
export class SpaceState {
  private lastId = 0;

  constructor(public data: ContentData) {}

  /**
   * Starts over from `data`: new ids follow the highest of its stories, datasources and entries, and never
   * one given before — Storyblok never gives an id twice, and what remembers a story by its id (the paths
   * the CMS webhook keeps to tell a move) would take a new story for the old one.
   */
  reset(data: ContentData): void {
    this.data = data;
    const ids = [...data.stories.map((s) => s.id), ...data.datasources.flatMap((d) => [d.id, ...d.entries.map((e) => e.id)])];
    this.lastId = Math.max(this.lastId, ...ids);
  }

  nextId(): number {
    return ++this.lastId;
  }

  isLanguageCode(code: string | undefined | null): code is string {
    return !!code && this.data.space.language_codes.includes(code);
  }

  story(id: number): StoredStory | undefined {
    return this.data.stories.find((s) => s.id === id);
  }
}
