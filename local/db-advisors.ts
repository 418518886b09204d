// `npm run db:advisors`: Supabase's security and performance advisors against the running local
// database (start it with `npm start`). Fails on any finding at level WARN or above.
import { databaseUrl, ports } from './config.ts';
import { runSupabaseCli } from './database.ts';

const report = JSON.parse(
  await runSupabaseCli([
    'db',
    'advisors',
    `--remote=${databaseUrl(ports.db)}`,
    '--level',
    'warn',
    '--output-format',
    'json',
  ]),
) as { results: Array<{ name: string; level: string; detail: string }> };

if (report.results.length === 0) {
  console.log('Supabase advisors: no issues at level WARN or above.');
} else {
  for (const finding of report.results) console.error(`${finding.level} ${finding.name}: ${finding.detail}`);
  process.exit(1);
}
