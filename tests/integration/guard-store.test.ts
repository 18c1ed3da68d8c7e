/**
 * The guards table's one-time markers against dynalite: a key is used once until it expires, and an
 * expired marker (which DynamoDB's time to live deletes only within days) counts as gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '@pv/functions/aws';
import { dynamoGuardStore, type GuardStore } from '@pv/functions/stores/guards';
import { startFunctionsStack, type FunctionsStack } from '../support/functions-stack';

let stack: FunctionsStack;
let clock = 1_800_000_000_000;
let guards: GuardStore;

beforeAll(async () => {
  stack = await startFunctionsStack();
  guards = dynamoGuardStore(documentClient(stack.config), stack.config.tables.guards, () => clock);
});
afterAll(() => stack.stop());

const seconds = () => Math.floor(clock / 1000);

describe('one-time markers', () => {
  it('are used once, and tell that they were, until they expire', async () => {
    expect(await guards.used('once#a')).toBe(false);
    expect(await guards.useOnce('once#a', seconds() + 60)).toBe(true);
    expect(await guards.used('once#a')).toBe(true);
    expect(await guards.useOnce('once#a', seconds() + 60)).toBe(false);
    expect(await guards.used('once#b')).toBe(false);
  });

  it('are free again once expired, though the item is still in the table', async () => {
    expect(await guards.useOnce('once#c', seconds() + 60)).toBe(true);
    clock += 61_000;
    expect(await guards.used('once#c')).toBe(false);
    expect(await guards.useOnce('once#c', seconds() + 60)).toBe(true);
    expect(await guards.used('once#c')).toBe(true);
  });
});
