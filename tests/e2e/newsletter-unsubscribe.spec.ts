/**
 * Leaving the newsletter as a subscriber does, in German and French: sign up, read the confirmation
 * mail from SES local (its List-Unsubscribe headers, the unsubscribe link, the company's address),
 * confirm, find the address in `npm run newsletter:export`; then leave — once through the page in a
 * browser without JavaScript (a GET only shows the button), once as a mail client does it (RFC 8058
 * one-click POST to the List-Unsubscribe address) — and neither address is in the next export.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';

const SES_STORE = `http://localhost:${process.env.SES_PORT ?? 8005}/store`;
const run = promisify(execFile);

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text: string; html: string };
  headers?: { name: string; value: string }[];
}

const texts = {
  de: {
    email: 'E-Mail (Pflichtfeld)',
    clientPrivate: 'Privatkunde',
    consent: /Ich möchte den Newsletter erhalten/,
    subscribe: 'Anmelden',
    sent: /Bitte bestätigen Sie Ihre Anmeldung/,
    confirmButton: 'Anmeldung bestätigen',
    confirmed: 'Vielen Dank! Ihre Anmeldung ist bestätigt.',
    sender: 'Sonnwärme GmbH · Solarweg 12, 4400 Steyr, Österreich',
    imprint: 'Impressum: http://localhost:PORT/de/impressum/',
    unsubscribeLabel: 'Vom Newsletter abmelden',
    title: 'Vom Newsletter abmelden',
    button: 'Abmelden',
    done: 'Sie sind abgemeldet. Sie erhalten keinen Newsletter mehr von uns.',
    invalid: 'Dieser Abmeldelink ist ungültig. Bitte verwenden Sie den vollständigen Link aus einer unserer E-Mails.',
  },
  fr: {
    email: 'E-mail (obligatoire)',
    clientPrivate: 'Client particulier',
    consent: /Je souhaite recevoir la newsletter/,
    subscribe: 'S’inscrire',
    sent: /Veuillez confirmer votre inscription/,
    confirmButton: 'Confirmer l’inscription',
    confirmed: 'Merci ! Votre inscription est confirmée.',
    sender: 'Sonnwärme GmbH · Solarweg 12, 4400 Steyr, Autriche',
    imprint: 'Mentions légales: http://localhost:PORT/fr/mentions-legales/',
    unsubscribeLabel: 'Se désabonner de la newsletter',
    title: 'Se désabonner de la newsletter',
    button: 'Me désabonner',
    done: 'Votre désabonnement est enregistré. Vous ne recevrez plus notre newsletter.',
    invalid: 'Ce lien de désabonnement n’est pas valide. Veuillez utiliser le lien complet figurant dans l’un de nos e-mails.',
  },
} as const;

test.beforeEach(async ({ context, baseURL }) => {
  // a stored cookie choice keeps the banner from covering the forms' buttons
  await context.addCookies([{ name: 'consent', value: 'necessary', url: baseURL! }]);
});

/** the mail SES local received for `email`, once it has arrived */
async function mailTo(email: string): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(async () => {
      const { emails } = (await (await fetch(SES_STORE)).json()) as { emails: StoredMail[] };
      found = emails.find((mail) => mail.destination.to.includes(email));
      return !!found;
    })
    .toBe(true);
  return found!;
}

const header = (mail: StoredMail, name: string) => mail.headers?.find((field) => field.name.toLowerCase() === name.toLowerCase())?.value;

/** `npm run newsletter:export` against this stack's DynamoDB: the rows by address */
async function exported(baseURL: string): Promise<Map<string, Record<string, string>>> {
  const env = { ...process.env, PV_LOCAL_STACK: '1', DYNAMODB_ENDPOINT: `http://127.0.0.1:${process.env.DYNAMODB_PORT ?? 4030}`, SITE_URL: baseURL };
  const { stdout } = await run('npm', ['run', '--silent', 'newsletter:export'], { env, cwd: process.cwd() });
  const [head, ...rows] = stdout.trimEnd().split('\r\n');
  const columns = head!.split(',');
  return new Map(rows.map((row) => row.split(',')).map((cells) => [cells[0]!, Object.fromEntries(columns.map((column, i) => [column, cells[i]!]))]));
}

/** signs `email` up on the newsletter page, confirms through the mail's link; the confirmation mail */
async function subscribe(page: Page, language: keyof typeof texts, email: string): Promise<StoredMail> {
  const t = texts[language];
  await page.goto(`/${language}/newsletter/`);
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.clientPrivate).check();
  await page.getByLabel(t.consent).check();
  await page.getByRole('button', { name: t.subscribe }).click();
  await expect(page.getByRole('status')).toContainText(t.sent);
  const mail = await mailTo(email);
  const confirm = new URL(/https?:\/\/\S+\/newsletter\/confirm\/\?token=\S+/.exec(mail.body.text)![0]);
  await page.goto(confirm.pathname + confirm.search);
  await page.getByRole('button', { name: t.confirmButton }).click();
  await expect(page.getByRole('status')).toHaveText(t.confirmed);
  return mail;
}

