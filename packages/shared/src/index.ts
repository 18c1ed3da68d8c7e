export * from './languages';
export * from './forms/choices';
export * from './forms/schemas';
