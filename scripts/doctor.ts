/**
 * `npm run doctor -- --url https://<ref>.supabase.co --key <clave secreta> [--token <token>]
 * [--site https://<sitio>]`: checks a hosted Supabase project against what this repository needs
 * (migrations, scheduled jobs and their secrets, the receipts' bucket, each function, Auth) and
 * says in Spanish what is missing and how to fix it. Exit code 0 when every required check
 * passes, 1 otherwise (2 for a wrong command line). The key and the token are never printed.
 */
import path from 'node:path';
import { parseDoctorArgs, USAGE, type DoctorOptions } from './lib/doctor/options.ts';
import { exitCode, formatReport, redact } from './lib/doctor/report.ts';
import { readRepository, runDoctor } from './lib/doctor/run-doctor.ts';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}

let options: DoctorOptions;
try {
  options = parseDoctorArgs(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}

const secrets = [options.key, options.token ?? ''];
const groups = await runDoctor(options, readRepository(path.resolve(import.meta.dirname, '..')));
process.stdout.write(redact(formatReport(options.url, groups), secrets));
process.exitCode = exitCode(groups);
