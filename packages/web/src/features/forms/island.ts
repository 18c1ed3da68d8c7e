/** The contract between a form's island (./FormIsland, loaded with the page) and the form it hydrates. */

import { createContext } from 'react';

/** what the ids of a form's fields start with: the island's own id, the same on the server and in the browser */
export const FieldIdPrefix = createContext('form-');

/** marks a submit button disabled in the server's markup only because no script runs yet */
export const AWAITS_SCRIPT = 'data-awaits-script';

/** told to the page once the form's script has taken over its markup: the island then sends what was sent before */
export const FORM_READY_EVENT = 'site-form-ready';

/**
 * What a visitor entered in a form's server markup before its script took over (see ./FormIsland):
 * each field of `defaults` whose element in `form` now holds something else. react-hook-form keeps
 * edited text fields by itself, but not a chosen radio button.
 */
export function typedValues(form: HTMLFormElement, defaults: object): Record<string, string | boolean> {
  const typed: Record<string, string | boolean> = {};
  for (const [name, initial] of Object.entries(defaults)) {
    const element = form.elements.namedItem(name);
    let value: string | boolean | undefined;
    if (element instanceof RadioNodeList) value = element.value;
    else if (element instanceof HTMLInputElement && typeof initial === 'boolean') value = element.checked;
    else if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) value = element.value;
    if (value !== undefined && value !== initial) typed[name] = value;
  }
  return typed;
}
