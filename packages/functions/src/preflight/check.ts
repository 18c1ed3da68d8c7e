/**
 * The preflight's checks and their runner: each check answers with one line or several, ✓ or ✗ with
 * the fix; `–` for what the deploy has not created yet (not a failure before the first deploy).
 */
export interface CheckResult {
  ok: boolean;
  label: string;
  /** what to do about a ✗ */
  fix?: string;
  /** a resource the deploy creates, not there yet: neither ✓ nor ✗ */
  pending?: boolean;
}

export interface Check {
  /** what it checks, for a ✗ when it fails unexpectedly */
  label: string;
  run(): Promise<CheckResult | CheckResult[]>;
}

export const pass = (label: string): CheckResult => ({ ok: true, label });
export const fail = (label: string, fix: string): CheckResult => ({ ok: false, label, fix });
export const pending = (label: string): CheckResult => ({ ok: true, pending: true, label });
/** a stand-in that cannot answer the call: only where the settings name a local stand-in */
export const notApplicable = (label: string): CheckResult => pass(`${label} (local stand-in: not applicable)`);

export function formatResult(result: CheckResult): string {
  if (result.pending) return `– ${result.label}`;
  return result.ok ? `✓ ${result.label}` : `✗ ${result.label} → fix: ${result.fix}`;
}

/** The message of an error, as the services give it (the AWS SDK's `name`, Algolia's `status`). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status = (error as { status?: number; $metadata?: { httpStatusCode?: number } }).status ?? (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}${status ? ` (HTTP ${status})` : ''}`;
}

/** Runs the checks one after the other and prints a line per result; true when none failed. */
export async function runChecks(checks: readonly Check[], print: (line: string) => void): Promise<boolean> {
  let ok = true;
  for (const check of checks) {
    const results = await check.run().catch((error: unknown) => fail(`${check.label}: ${describeError(error)}`, 'the address and credentials in the settings above'));
    for (const result of [results].flat()) {
      ok &&= result.ok;
      print(formatResult(result));
    }
  }
  return ok;
}
