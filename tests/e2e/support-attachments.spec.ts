/**
 * Photos and files on the support form, as a visitor sends them (issue 36, part 4): in German and
 * French, two photos made here are uploaded straight to the S3 stand-in (through its policy check) and
 * the team's mail in the SES stand-in links them, each link fetching the very bytes; a 20 MB file and an
 * executable are refused beside the picker while everything else typed stays, and the form is still sent.
 * S3's own refusal (the policy) shows beside its file too.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const SES_STORE = `http://localhost:${process.env.SES_PORT ?? 8005}/store`;

interface StoredMail {
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { text: string; html: string };
}

async function mailWhere(match: (mail: StoredMail) => boolean): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(async () => {
      const { emails } = (await (await fetch(SES_STORE)).json()) as { emails: StoredMail[] };
      found = emails.find(match);
      return !!found;
    })
    .toBe(true);
  return found!;
}

/** the site's texts, from its catalogs, with `{name}`-style values filled in */
const catalog = (locale: string) => JSON.parse(readFileSync(join(process.cwd(), `packages/shared/messages/${locale}.json`), 'utf8')) as Record<string, string>;
const fill = (message: string, values: Record<string, string | number> = {}) => message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])));
  return Buffer.concat([length, Buffer.from(type, 'ascii'), data, crc]);
};

/** a real PNG photo of noise, `size`×`size` pixels (each run its own bytes) */
function png(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: size }, () => Buffer.concat([Buffer.from([0]), randomBytes(size * 3)])));
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** a real 1×1 JPEG (baseline, grey) with a comment of random bytes, so each run's file is its own */
function jpeg(): Buffer {
  const image = Buffer.from(
    'ffd8ffe000104a46494600010100000100010000ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c30313434341f27393d38323c2e333432ffc0000b080001000101011100ffc4001f0000010501010101010100000000000000000102030405060708090a0bffc400b5100002010303020403050504040000017d01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a535455565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9faffda0008010100003f00fbd3ffd9',
    'hex',
  );
  const comment = Buffer.from(randomBytes(32).toString('hex'), 'ascii');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(comment.length + 2);
  return Buffer.concat([image.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, comment, image.subarray(2)]);
}

const PATHS = { de: '/de/support/', fr: '/fr/assistance/' } as const;

test.beforeEach(async ({ context, baseURL }) => {
  // a stored cookie choice keeps the banner from covering the form's buttons
  await context.addCookies([{ name: 'consent', value: 'necessary', url: baseURL! }]);
});

async function fillSupport(page: Page, t: Record<string, string>, email: string) {
  await page.getByLabel(t['choice.clientType.private']!, { exact: true }).check();
  await page.getByRole('combobox', { name: t['form.supportSubject']!, exact: true }).selectOption({ label: t['choice.supportSubject.device-fault']! });
  await page.getByRole('combobox', { name: t['form.country']!, exact: true }).selectOption('AT');
  await page.getByRole('textbox', { name: t['form.firstname']!, exact: true }).fill('Ben');
  await page.getByRole('textbox', { name: t['form.lastname']!, exact: true }).fill('Smith');
  await page.getByRole('textbox', { name: t['form.email']!, exact: true }).fill(email);
  await page.getByRole('textbox', { name: t['form.comments']!, exact: true }).fill('Das Display bleibt dunkel, Fotos anbei.');
  await page.getByLabel(new RegExp(fill(t['form.privacy']!, { link: '.*' }).slice(0, 12))).check();
}

