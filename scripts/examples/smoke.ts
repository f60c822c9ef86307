/**
 * `npm run test:shops [-- CONFIG...]`: what must hold for ANY shop, run on every live one: the shipped
 * catalogue.config.yaml (the owner's to edit) and each examples/<shop>/catalogue.config.yaml, or only
 * the files named. Per shop: check-config; a build on its demo data with the browser smoke test over
 * all its routes (test:smoke); then check-html over that build (for the same CATALOGUE_CONFIG it
 * looks where the build wrote). No shop's contents are assumed here: the specification's facts are
 * proven on its frozen copy (test:e2e). Stops at the first shop that fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SHIPPED_CONFIG } from '../catalogue/catalogue-file.ts';

const EXAMPLES = 'examples';
const STEPS = ['check-config', 'test:smoke', 'check-html'];

const named = process.argv.slice(2);
const shops = named.length > 0 ? named : [SHIPPED_CONFIG, ...examples()];
const timings: string[] = [];

for (const config of shops) {
  if (!existsSync(config)) fail(`${config}: no such file`);
  console.log(`\n== ${config}`);
  const env = { ...process.env, CATALOGUE_CONFIG: config };
  for (const script of STEPS) {
    const started = performance.now();
    const run = spawnSync('npm', ['run', '--silent', script], { env, stdio: 'inherit' });
    timings.push(`${config}: ${script} ${((performance.now() - started) / 1000).toFixed(0)} s`);
    if (run.status !== 0) fail(`${config}: npm run ${script} failed`, run.status ?? 1);
  }
}
console.log(`\n${timings.join('\n')}\n${shops.length} shop(s) passed.`);

function examples(): string[] {
  const found = readdirSync(EXAMPLES, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(EXAMPLES, d.name, 'catalogue.config.yaml')))
    .map((d) => join(EXAMPLES, d.name, 'catalogue.config.yaml'));
  if (found.length === 0) throw new Error(`no ${EXAMPLES}/<shop>/catalogue.config.yaml found`);
  return found;
}

function fail(message: string, code = 1): never {
  console.error(`\n${timings.join('\n')}\n${message}`);
  process.exit(code);
}
