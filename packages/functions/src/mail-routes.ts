/**
 * Which team mailbox gets a request: a table in configuration (`MAIL_ROUTES`), one rule per entry,
 * `form:topic:country=address`, `*` matching anything, separated by `;`. The first rule that matches
 * wins; none matching, the form's default mailbox (MAIL_TO_CONTACT, MAIL_TO_SUPPORT) gets it. The
 * team's mail says which rule routed it, so a misrouted request shows where to fix the table.
 *
 *   support:*:CH=support-ch@example.com;support:warranty:*=service@example.com;contact:press:*=press@example.com
 */
import { z } from 'zod';

export type RoutedForm = 'contact' | 'support';

export interface MailRoute {
  form: RoutedForm | '*';
  topic: string;
  country: string;
  to: string;
}

/** What a request is routed by: its form, topic (the contact topic or the support subject) and country ('' when not given). */
export interface RoutingKey {
  form: RoutedForm;
  topic: string;
  country: string;
}

export interface Routing {
  to: string;
  /** "Regel 2 (support · * · CH)", or that the form's default applied */
  rule: { index: number; route: MailRoute } | null;
}

const RULE = /^(contact|support|\*):([a-z-]+|\*):([A-Z]{2}|other|\*)=(.+)$/;

/** The table from its configuration text; a rule that does not parse is named in the error. */
export function parseMailRoutes(text: string): MailRoute[] {
  const entries = text.split(/[;\n]/).map((entry) => entry.trim()).filter(Boolean);
  return entries.map((entry, index) => {
    const match = RULE.exec(entry);
    const to = match?.[4]?.trim() ?? '';
    if (!match || !z.email().safeParse(to).success) throw new Error(`rule ${index + 1} ("${entry}") is not form:topic:country=address`);
    return { form: match[1] as MailRoute['form'], topic: match[2]!, country: match[3]!, to };
  });
}

const matches = (pattern: string, value: string) => pattern === '*' || pattern === value;

export function routeRequest(routes: readonly MailRoute[], key: RoutingKey, fallback: string): Routing {
  const index = routes.findIndex((route) => matches(route.form, key.form) && matches(route.topic, key.topic) && matches(route.country, key.country));
  return index < 0 ? { to: fallback, rule: null } : { to: routes[index]!.to, rule: { index: index + 1, route: routes[index]! } };
}

/** How the team's mail names the rule: "2 (support · * · CH)". */
export const ruleText = ({ index, route }: NonNullable<Routing['rule']>) => `${index} (${[route.form, route.topic, route.country].join(' · ')})`;