for (const locale of ['de', 'fr'] as const) {
  const t = catalog(locale);
  const team = catalog('de');

  test(`support (${locale}): two photos reach the team as links that fetch them; a 20 MB file and an executable are refused while the rest stays`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.goto(PATHS[locale]);
    const email = `ben.${randomUUID().slice(0, 8)}@example.org`;
    await fillSupport(page, t, email);
    const picker = page.getByLabel(t['form.attachments.label']!);
    await expect(picker).toHaveAttribute('type', 'file');

    // refused in the browser, each with its message beside it; nothing else of the form goes
    await picker.setInputFiles([
      { name: 'riesig.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(20 * 1024 * 1024, 1) },
      { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ\x90\x00 not a photo') },
    ]);
    const tooLarge = page.getByText(fill(t['form.attachments.error.size']!, { name: 'riesig.jpg', size: 10 }));
    const executable = page.getByText(fill(t['form.attachments.error.type']!, { name: 'setup.exe' }));
    await expect(tooLarge).toBeVisible();
    await expect(executable).toBeVisible();
    // the messages are the picker's description (aria-describedby), and the picker says it is invalid
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(picker).toHaveAccessibleDescription(new RegExp(fill(t['form.attachments.error.type']!, { name: 'setup\\.exe' }).slice(0, 20)));
    await expect(page.getByRole('textbox', { name: t['form.firstname']!, exact: true })).toHaveValue('Ben');
    await expect(page.getByRole('textbox', { name: t['form.comments']!, exact: true })).toHaveValue('Das Display bleibt dunkel, Fotos anbei.');
    await expect(page.getByRole('textbox', { name: t['form.email']!, exact: true })).toHaveValue(email);

    // two photos: uploaded at once, straight to the bucket
    const photos = [
      { name: 'display-dunkel.png', mimeType: 'image/png', buffer: png(48) },
      { name: 'typenschild.jpg', mimeType: 'image/jpeg', buffer: jpeg() },
    ];
    await picker.setInputFiles(photos);
    await expect(page.locator('.attachments__item--uploaded')).toHaveCount(2);
    await expect(tooLarge).toHaveCount(0);
    const remove = page.getByRole('button', { name: fill(t['form.attachments.removeFile']!, { name: 'display-dunkel.png' }) });
    await expect(remove).toBeVisible();

    await page.getByRole('button', { name: t['form.send'], exact: true }).click();
    await expect(page.getByRole('status')).toContainText(t['form.success.support']!.slice(0, 20));

    const mail = await mailWhere((m) => m.replyTo.includes(email));
    expect(mail.destination.to).toEqual(['support@sonnwaerme.example']);
    expect(mail.body.text).toMatch(new RegExp(`${team['mail.team.attachments']}: 2 Dateien, Links gültig bis \\d`));
    const links = [...mail.body.text.matchAll(/^Anhang (\d): (\S+) \([^)]*\)\n(\S+)$/gm)].map(([, number, name, link]) => ({ number, name, link: link! }));
    expect(links.map(({ number, name }) => [number, name])).toEqual([
      ['1', 'display-dunkel.png'],
      ['2', 'typenschild.jpg'],
    ]);
    for (const [index, { link }] of links.entries()) {
      expect(mail.body.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
      const file = await request.get(link);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe(photos[index]!.mimeType);
      expect(Buffer.compare(await file.body(), photos[index]!.buffer)).toBe(0);
    }
  });
}

test('support (de): what the bucket’s policy refuses shows beside the file, and the form is sent without it', async ({ page }) => {
  const t = catalog('de');
  await page.goto(PATHS.de);
  const email = `ben.${randomUUID().slice(0, 8)}@example.org`;
  await fillSupport(page, t, email);
  // a presigned POST for another type than the file's (as if the browser's and the function's checks had let it by)
  await page.route('**/mail/upload', async (route) => {
    const response = await route.fetch();
    const presigned = (await response.json()) as { fields: Record<string, string> };
    presigned.fields['Content-Type'] = 'image/jpeg';
    await route.fulfill({ response, json: presigned });
  });
  await page.getByLabel(t['form.attachments.label']!).setInputFiles([{ name: 'foto.png', mimeType: 'image/png', buffer: png(8) }]);
  await expect(page.getByText(fill(t['form.attachments.error.type']!, { name: 'foto.png' }))).toBeVisible();
  await expect(page.locator('.attachments__item--uploaded')).toHaveCount(0);
  await page.getByRole('button', { name: t['form.send'], exact: true }).click();
  await expect(page.getByRole('status')).toContainText(t['form.success.support']!.slice(0, 20));
  const mail = await mailWhere((m) => m.replyTo.includes(email));
  expect(mail.body.text).not.toContain('Anhang');
});

test('support (de): the field is reachable and usable by keyboard, and has no WCAG 2.1 AA violations with files uploaded and refused', async ({ page }) => {
  const t = catalog('de');
  await page.goto(PATHS.de);
  // the browser's file chooser is intercepted only once a listener is there (set up asynchronously): listen before the key press
  const chooser = page.waitForEvent('filechooser');
  await fillSupport(page, t, `ben.${randomUUID().slice(0, 8)}@example.org`);
  // from the message, Tab reaches the picker (its button shows the focus) and Space opens the file chooser
  await page.getByRole('textbox', { name: t['form.comments']!, exact: true }).focus();
  await page.keyboard.press('Tab');
  const picker = page.getByLabel(t['form.attachments.label']!);
  await expect(picker).toBeFocused();
  await expect(page.locator('.attachments__pick')).toHaveText(t['form.attachments.choose']!);
  expect(await page.locator('.attachments__pick').evaluate((label) => getComputedStyle(label).boxShadow)).not.toBe('none');
  await page.keyboard.press('Space');
  await (await chooser).setFiles([
    { name: 'foto.png', mimeType: 'image/png', buffer: png(8) },
    { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
  ]);
  await expect(page.locator('.attachments__item--uploaded')).toHaveCount(1);
  await expect(page.locator('.attachments__item--refused')).toHaveCount(1);
  // the refused file's remove button names the file and is described by the message; it removes the file
  const removeExe = page.getByRole('button', { name: fill(t['form.attachments.removeFile']!, { name: 'setup.exe' }) });
  await expect(removeExe).toHaveAccessibleDescription(fill(t['form.attachments.error.type']!, { name: 'setup.exe' }));
  const { violations } = await new AxeBuilder({ page })
    .include('.attachments')
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  await removeExe.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.attachments__item--refused')).toHaveCount(0);
  await expect(picker).not.toHaveAttribute('aria-invalid');
});
