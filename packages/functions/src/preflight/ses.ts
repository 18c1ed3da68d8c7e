/**
 * SES as the mail function needs it, read-only (SES v2 `GetEmailIdentity`, `GetAccount`): the sender
 * domain verified with DKIM, production access (a new account is in the sandbox: verified recipients
 * only, 200 mails a day), sending enabled and quota left.
 */
import { GetAccountCommand, GetEmailIdentityCommand, type GetAccountCommandOutput, type GetEmailIdentityCommandOutput, type SESv2Client } from '@aws-sdk/client-sesv2';
import { mailboxAddress } from '@pv/shared/settings';
import { fail, notApplicable, pass, pending, type Check, type CheckResult } from './check';

export interface SesReads {
  account(): Promise<GetAccountCommandOutput>;
  identity(name: string): Promise<GetEmailIdentityCommandOutput>;
}

export const sesReads = (client: Pick<SESv2Client, 'send'>): SesReads => ({
  account: () => client.send(new GetAccountCommand({})),
  identity: (name) => client.send(new GetEmailIdentityCommand({ EmailIdentity: name })),
});

export interface SesExpectations {
  region: string;
  mailFrom: string;
  /** the identity the Mail stack creates (MAIL_DOMAIN); undefined where no stage names one (the local stack) */
  mailDomain: string | undefined;
  /** the settings name a local stand-in (aws-ses-v2-local has neither call) */
  standIn: boolean;
  /** false before the stage's first deploy: the Mail stack creates the identity */
  deployed: boolean;
}

const PRODUCTION_ACCESS = 'docs.aws.amazon.com/ses/latest/dg/request-production-access.html';

function senderResult(expected: SesExpectations, domain: string): CheckResult | undefined {
  if (expected.standIn) return undefined;
  if (!expected.mailDomain) return fail('MAIL_DOMAIN not set: the Mail stack would create the identity of its default domain', 'set MAIL_DOMAIN, the domain MAIL_FROM sends from');
  return domain === expected.mailDomain.toLowerCase()
    ? pass(`MAIL_FROM sends as the identity ${domain}`)
    : fail(`MAIL_FROM is an address of ${domain}, the mail function may send only as ${expected.mailDomain}`, 'MAIL_FROM an address of MAIL_DOMAIN');
}

async function identityResults(ses: SesReads, expected: SesExpectations, domain: string): Promise<CheckResult[]> {
  const label = `SES identity ${domain} (${expected.region})`;
  let identity: GetEmailIdentityCommandOutput;
  try {
    identity = await ses.identity(domain);
  } catch (error) {
    if (expected.standIn) return [notApplicable(`${label} verified, DKIM`)];
    if ((error as Error).name !== 'NotFoundException') throw error;
    return [expected.deployed ? fail(`${label} does not exist`, `npx sst deploy --stage … creates it (Mail stack, MAIL_DOMAIN)`) : pending(`${label} does not exist yet: the first deploy creates it`)];
  }
  const dkim = identity.DkimAttributes?.Status ?? 'NOT_STARTED';
  const records = 'publish the three DKIM CNAME records of the SenderDkimRecords output in its DNS; SES verifies within hours';
  return [
    identity.VerifiedForSendingStatus ? pass(`${label} verified for sending`) : fail(`${label} not verified for sending`, records),
    dkim === 'SUCCESS' ? pass(`${label}: DKIM verified`) : fail(`${label}: DKIM ${dkim}`, records),
  ];
}

async function accountResults(ses: SesReads, expected: SesExpectations): Promise<CheckResult[]> {
  const label = `SES account (${expected.region})`;
  let account: GetAccountCommandOutput;
  try {
    account = await ses.account();
  } catch (error) {
    if (expected.standIn) return [notApplicable(`${label}: production access, sending quota`)];
    throw error;
  }
  const quota = account.SendQuota ?? {};
  const sent = quota.SentLast24Hours ?? 0;
  const max = quota.Max24HourSend ?? 0;
  return [
    account.ProductionAccessEnabled
      ? pass(`${label}: production access`)
      : fail(`${label} in the sandbox: mail goes only to verified addresses, 200 a day`, `request production access: SES console → Account dashboard → Request production access (${PRODUCTION_ACCESS})`),
    account.SendingEnabled === false
      ? fail(`${label}: sending is paused`, 'SES console → Account dashboard: the reason AWS paused sending, then resume it')
      : max > 0 && sent >= max
        ? fail(`${label}: quota used up (${sent} of ${max} in 24 h)`, 'wait for the 24-hour window, or request a higher sending quota (Service Quotas → Amazon SES)')
        : pass(`${label}: sending quota ${max} a day (${sent} sent in 24 h), ${quota.MaxSendRate ?? 0} a second`),
  ];
}

export function sesChecks(ses: SesReads, expected: SesExpectations): Check[] {
  const domain = (expected.mailDomain ?? mailboxAddress(expected.mailFrom).split('@')[1] ?? '').toLowerCase();
  const sender = senderResult(expected, mailboxAddress(expected.mailFrom).split('@')[1]?.toLowerCase() ?? '');
  return [
    ...(sender ? [{ label: 'MAIL_FROM', run: async () => sender }] : []),
    { label: `SES identity ${domain}`, run: () => identityResults(ses, expected, domain) },
    { label: 'SES account', run: () => accountResults(ses, expected) },
  ];
}
