/** A write the Management API refuses, with Storyblok's 422 body: messages per field. */
export class Unprocessable extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super(Object.entries(errors).map(([field, messages]) => `${field} ${messages.join(', ')}`).join('; '));
  }
}

/** A write naming a record that does not exist (404). */
export class RecordNotFound extends Error {}

export const TAKEN = ['has already been taken'];
export const BLANK = ["can't be blank"];
