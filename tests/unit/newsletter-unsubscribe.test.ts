/**
 * Leaving the newsletter, each piece on its own (the store against dynalite is in
 * tests/integration/subscriber-store.test.ts): the signed unsubscribe token, the links and the
 * RFC 8058 headers made of it, every mail's footer (company address, imprint, unsubscribe link), the
 * settings it is made from (the demo's values by default), and the mail function's unsubscribe route
 * with a fake store — the one-click POST, the page's form, the GET that never unsubscribes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES, type Language } from '@pv/shared';
import { catalogs } from '@pv/shared/i18n';
import { storyPaths } from '@pv/shared/story-paths';
import { checkSettings } from '@pv/shared/settings';
import { functionsConfig, type CompanyConfig } from '@pv/functions/config';
import { FUNCTION_RULES, FUNCTION_SETTINGS } from '@pv/functions/settings';
import { mailFooter, senderLine, withFooter } from '@pv/functions/mail/footer';
import { createMailHandler, type MailDependencies } from '@pv/functions/mail/handler';
import type { OutgoingMail } from '@pv/functions/mail/mailer';
import { createToken, createUnsubscribeToken, verifyToken, verifyUnsubscribeToken } from '@pv/functions/mail/newsletter-token';
import { newsletterConfirmationMail } from '@pv/functions/mail/render';
import { listUnsubscribeHeaders, unsubscribeLinks } from '@pv/functions/mail/unsubscribe-links';
import type { SubscriberStore, UnsubscribeOutcome } from '@pv/functions/stores/subscribers';
import type { HttpEvent } from '@pv/functions/http';
import { sampleContact, sampleSupport } from '../support/form-samples';

const SECRET = 'test-newsletter-secret';
const company: CompanyConfig = {
  name: 'Sonnwärme GmbH',
  address: 'Solarweg 12, 4400 Steyr',
  country: 'AT',
  imprintPaths: { de: '/de/impressum/', en: '/en/imprint/', fr: '/fr/mentions-legales/', es: '/es/aviso-legal/', nl: '/nl/colofon/', it: '/it/note-legali/' },
};
const SITE = 'https://www.sonnwaerme.example';

describe('unsubscribe token', () => {
  it('names the address and language it was made for, whatever the address holds', () => {
    for (const email of ['marie@example.fr', 'o’brien+news@example.ie', 'ünïcode@exämple.de']) {
      expect(verifyUnsubscribeToken(createUnsubscribeToken({ email, language: 'fr' }, SECRET), SECRET)).toEqual({ email, language: 'fr' });
    }
  });

  it('never expires: it carries no time, and a year later it is the same token', () => {
    const token = createUnsubscribeToken({ email: 'a@example.org', language: 'de' }, SECRET);
    vi.useFakeTimers({ now: Date.now() + 400 * 24 * 3600 * 1000 });
    try {
      expect(createUnsubscribeToken({ email: 'a@example.org', language: 'de' }, SECRET)).toBe(token);
      expect(verifyUnsubscribeToken(token, SECRET)?.email).toBe('a@example.org');
    } finally {
      vi.useRealTimers();
    }
  });

  it('cannot be forged: another address, another secret, a changed or cut signature are refused', () => {
    const token = createUnsubscribeToken({ email: 'a@example.org', language: 'de' }, SECRET);
    const [payload, signature] = token.split('.') as [string, string];
    const other = Buffer.from(JSON.stringify({ email: 'victim@example.org', language: 'de' })).toString('base64url');
    expect(verifyUnsubscribeToken(`${other}.${signature}`, SECRET)).toBeNull();
    expect(verifyUnsubscribeToken(token, 'another-secret')).toBeNull();
    expect(verifyUnsubscribeToken(`${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, SECRET)).toBeNull();
    expect(verifyUnsubscribeToken(`${payload}.${signature.slice(0, 10)}`, SECRET)).toBeNull();
    for (const garbage of ['', '.', 'abc', `${payload}.`, `.${signature}`, `${token}.x`, 'e30.e30']) expect(verifyUnsubscribeToken(garbage, SECRET)).toBeNull();
  });

  it('is no confirmation token, and a confirmation token is no unsubscribe token (the purpose is signed)', () => {
    const confirm = createToken({ email: 'a@example.org', clientType: 'private', language: 'de', at: Date.now() }, SECRET);
    expect(verifyUnsubscribeToken(confirm, SECRET)).toBeNull();
    const unsubscribe = createUnsubscribeToken({ email: 'a@example.org', language: 'de' }, SECRET);
    expect(verifyToken(unsubscribe, SECRET)).toEqual({ valid: false, reason: 'invalid' });
  });
});

describe('unsubscribe links and headers', () => {
  const links = unsubscribeLinks({ email: 'marie@example.fr', language: 'fr' }, { siteUrl: SITE, secret: SECRET });

  it('lead to the page in the subscriber’s language and to the one-click address, with the same token', () => {
    const page = new URL(links.page);
    const oneClick = new URL(links.oneClick);
    expect(page.origin + page.pathname).toBe(`${SITE}/fr/newsletter/unsubscribe/`);
    expect(oneClick.origin + oneClick.pathname).toBe(`${SITE}/mail/newsletter/unsubscribe`);
    expect(page.searchParams.get('token')).toBe(oneClick.searchParams.get('token'));
    expect(verifyUnsubscribeToken(page.searchParams.get('token')!, SECRET)).toEqual({ email: 'marie@example.fr', language: 'fr' });
  });

  it('are List-Unsubscribe with the https address in angle brackets and List-Unsubscribe-Post for one click (RFC 2369, RFC 8058)', () => {
    expect(listUnsubscribeHeaders(links)).toEqual({ 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(listUnsubscribeHeaders(links)['List-Unsubscribe']).toMatch(/^<https:\/\/[\x21-\x7e]+>$/);
  });
});

describe('mail footer', () => {
  const countries: Record<Language, string> = { de: 'Österreich', en: 'Austria', fr: 'Autriche', es: 'Austria', nl: 'Oostenrijk', it: 'Austria' };

  it.each(LANGUAGES)('names the company, its address with the country and the imprint in %s', (language) => {
    const footer = mailFooter({ company, siteUrl: SITE, language });
    expect(senderLine(company, language)).toBe(`Sonnwärme GmbH · Solarweg 12, 4400 Steyr, ${countries[language]}`);
    expect(footer.text).toContain(`Sonnwärme GmbH · Solarweg 12, 4400 Steyr, ${countries[language]}`);
    expect(footer.text).toContain(`${catalogs[language]['mail.footer.imprint']}: ${SITE}${company.imprintPaths[language]}`);
    expect(footer.html).toContain(`href="${SITE}${company.imprintPaths[language]}"`);
    expect(footer.text).not.toContain(catalogs[language]['mail.footer.unsubscribe']);
  });

  it('adds the unsubscribe link when given one, escaped in the HTML', () => {
    const footer = mailFooter({ company, siteUrl: SITE, language: 'de', unsubscribeUrl: `${SITE}/de/newsletter/unsubscribe/?token=a.b&x="<y>` });
    expect(footer.text).toContain(`Vom Newsletter abmelden: ${SITE}/de/newsletter/unsubscribe/?token=a.b&x="<y>`);
    expect(footer.html).toContain(`href="${SITE}/de/newsletter/unsubscribe/?token=a.b&amp;x=&quot;&lt;y&gt;"`);
    expect(footer.html).not.toContain('<y>');
  });

  it('escapes the company’s values in the HTML', () => {
    const footer = mailFooter({ company: { ...company, name: 'A & B <GmbH>' }, siteUrl: SITE, language: 'de' });
    expect(footer.html).toContain('A &amp; B &lt;GmbH&gt;');
  });

  it('goes below the text (after a signature separator) and at the end of the HTML body', () => {
    const footer = mailFooter({ company, siteUrl: SITE, language: 'de' });
    const mail = withFooter(newsletterConfirmationMail('a@example.org', 'de', `${SITE}/de/newsletter/confirm/?token=x`), footer);
    expect(mail.text).toMatch(/\n\n-- \nSonnwärme GmbH · Solarweg 12, 4400 Steyr, Österreich\nImpressum: https:\/\/www\.sonnwaerme\.example\/de\/impressum\/$/);
    expect(mail.html.endsWith(`${footer.html}</body></html>`)).toBe(true);
    expect(mail.to).toEqual(['a@example.org']);
  });

  it('is kept by a mail without a body element too', () => {
    const footer = mailFooter({ company, siteUrl: SITE, language: 'en' });
    expect(withFooter({ text: 'x', html: '<p>x</p>' }, footer).html).toBe(`<p>x</p>${footer.html}`);
  });
});

describe('the footer’s settings', () => {
  const story = (name: string) => JSON.parse(readFileSync(new URL(`../../packages/local/content/stories/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

  it('default, on the local stack, to the demo’s company: the settings story’s street and city, the imprint story’s path per language', () => {
    const local = functionsConfig({ PV_LOCAL_STACK: '1' }).company;
    const settings = story('_settings').content as { street: string; city: string };
    expect(local.name).toBe('Sonnwärme GmbH');
    expect(local.address).toBe(`${settings.street}, ${settings.city}`);
    expect(local.country).toBe('AT');
    const imprint = story('impressum') as { full_slug: string; translated_slugs: Record<string, { path: string }> };
    const paths = storyPaths({ full_slug: imprint.full_slug, translated_slugs: Object.entries(imprint.translated_slugs).map(([lang, { path }]) => ({ lang, path })) });
    expect(local.imprintPaths).toEqual(Object.fromEntries(LANGUAGES.map((language) => [language, `/${language}/${paths[language]}/`])));
  });

  it('are required outside the local stack: an imprint path for every language', () => {
    const names = ['ORGANISATION_ADDRESS', 'IMPRINT_PATHS'] as const;
    expect(checkSettings(FUNCTION_SETTINGS, {}, names, FUNCTION_RULES).problems.map((problem) => problem.name)).toEqual(['ORGANISATION_ADDRESS', 'IMPRINT_PATHS']);
    const some = { ORGANISATION_ADDRESS: 'Street 1, 1010 Vienna', IMPRINT_PATHS: 'de=/de/impressum/,en=/en/imprint/' };
    expect(checkSettings(FUNCTION_SETTINGS, some, names, FUNCTION_RULES).problems).toEqual([
      { name: 'IMPRINT_PATHS', message: 'names no imprint path for fr, es, nl, it; expected one per language, e.g. de=/de/impressum/' },
    ]);
    expect(checkSettings(FUNCTION_SETTINGS, { ...some, IMPRINT_PATHS: 'de=https://evil.example/' }, names, FUNCTION_RULES).problems.map((problem) => problem.name)).toEqual(['IMPRINT_PATHS']);
  });
});

// ---------------------------------------------------------------------------------------------
// the mail function's routes, with fakes

function fakeDependencies(unsubscribe: SubscriberStore['unsubscribe'] = async () => 'unsubscribed') {
  const sent: OutgoingMail[] = [];
  const config = { ...functionsConfig({ PV_LOCAL_STACK: '1' }), siteUrl: SITE, newsletterSecret: SECRET, company };
  const subscribers = { add: vi.fn(async () => 'added' as const), unsubscribe: vi.fn(unsubscribe), subscribed: vi.fn(), records: vi.fn() };
  const deps = {
    config,
    subscribers,
    submissions: {
      add: async (form: string, mail: OutgoingMail) => ({ submission: { id: 's1', form, mail }, lease: { id: 's1', token: 't' } }),
      markSent: async () => undefined,
      markQueued: async () => undefined,
    },
    guards: { hit: async () => ({ hits: 1, resetsAt: 0 }), useOnce: async () => true, used: async () => false },
    mailer: {
      send: async (mail: OutgoingMail) => {
        sent.push(mail);
        return 'message-1';
      },
    },
    botCheck: { verify: async () => undefined },
    caseNumbers: { next: async () => 'SW-2026-000123' },
    now: () => new Date('2026-11-28T10:00:00Z'),
  } as unknown as MailDependencies;
  return { deps, subscribers, sent, handle: createMailHandler(deps) };
}

const request = ({ method = 'POST', query = '', body, contentType }: { method?: string; query?: string; body?: string; contentType?: string }): HttpEvent =>
  ({
    rawPath: '/mail/newsletter/unsubscribe',
    rawQueryString: query,
    headers: { ...(contentType ? { 'content-type': contentType } : {}), 'cloudfront-viewer-address': '198.51.100.7:443' },
    body,
    isBase64Encoded: false,
    requestContext: { http: { method, path: '/mail/newsletter/unsubscribe', sourceIp: '127.0.0.1' } },
  }) as unknown as HttpEvent;
const tokenFor = (email: string, language: Language = 'de') => createUnsubscribeToken({ email, language }, SECRET);
const ONE_CLICK = { body: 'List-Unsubscribe=One-Click', contentType: 'application/x-www-form-urlencoded' };

describe('POST /mail/newsletter/unsubscribe: a mail client’s one-click request (RFC 8058)', () => {
  it.each<[UnsubscribeOutcome]>([['unsubscribed'], ['already-unsubscribed'], ['not-subscribed']])('unsubscribes the token’s address and answers 200 %s', async (outcome) => {
    const { handle, subscribers } = fakeDependencies(async () => outcome);
    const result = await handle(request({ query: `token=${encodeURIComponent(tokenFor('marie@example.fr', 'fr'))}`, ...ONE_CLICK }));
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(String(result.body))).toEqual({ status: outcome });
    expect(subscribers.unsubscribe).toHaveBeenCalledWith('marie@example.fr', new Date('2026-11-28T10:00:00Z'));
  });

  it('takes the token as a mail client sends it, form-encoded, as multipart or with no body at all', async () => {
    for (const body of [ONE_CLICK, { body: '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n', contentType: 'multipart/form-data; boundary=b' }, {}]) {
      const { handle, subscribers } = fakeDependencies();
      expect((await handle(request({ query: `token=${tokenFor('a@example.org')}`, ...body }))).statusCode).toBe(200);
      expect(subscribers.unsubscribe).toHaveBeenCalledTimes(1);
    }
  });

  it('answers 422 for a forged, missing or confirmation token, and unsubscribes no one', async () => {
    const confirm = createToken({ email: 'a@example.org', clientType: 'private', language: 'de', at: Date.now() }, SECRET);
    for (const query of ['', 'token=', `token=${createUnsubscribeToken({ email: 'a@example.org', language: 'de' }, 'another-secret')}`, `token=${confirm}`]) {
      const { handle, subscribers } = fakeDependencies();
      const result = await handle(request({ query, ...ONE_CLICK }));
      expect(result.statusCode).toBe(422);
      expect(JSON.parse(String(result.body)).error).toBe('token-invalid');
      expect(subscribers.unsubscribe).not.toHaveBeenCalled();
    }
  });

  it('answers 503 when the store fails, so the client may try again', async () => {
    const { handle } = fakeDependencies(async () => Promise.reject(new Error('throttled')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await handle(request({ query: `token=${tokenFor('a@example.org')}`, ...ONE_CLICK }));
    expect(result.statusCode).toBe(503);
  });
});

describe('POST /mail/newsletter/unsubscribe: the unsubscribe page’s form', () => {
  const form = (language: string) => ({ body: `List-Unsubscribe=One-Click&page=${language}`, contentType: 'application/x-www-form-urlencoded' });

  it('redirects (303) back to the page in the form’s language with the outcome', async () => {
    const { handle, subscribers } = fakeDependencies(async () => 'unsubscribed');
    const result = await handle(request({ query: `token=${tokenFor('a@example.org', 'de')}`, ...form('fr') }));
    expect(result.statusCode).toBe(303);
    expect(result.headers).toMatchObject({ location: '/fr/newsletter/unsubscribe/?result=unsubscribed', 'cache-control': 'no-store' });
    expect(subscribers.unsubscribe).toHaveBeenCalledWith('a@example.org', expect.any(Date));
  });

  it('reads a base64-encoded form (as a function URL may deliver it)', async () => {
    const event = { ...request({ query: `token=${tokenFor('a@example.org')}`, contentType: 'application/x-www-form-urlencoded' }), body: Buffer.from('List-Unsubscribe=One-Click&page=nl').toString('base64'), isBase64Encoded: true } as HttpEvent;
    expect((await fakeDependencies().handle(event)).headers?.location).toBe('/nl/newsletter/unsubscribe/?result=unsubscribed');
  });

  it('shows an invalid link and a failure on the page too', async () => {
    expect((await fakeDependencies().handle(request({ query: 'token=forged.token', ...form('de') }))).headers?.location).toBe('/de/newsletter/unsubscribe/?result=invalid');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = fakeDependencies(async () => Promise.reject(new Error('down')));
    expect((await failing.handle(request({ query: `token=${tokenFor('a@example.org')}`, ...form('it') }))).headers?.location).toBe('/it/newsletter/unsubscribe/?result=failed');
  });

  it('never redirects to a language the site does not have (an open redirect or a 404): such a form is answered like a mail client', async () => {
    const result = await fakeDependencies().handle(request({ query: `token=${tokenFor('a@example.org')}`, ...form('//evil.example') }));
    expect(result.statusCode).toBe(200);
    expect(result.headers?.location).toBeUndefined();
  });
});

describe('GET /mail/newsletter/unsubscribe: the List-Unsubscribe address opened in a browser', () => {
  it('never unsubscribes (mail scanners open links): it leads to the page and its button', async () => {
    const { handle, subscribers } = fakeDependencies();
    const token = tokenFor('marie@example.fr', 'fr');
    const result = await handle(request({ method: 'GET', query: `token=${encodeURIComponent(token)}` }));
    expect(result.statusCode).toBe(303);
    expect(result.headers?.location).toBe(`/fr/newsletter/unsubscribe/?token=${encodeURIComponent(token)}`);
    expect(subscribers.unsubscribe).not.toHaveBeenCalled();
  });

  it('shows an invalid link as such', async () => {
    const result = await fakeDependencies().handle(request({ method: 'GET', query: 'token=nonsense' }));
    expect(result.headers?.location).toBe('/de/newsletter/unsubscribe/?result=invalid');
  });

  it('answers other methods 405 naming GET and POST', async () => {
    const result = await fakeDependencies().handle(request({ method: 'PUT' }));
    expect(result.statusCode).toBe(405);
    expect(result.headers?.allow).toBe('GET, POST');
  });
});

describe('the mails the function sends', () => {
  /** the mails a form's request sends: the newsletter confirmation; a request's team mail and the customer's copy */
  const sendAll = async (body: Record<string, unknown>, count: number) => {
    const fake = fakeDependencies();
    const result = await fake.handle({ ...request({ body: JSON.stringify(body), contentType: 'application/json' }), rawPath: '/mail/send' } as HttpEvent);
    expect(result.statusCode).toBe(200);
    expect(fake.sent).toHaveLength(count);
    return fake.sent;
  };
  const send = async (body: Record<string, unknown>) => (await sendAll(body, 1))[0]!;

  it('the newsletter confirmation: List-Unsubscribe headers, the unsubscribe link and the company in the reader’s language', async () => {
    const mail = await send({ form: 'newsletter', language: 'nl', email: 'jan@example.nl', clientType: 'private', consent: true, botCheck: 'proof' });
    const oneClick = /^<(https:\/\/[^>]+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!;
    expect(new URL(oneClick).pathname).toBe('/mail/newsletter/unsubscribe');
    expect(verifyUnsubscribeToken(new URL(oneClick).searchParams.get('token')!, SECRET)).toEqual({ email: 'jan@example.nl', language: 'nl' });
    expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`Afmelden voor de nieuwsbrief: ${SITE}/nl/newsletter/unsubscribe/?token=`);
    expect(mail.text).toContain('Sonnwärme GmbH · Solarweg 12, 4400 Steyr, Oostenrijk');
    expect(mail.text).toContain(`Colofon: ${SITE}/nl/colofon/`);
  });

  it.each([
    ['contact', { form: 'contact', language: 'en', ...sampleContact, botCheck: 'proof' }],
    ['support', { form: 'support', language: 'fr', ...sampleSupport, botCheck: 'proof' }],
  ])('the %s team mail and the customer’s copy: the company and the imprint in each reader’s language, no unsubscribe link or header', async (_form, body) => {
    const [mail, copy] = await sendAll(body, 2);
    expect(mail!.text).toContain('Sonnwärme GmbH · Solarweg 12, 4400 Steyr, Österreich');
    expect(mail!.text).toContain(`Impressum: ${SITE}/de/impressum/`);
    expect(mail!.text).not.toContain('abmelden');
    expect(mail!.headers).toBeUndefined();
    const imprint = body.language === 'fr' ? `Mentions légales: ${SITE}/fr/mentions-legales/` : `Imprint: ${SITE}/en/imprint/`;
    expect(copy!.to).toEqual([body.email]);
    expect(copy!.text).toContain(imprint);
    expect(copy!.headers).toBeUndefined();
  });
});
