/**
 * The newsletter subscribers' table against dynalite: a confirmation subscribes once, leaving is
 * recorded with its time and never deletes the consent, the current subscribers (what the export
 * reads) leave out whoever left or only withdrew, a sign-up made before a withdrawal subscribes no
 * one, and a later double opt-in subscribes again, the ended subscription kept as history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '@pv/functions/aws';
import { dynamoSubscriberStore, type Subscriber, type SubscriberRecord, type SubscriberStore } from '@pv/functions/stores/subscribers';
import { startFunctionsStack, type FunctionsStack } from '../support/functions-stack';

let stack: FunctionsStack;
let store: SubscriberStore;

beforeAll(async () => {
  stack = await startFunctionsStack();
  store = dynamoSubscriberStore(documentClient(stack.config), stack.config.tables.subscribers);
});
afterAll(() => stack.stop());

const subscriber = (email: string, consentAt: string, confirmedAt: string, overrides: Partial<Subscriber> = {}): Subscriber => ({ email, clientType: 'private', language: 'de', consentAt, confirmedAt, ...overrides });
const current = async () => {
  const found: Subscriber[] = [];
  for await (const item of store.subscribed()) found.push(item);
  return found;
};
const record = async (email: string) => {
  for await (const item of store.records()) if (item.email === email) return item;
  return undefined;
};
const emails = async () => (await current()).map((item) => item.email);

describe('subscribing', () => {
  it('adds a confirmed address once; a second confirmation keeps the first record', async () => {
    expect(await store.add(subscriber('one@example.org', '2026-01-01T10:00:00.000Z', '2026-01-01T10:05:00.000Z'))).toBe('added');
    expect(await store.add(subscriber('one@example.org', '2026-01-02T10:00:00.000Z', '2026-01-02T10:05:00.000Z', { language: 'en' }))).toBe('existing');
    expect(await current()).toContainEqual(subscriber('one@example.org', '2026-01-01T10:00:00.000Z', '2026-01-01T10:05:00.000Z'));
  });
});

describe('unsubscribing', () => {
  it('marks the subscriber unsubscribed with the time, keeps the consent, and leaves them out of the current subscribers', async () => {
    await store.add(subscriber('two@example.org', '2026-02-01T10:00:00.000Z', '2026-02-01T10:05:00.000Z'));
    expect(await emails()).toContain('two@example.org');
    expect(await store.unsubscribe('two@example.org', new Date('2026-03-01T08:00:00.000Z'))).toBe('unsubscribed');
    expect(await emails()).not.toContain('two@example.org');
    expect(await record('two@example.org')).toEqual<SubscriberRecord>({
      ...subscriber('two@example.org', '2026-02-01T10:00:00.000Z', '2026-02-01T10:05:00.000Z'),
      unsubscribedAt: '2026-03-01T08:00:00.000Z',
      withdrawnAt: '2026-03-01T08:00:00.000Z',
    });
  });

  it('a second use keeps the first time as the end of the subscription', async () => {
    await store.add(subscriber('three@example.org', '2026-02-01T10:00:00.000Z', '2026-02-01T10:05:00.000Z'));
    await store.unsubscribe('three@example.org', new Date('2026-03-01T08:00:00.000Z'));
    expect(await store.unsubscribe('three@example.org', new Date('2026-03-05T08:00:00.000Z'))).toBe('already-unsubscribed');
    expect(await record('three@example.org')).toMatchObject({ unsubscribedAt: '2026-03-01T08:00:00.000Z', withdrawnAt: '2026-03-05T08:00:00.000Z' });
  });

  it('an address that never confirmed: the withdrawal is recorded (no subscriber), and that sign-up cannot be confirmed any more', async () => {
    expect(await store.unsubscribe('four@example.org', new Date('2026-04-01T12:10:00.000Z'))).toBe('not-subscribed');
    expect(await record('four@example.org')).toEqual({ email: 'four@example.org', unsubscribedAt: '2026-04-01T12:10:00.000Z', withdrawnAt: '2026-04-01T12:10:00.000Z' });
    expect(await emails()).not.toContain('four@example.org');
    expect(await store.add(subscriber('four@example.org', '2026-04-01T12:00:00.000Z', '2026-04-01T12:20:00.000Z'))).toBe('withdrawn');
    // a sign-up made in the same millisecond as the withdrawal counts as withdrawn too
    expect(await store.add(subscriber('four@example.org', '2026-04-01T12:10:00.000Z', '2026-04-01T12:20:00.000Z'))).toBe('withdrawn');
    expect(await emails()).not.toContain('four@example.org');
  });
});

describe('subscribing again', () => {
  it('a sign-up made after leaving subscribes again; each ended subscription is kept in the history', async () => {
    const email = 'five@example.org';
    await store.add(subscriber(email, '2026-01-01T10:00:00.000Z', '2026-01-01T10:05:00.000Z'));
    await store.unsubscribe(email, new Date('2026-02-01T00:00:00.000Z'));
    expect(await store.add(subscriber(email, '2026-03-01T10:00:00.000Z', '2026-03-01T10:05:00.000Z', { clientType: 'installer', language: 'fr' }))).toBe('added');
    expect(await current()).toContainEqual(subscriber(email, '2026-03-01T10:00:00.000Z', '2026-03-01T10:05:00.000Z', { clientType: 'installer', language: 'fr' }));
    await store.unsubscribe(email, new Date('2026-04-01T00:00:00.000Z'));
    expect(await emails()).not.toContain(email);
    expect(await store.add(subscriber(email, '2026-05-01T10:00:00.000Z', '2026-05-01T10:05:00.000Z'))).toBe('added');
    const item = await record(email);
    expect(item).toMatchObject({ consentAt: '2026-05-01T10:00:00.000Z', confirmedAt: '2026-05-01T10:05:00.000Z', language: 'de', clientType: 'private' });
    expect(item!.unsubscribedAt).toBeUndefined();
    expect(item!.withdrawnAt).toBeUndefined();
    expect(item!.history).toEqual([
      { consentAt: '2026-01-01T10:00:00.000Z', confirmedAt: '2026-01-01T10:05:00.000Z', unsubscribedAt: '2026-02-01T00:00:00.000Z' },
      { consentAt: '2026-03-01T10:00:00.000Z', confirmedAt: '2026-03-01T10:05:00.000Z', unsubscribedAt: '2026-04-01T00:00:00.000Z' },
    ]);
  });

  it('after a withdrawal before any confirmation, a later sign-up subscribes; the withdrawal is kept', async () => {
    const email = 'six@example.org';
    await store.unsubscribe(email, new Date('2026-06-01T00:00:00.000Z'));
    expect(await store.add(subscriber(email, '2026-06-02T10:00:00.000Z', '2026-06-02T10:05:00.000Z'))).toBe('added');
    expect(await emails()).toContain(email);
    expect((await record(email))!.history).toEqual([{ unsubscribedAt: '2026-06-01T00:00:00.000Z' }]);
  });

  it('two confirmations of the same new sign-up at once subscribe once', async () => {
    const email = 'seven@example.org';
    await store.add(subscriber(email, '2026-01-01T10:00:00.000Z', '2026-01-01T10:05:00.000Z'));
    await store.unsubscribe(email, new Date('2026-02-01T00:00:00.000Z'));
    const again = subscriber(email, '2026-03-01T10:00:00.000Z', '2026-03-01T10:05:00.000Z');
    const outcomes = await Promise.all([store.add(again), store.add(again), store.add(again)]);
    expect(outcomes.sort()).toEqual(['added', 'existing', 'existing']);
    expect((await record(email))!.history).toHaveLength(1);
  });
});
