/**
 * S3's check of a browser-based upload (POST Object with a SigV4-signed policy), which s3rver skips
 * (its postObject leaves `policy` "unimplemented"): the signature of the base64 policy, its expiration,
 * and every condition, each refusal with S3's status, code and message. Sources:
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html (conditions, matching),
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-authentication-HTTPPOST.html (the signature),
 * https://docs.aws.amazon.com/AmazonS3/latest/API/ErrorResponses.html (codes, statuses).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface S3Refusal {
  status: number;
  code: string;
  message: string;
  /** further elements of the error document (`ProposedSize`, `MaxSizeAllowed`, …) */
  details?: Record<string, string | number>;
}

export interface UploadForm {
  /** the fields before the file, by lower-case name */
  fields: Map<string, string>;
  fileSize: number;
  /** the bucket of the request's address */
  bucket: string;
}

/** secret access keys by access key id: the stand-in's own (s3rver's default account) */
export type Keys = Record<string, string>;

const denied = (message: string): S3Refusal => ({ status: 403, code: 'AccessDenied', message });
const conditionFailed = (operator: string, name: string, value: unknown) =>
  denied(`Invalid according to Policy: Policy Condition failed: [${[operator, name, value].map((part) => JSON.stringify(part)).join(', ')}]`);

/** fields S3 does not ask a condition for */
const UNCONDITIONED = (name: string) => name === 'policy' || name === 'x-amz-signature' || name === 'file' || name.startsWith('x-ignore-');

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** SigV4's signing key: the date, region and service chained through HMACs of the secret */
export function signingKey(secret: string, date: string, region: string, service = 's3'): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

/** A browser upload's policy signature: the hex HMAC of the base64 policy with the signing key. */
export const policySignature = (policy: string, secret: string, date: string, region: string) => createHmac('sha256', signingKey(secret, date, region)).update(policy, 'utf8').digest('hex');

interface Policy {
  expiration?: unknown;
  conditions?: unknown;
}

function readPolicy(encoded: string): Policy | null {
  try {
    const policy = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as unknown;
    return policy && typeof policy === 'object' && !Array.isArray(policy) ? (policy as Policy) : null;
  } catch {
    return null;
  }
}

/** `null` when S3 would store the upload, else its refusal. */
export function checkUpload({ fields, fileSize, bucket }: UploadForm, keys: Keys, now: Date): S3Refusal | null {
  const encoded = fields.get('policy');
  // without a policy only a bucket that anyone may write to takes the upload (the stand-in's are private)
  if (!encoded) return denied('Access Denied');
  const algorithm = fields.get('x-amz-algorithm');
  const credential = fields.get('x-amz-credential');
  const signature = fields.get('x-amz-signature');
  if (algorithm !== 'AWS4-HMAC-SHA256' || !credential || !signature || !fields.get('x-amz-date')) {
    const missing = ['x-amz-algorithm', 'x-amz-credential', 'x-amz-date', 'x-amz-signature'].find((name) => !fields.get(name)) ?? 'x-amz-algorithm';
    return { status: 400, code: 'InvalidArgument', message: `Bucket POST must contain a field named '${missing.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())}'.  If it is specified, please check the order of the fields.` };
  }
  const [accessKey = '', date = '', region = '', service, terminator] = credential.split('/');
  const secret = keys[accessKey];
  if (secret === undefined) return { status: 403, code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.', details: { AWSAccessKeyId: accessKey } };
  const expected = Buffer.from(service === 's3' && terminator === 'aws4_request' ? policySignature(encoded, secret, date, region) : '');
  const given = Buffer.from(signature.toLowerCase());
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.' };
  }
  const policy = readPolicy(encoded);
  if (!policy || typeof policy.expiration !== 'string' || !Array.isArray(policy.conditions)) {
    return { status: 400, code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid JSON.' };
  }
  const expires = Date.parse(policy.expiration);
  if (Number.isNaN(expires)) return { status: 400, code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid \'expiration\' value: \'' + policy.expiration + '\'' };
  if (expires <= now.getTime()) return denied('Invalid according to Policy: Policy expired.');

  /** a field's value: the bucket is the address's, other names compare without case */
  const valueOf = (name: string) => (name.toLowerCase() === 'bucket' ? bucket : fields.get(name.toLowerCase()));
  const conditioned = new Set<string>();
  for (const condition of policy.conditions as unknown[]) {
    if (Array.isArray(condition)) {
      const [operator, subject, value] = condition as [unknown, unknown, unknown];
      const op = String(operator).toLowerCase();
      if (op === 'content-length-range') {
        const [min, max] = [Number(subject), Number(value)];
        if (fileSize > max) return { status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size', details: { ProposedSize: fileSize, MaxSizeAllowed: max } };
        if (fileSize < min) return { status: 400, code: 'EntityTooSmall', message: 'Your proposed upload is smaller than the minimum allowed size', details: { ProposedSize: fileSize, MinSizeAllowed: min } };
        continue;
      }
      if ((op !== 'eq' && op !== 'starts-with') || typeof subject !== 'string' || !subject.startsWith('$') || typeof value !== 'string') return conditionFailed(String(operator), String(subject), value);
      const name = subject.slice(1);
      conditioned.add(name.toLowerCase());
      const actual = valueOf(name);
      const holds =
        actual !== undefined &&
        (op === 'eq'
          ? actual === value
          : // a Content-Type may list several types, each of which must start so
            (name.toLowerCase() === 'content-type' ? actual.split(',').map((type) => type.trim()) : [actual]).every((part) => part.startsWith(value)));
      if (!holds) return conditionFailed(String(operator), subject, value);
    } else if (condition && typeof condition === 'object') {
      for (const [name, value] of Object.entries(condition)) {
        conditioned.add(name.toLowerCase());
        if (valueOf(name) !== value) return conditionFailed('eq', `$${name}`, value);
      }
    } else {
      return { status: 400, code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid JSON.' };
    }
  }
  const extra = [...fields.keys()].filter((name) => !UNCONDITIONED(name) && !conditioned.has(name));
  if (extra.length) return denied(`Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);
  return null;
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** S3's error document */
export function errorXml({ code, message, details = {} }: S3Refusal, requestId: string): string {
  const extra = Object.entries(details)
    .map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message>${extra}<RequestId>${requestId}</RequestId><HostId>${Buffer.from(requestId).toString('base64')}</HostId></Error>`;
}
