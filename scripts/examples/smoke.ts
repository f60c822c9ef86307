/**
 * `npm run test:examples`: for every examples/<shop>/catalogue.config.yaml,
 * check the config, then build it on its demo data and run the browser smoke
 * test over all its routes (`npm run test:smoke` with CATALOGUE_CONFIG set).
 * Stops at the first shop that fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const EXAMPLES = 'examples';
const shops = readdirSync(EXAMPLES, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(EXAMPLES, d.name, 'catalogue.config.yaml')))
  .map((d) => join(EXAMPLES, d.name, 'catalogue.config.yaml'));
if (shops.length === 0) throw new Error(`no ${EXAMPLES}/<shop>/catalogue.config.yaml found`);

for (const config of shops) {
  console.log(`\n== ${config}`);
  const env = { ...process.env, CATALOGUE_CONFIG: config };
  for (const script of ['check-config', 'test:smoke']) {
    const run = spawnSync('npm', ['run', '--silent', script], { env, stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(`${config}: npm run ${script} failed`);
      process.exit(run.status ?? 1);
    }
  }
}
console.log(`\n${shops.length} example shop(s) passed.`);
