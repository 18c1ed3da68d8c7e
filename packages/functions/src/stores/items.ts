/** Paging through DynamoDB answers (Query, Scan): every item, one page after the other. */

type Item = Record<string, unknown>;
interface Page {
  Items?: Item[];
  LastEvaluatedKey?: Item;
}

/** `readPage` sends the request starting at the given key (undefined: the first page). */
export async function* allItems(readPage: (startKey: Item | undefined) => Promise<Page>): AsyncGenerator<Item> {
  let startKey: Item | undefined;
  do {
    const page = await readPage(startKey);
    yield* page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}
