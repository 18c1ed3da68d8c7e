export * from './languages';
export * from './forms/choices';
export * from './forms/codes';
export * from './forms/schemas';
