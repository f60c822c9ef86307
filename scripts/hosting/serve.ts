/**
 * `npm run serve [-- --dir dist (default: the build of CATALOGUE_CONFIG's shop)] [--port 4173] [--host 127.0.0.1] [--config FILE]`:
 * serves a build as Firebase Hosting would (see server.ts), prints its origin and
 * runs until killed. A taken port is an error, not a silent switch to another.
 * The config defaults to the one the build wrote: DIR/firebase.json after `build --outDir DIR`,
 * else the shop's firebase.json (its headers are the build's own, see scripts/hosting/hosting-json.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { serveHosting } from './server.ts';
import { catalogueFile, generatedPath } from '../catalogue/catalogue-file.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    config: { type: 'string' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, got "${values.port}"`);

// Another shop's build sits beside its config (CATALOGUE_CONFIG); the shipped one where firebase.json says.
const shop = catalogueFile();
const dir = values.dir ?? (shop.shipped ? undefined : generatedPath(shop, 'dist'));
const ownConfig = values.dir === undefined ? undefined : join(values.dir, 'firebase.json');
const firebaseJson = values.config ?? (ownConfig && existsSync(ownConfig) ? ownConfig : generatedPath(shop, 'firebase.json'));
const server = await serveHosting({ dir, port, host: values.host, firebaseJson }).catch((error: unknown) => {
  console.error(`serve: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
console.log(server.origin);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().finally(() => process.exit(0)));
}
