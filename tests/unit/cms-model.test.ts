/** The content model: well-formed, the demo space holds to it, the generated types follow it. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../packages/cms/src/check-content';
import { GENERATED_TYPES_FILE, generateTypes } from '../../packages/cms/src/generate-types';
import { loadModel } from '../../packages/cms/src/model';
import { type Blok, type ContentData, isStory, loadContent } from '../../packages/cms/src/space-files';

const model = loadModel();
const demo = loadContent();

/** A copy of the demo space with one story's content changed. */
function withStory(slug: string, change: (content: Blok, story: ContentData['stories'][number]) => void): ContentData {
  const copy = structuredClone(demo);
  const story = copy.stories.find((s) => s.full_slug === slug);
  if (!story?.content) throw new Error(`no story ${slug}`);
  change(story.content, story);
  return copy;
}

const problemsOf = (content: ContentData) => checkContent(model, content);

describe('the content model', () => {
  it('has a model file for every component the demo space uses, and the demo space holds to it', () => {
    expect(problemsOf(demo)).toEqual([]);
    const used = new Set<string>();
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(collect);
      if (!node || typeof node !== 'object') return;
      const blok = node as Record<string, unknown>;
      if (typeof blok.component === 'string' && typeof blok._uid === 'string') used.add(blok.component);
      Object.values(blok).forEach(collect);
    };
    demo.stories.filter(isStory).forEach((s) => collect([s.content, s.draft?.content]));
    expect([...used].filter((name) => !model.components.some((c) => c.name === name))).toEqual([]);
  });

  it('describes every field for editors except the self-evident ones, and groups every component', () => {
    const selfEvident = /^(title|headline|name|label|value|text|image|link|seo|question|answer|description|body|intro|date)$/;
    const undescribed = model.components.flatMap((c) =>
      Object.entries(c.schema)
        .filter(([key, field]) => !selfEvident.test(key) && !field.description)
        .map(([key]) => `${c.name}.${key}`),
    );
    expect(undescribed).toEqual([]);
    expect(model.components.filter((c) => !c.component_group_uuid).map((c) => c.name)).toEqual([]);
  });

  it('generates the committed content types (npm run cms:types)', () => {
    expect(readFileSync(GENERATED_TYPES_FILE, 'utf8')).toBe(generateTypes(model));
  });
});

describe('the check of the demo space', () => {
  it('reports a field the component does not have, and a wrong field type', () => {
    const content = withStory('produkte/ac-thor', (c) => {
      c.technicaldata = c.technical_data;
      c.title = 42;
    });
    expect(problemsOf(content)).toEqual([
      'produkte/ac-thor: product has no field technicaldata',
      'produkte/ac-thor.title: text field holds 42, expected text',
    ]);
  });

  it('reports an option that is not in its datasource, and a datasource entry without a label in a language', () => {
    const content = withStory('produkte/ac-thor', (c) => {
      (c.downloads as Blok[])[0]!.doc_type = 'brochure';
    });
    content.datasources.find((d) => d.slug === 'news-categories')!.entries[0]!.dimensions!.nl = '';
    const problems = problemsOf(content);
    expect(problems).toContain('produkte/ac-thor.downloads[0].doc_type: "brochure" is not in datasource doc-types');
    expect(problems.some((p) => /^datasource news-categories: \S+ has no label in nl$/.test(p))).toBe(true);
  });

  it('reports a block where the model does not allow it, and a relation to the wrong content type', () => {
    const content = withStory('produkte/ac-thor', (c) => {
      (c.technical_data as Blok[]).push({ _uid: 'x1', component: 'fact', label: 'a', value: 'b' });
      const faq = demo.stories.find((s) => s.content?.component === 'frequently-asked-question')!;
      (c.accessories as string[]).push(faq.uuid);
    });
    const problems = problemsOf(content);
    expect(problems.some((p) => p.startsWith('produkte/ac-thor.technical_data[') && p.includes('fact is not allowed here'))).toBe(true);
    expect(problems.some((p) => p.startsWith('produkte/ac-thor.accessories[') && p.includes('points at a frequently-asked-question'))).toBe(true);
  });

  it('reports a required field left empty in one language', () => {
    const content = withStory('produkte/ac-thor', (c) => {
      c.title__i18n__it = '';
    });
    expect(problemsOf(content)).toEqual(['produkte/ac-thor.title__i18n__it: required, but empty in it']);
  });

  it('reports a story outside any existing folder, and a translated path outside its folder', () => {
    const content = withStory('produkte/ac-thor', (_, story) => {
      story.parent_id = 999;
    });
    expect(problemsOf(content)).toEqual(['produkte/ac-thor: its folder 999 does not exist']);
    const moved = withStory('produkte/ac-thor', (_, story) => {
      story.translated_slugs.en!.path = 'devices/ac-thor';
    });
    expect(problemsOf(moved)).toEqual(["produkte/ac-thor: its en path devices/ac-thor is not inside its folder's (products)"]);
  });
});

describe('help texts', () => {
  it('every field of every component carries a help text for editors', () => {
    const missing = model.components.flatMap((component) =>
      Object.entries(component.schema)
        .filter(([, field]) => field.type !== 'section' && field.type !== 'tab' && !field.description?.trim())
        .map(([name]) => `${component.name}.${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('the hero says where its picture goes: beside the text, not behind it', () => {
    const hero = model.components.find((component) => component.name === 'hero')!;
    expect(hero.schema.image?.description).toMatch(/beside the text/);
    expect(hero.schema.image?.description).not.toMatch(/full width|background/i);
  });
});
