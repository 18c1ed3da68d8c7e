/**
 * What closes the header's popups (fly-outs, language list, mobile menu): Escape, and a click outside
 * the popup where it has an outside. The listeners are tested on a plain EventTarget standing in for
 * the document (the unit tests run without a DOM); the menus themselves are covered in e2e/shell.spec.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { listenForDismiss } from '@/ui/useDismiss';

const key = (name: string) => Object.assign(new Event('keydown'), { key: name });
/** a click whose target is `node`, as if it had bubbled up from there */
const clickOn = (node: object) => {
  const event = new Event('click');
  Object.defineProperty(event, 'target', { value: node });
  return event;
};

/** a popup element and one node inside it */
const popup = () => {
  const child = {};
  const element = { contains: (node: unknown) => node === element || node === child } as unknown as Node;
  return { element, child };
};

describe('listenForDismiss', () => {
  it('dismisses on Escape, not on other keys', () => {
    const document = new EventTarget();
    const onDismiss = vi.fn();
    listenForDismiss(document, onDismiss);
    for (const name of ['Enter', 'Tab', 'Esc', 'ArrowDown']) document.dispatchEvent(key(name));
    expect(onDismiss).not.toHaveBeenCalled();
    document.dispatchEvent(key('Escape'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('dismisses on a click outside the popup, not on one inside it', () => {
    const document = new EventTarget();
    const onDismiss = vi.fn();
    const { element, child } = popup();
    listenForDismiss(document, onDismiss, () => element);
    document.dispatchEvent(clickOn(child));
    document.dispatchEvent(clickOn(element));
    expect(onDismiss).not.toHaveBeenCalled();
    document.dispatchEvent(clickOn({}));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('takes every click as outside while the popup element is not there', () => {
    const document = new EventTarget();
    const onDismiss = vi.fn();
    listenForDismiss(document, onDismiss, () => null);
    document.dispatchEvent(clickOn({}));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks when no popup element is given', () => {
    const document = new EventTarget();
    const onDismiss = vi.fn();
    listenForDismiss(document, onDismiss);
    document.dispatchEvent(clickOn({}));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('stops listening once removed', () => {
    const document = new EventTarget();
    const onDismiss = vi.fn();
    const stop = listenForDismiss(document, onDismiss, () => popup().element);
    stop();
    document.dispatchEvent(key('Escape'));
    document.dispatchEvent(clickOn({}));
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
