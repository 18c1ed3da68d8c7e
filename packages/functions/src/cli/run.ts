/** Runs a command: missing or malformed settings are told as such (exit code 2), never as a stack trace. */
import { SettingsError } from '@pv/shared/settings';

export async function runCommand(command: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await command();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
  }
}
