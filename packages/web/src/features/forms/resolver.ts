/**
 * A react-hook-form resolver that loads the validation (zod and the schemas, about 20 KB) when a
 * form first validates, or earlier when the visitor focuses it (`loadValidation`), instead of with
 * the page: the forms stay light to load, and react-hook-form awaits asynchronous resolvers anyway.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import type { FormName } from '@pv/shared/forms/schemas';
import type * as Validation from './validation';

let validation: Promise<typeof Validation> | null = null;

export const loadValidation = () => {
  validation ??= import('./validation').catch((error: unknown) => {
    // a failed download (offline for a moment) is tried again on the next validation
    validation = null;
    throw error;
  });
  return validation;
};

export function lazyResolver<Values extends FieldValues>(form: FormName): Resolver<Values> {
  return async (values, context, options) => {
    const { resolvers } = await loadValidation();
    return (resolvers[form] as unknown as Resolver<Values>)(values, context, options);
  };
}
