/**
 * The site's content is typed from the model (packages/cms/model → content-types.generated.ts). The
 * `@ts-expect-error` lines are checked by `npx tsc -p tests`: were the misspelled field to exist or
 * the wrong type to fit, the directive itself would fail the typecheck.
 */
import { describe, expect, it } from 'vitest';
import { bloks, chosenStories, text } from '@/content/fields';
import type { LayoutProps } from '@/content-types/types';
import type { ContentTypeBlok, NewsBlok, ProductBlok, Story, TechnicalDataRowBlok } from '@/content/types';

const row: TechnicalDataRowBlok = { _uid: 'r1', component: 'technical-data-row', label: 'Rated power', value: '3 kW' };
const product: ProductBlok = { _uid: 'p1', component: 'product', title: 'AC-THOR', technical_data: [row] };

/** what a product layout is given */
const productLayoutProps = (props: LayoutProps<ProductBlok>) => props;
/** content as a product's */
const productContent = (content: ProductBlok) => content;

const story = <C extends ContentTypeBlok>(content: C): Story<C> => ({
  id: 1,
  uuid: 'u1',
  name: 'Story',
  slug: 'story',
  fullSlug: 'story',
  defaultFullSlug: 'story',
  firstPublishedAt: null,
  publishedAt: null,
  component: content.component,
  content,
  paths: { de: 'story', en: 'story', fr: 'story', es: 'story', nl: 'story', it: 'story' },
});

describe('content typed from the model', () => {
  it('reads a bloks field as the blocks it allows', () => {
    const rows: TechnicalDataRowBlok[] = bloks(product.technical_data);
    expect(rows.map((r) => [text(r.label), text(r.value)])).toEqual([['Rated power', '3 kW']]);
  });

  it('does not compile a misspelled field, a wrong field type or a block not allowed where it sits', () => {
    // @ts-expect-error the field is `technical_data`
    expect(product.technicaldata).toBeUndefined();
    // @ts-expect-error the field is `label`
    expect(text(row.lable)).toBe('');
    // @ts-expect-error a text field holds text
    productContent({ _uid: 'p2', component: 'product', title: 3 });
    // @ts-expect-error an asset is no text
    text(product.image);
    // @ts-expect-error technical data holds technical data rows only
    productContent({ _uid: 'p3', component: 'product', technical_data: [{ _uid: 'd1', component: 'download', title: 'Data sheet' }] });
  });

  it('narrows a story by its content type', () => {
    const news: NewsBlok = { _uid: 'n1', component: 'news', title: 'Trade fair' };
    // @ts-expect-error a product layout takes product stories only
    productLayoutProps({ story: story(news), locale: 'en' });
    const content = story<ContentTypeBlok>(product).content;
    // @ts-expect-error not every content type has technical data
    expect(content.technical_data).toHaveLength(1);
    expect(content.component === 'product' ? bloks(content.technical_data) : []).toEqual([row]);
  });

  it('reads only the objects of a bloks field (the content service may send anything)', () => {
    const sent = [row, null, 'row', 3] as unknown as TechnicalDataRowBlok[];
    expect(bloks(sent)).toEqual([row]);
    expect(bloks(undefined)).toEqual([]);
  });

  it("gives an editor's chosen stories in the editor's order, leaving out those no longer published", () => {
    const stories = [{ uuid: 'a' }, { uuid: 'b' }, { uuid: 'c' }];
    expect(chosenStories(['c', 'gone', { uuid: 'a' }], stories)).toEqual([{ uuid: 'c' }, { uuid: 'a' }]);
    expect(chosenStories(undefined, stories)).toEqual([]);
  });
});
