/** A message with `{name}` placeholders filled in. */
export const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));

/** The form of a message for a count by the language's plural rule (`one`: 1 in most languages, 0 and 1 in French). */
export const plural = (locale: string, count: number, forms: { one: string; other: string }) =>
  new Intl.PluralRules(locale).select(count) === 'one' ? forms.one : forms.other;