/** WCAG 2.1 AA as the accessibility spec checks it */
async function wcagViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map((v) => `${page.url()}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** a browser without JavaScript, as a cautious reader (or a mail app's viewer) may have */
async function withoutJavaScript<T>(browser: Browser, baseURL: string, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.addCookies([{ name: 'consent', value: 'necessary', url: baseURL }]);
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const language of ['de', 'fr'] as const) {
  const t = texts[language];

  test(`newsletter (${language}): the confirmation mail says how to leave; the page without JavaScript and a mail client's one click both unsubscribe, and the export leaves them out`, async ({ page, browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const port = new URL(baseURL!).port;
    const reader = `leave.${language}.${randomUUID().slice(0, 8)}@example.org`;
    const client = `oneclick.${language}.${randomUUID().slice(0, 8)}@example.org`;

    // the confirmation mail: RFC 8058 headers, the unsubscribe link, the company and its imprint
    const mail = await subscribe(page, language, reader);
    const listUnsubscribe = header(mail, 'List-Unsubscribe')!;
    expect(listUnsubscribe).toMatch(new RegExp(`^<${baseURL}/mail/newsletter/unsubscribe\\?token=[\\w.%-]+>$`));
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.body.text).toContain(t.sender);
    expect(mail.body.text).toContain(t.imprint.replace('PORT', port));
    expect(mail.body.html).toContain(t.sender);
    const pageLink = new URL(new RegExp(`${t.unsubscribeLabel}: (\\S+)`).exec(mail.body.text)![1]!);
    expect(pageLink.pathname).toBe(`/${language}/newsletter/unsubscribe/`);

    const clientMail = await subscribe(page, language, client);
    const before = await exported(baseURL!);
    expect(before.get(reader)).toMatchObject({ language, clientType: 'private', unsubscribeUrl: pageLink.href, listUnsubscribeUrl: /^<(.+)>$/.exec(listUnsubscribe)![1] });
    expect(before.has(client)).toBe(true);

    // the page and its outcomes meet WCAG 2.1 AA (looking at it unsubscribes no one)
    const violations: string[] = [];
    for (const address of [pageLink.pathname + pageLink.search, `/${language}/newsletter/unsubscribe/?result=unsubscribed`, `/${language}/newsletter/unsubscribe/?result=invalid`]) {
      await page.goto(address);
      violations.push(...(await wcagViolations(page)));
    }
    expect(violations).toEqual([]);

    await withoutJavaScript(browser, baseURL!, async (noScript) => {
      // opening the link (as a mail scanner does) unsubscribes no one: it shows the button
      await noScript.goto(pageLink.pathname + pageLink.search);
      await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(t.title);
      expect((await exported(baseURL!)).has(reader)).toBe(true);
      await noScript.getByRole('button', { name: t.button }).click();
      await expect(noScript).toHaveURL(new RegExp(`/${language}/newsletter/unsubscribe/\\?result=unsubscribed$`));
      await expect(noScript.getByRole('status')).toHaveText(t.done);

      // the List-Unsubscribe address opened in a browser (a client without one click) leads to the same button
      const clientAddress = /^<(.+)>$/.exec(header(clientMail, 'List-Unsubscribe')!)![1]!;
      await noScript.goto(clientAddress);
      await expect(noScript).toHaveURL(new RegExp(`/${language}/newsletter/unsubscribe/\\?token=`));
      await expect(noScript.getByRole('button', { name: t.button })).toBeVisible();

      // a link that is not ours: the button, then a clear message; without a token the message at once
      await noScript.goto(`/${language}/newsletter/unsubscribe/?token=${pageLink.searchParams.get('token')!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`);
      await noScript.getByRole('button', { name: t.button }).click();
      await expect(noScript.getByRole('alert')).toHaveText(t.invalid);
      await noScript.goto(`/${language}/newsletter/unsubscribe/`);
      await expect(noScript.getByRole('alert')).toHaveText(t.invalid);
    });
    expect((await exported(baseURL!)).has(client)).toBe(true);

    // a mail client's one click: POST List-Unsubscribe=One-Click to the List-Unsubscribe address
    const oneClick = await request.post(/^<(.+)>$/.exec(header(clientMail, 'List-Unsubscribe')!)![1]!, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
    expect(oneClick.status()).toBe(200);
    expect(await oneClick.json()).toEqual({ status: 'unsubscribed' });
    const again = await request.post(/^<(.+)>$/.exec(listUnsubscribe)![1]!, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
    expect(await again.json()).toEqual({ status: 'already-unsubscribed' });

    const after = await exported(baseURL!);
    expect(after.has(reader)).toBe(false);
    expect(after.has(client)).toBe(false);
  });
}
