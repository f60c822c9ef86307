// npm run firestore:local [-- --port 8085]: an in-memory Firestore on loopback, seeded with the demo catalogue.
import { parseArgs } from 'node:util';
import { printable } from '../../src/domain/printable.ts';
import { extraLanguageKeys } from '../../src/domain/shop-languages.ts';
import { openCatalogue } from '../catalogue/open-catalogue.ts';
import { LOCAL_PROJECT_ID } from './admin-connection.ts';
import { demoCatalogue } from './demo-catalogue.ts';
import { progressBar } from './progress.ts';
import { runCli } from './run-cli.ts';
import { startSeededFirestore } from './seeded-server.ts';

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { port: { type: 'string', default: '8085' } } });
  const port = Number(values.port);
  const { catalogue, demoDir } = openCatalogue();
  const demo = demoCatalogue(catalogue, demoDir, extraLanguageKeys(catalogue));
  if (demo.problems.length > 0) {
    for (const problem of demo.problems) console.error(printable(problem));
    return 1;
  }
  // gRPC (firebase-admin) on the next port, so both addresses follow from one number.
  const { server, rest, grpc, written } = await startSeededFirestore(demo.uploads, { port, grpcPort: port + 1 }, progressBar('seeding'));

  console.log(`Local Firestore (in memory) with ${written} demo products, project ${LOCAL_PROJECT_ID}.
  web SDK (REST):  ${rest}
  owner scripts:   ${grpc}

Run the site against it, in another terminal:
  VITE_FIREBASE_PROJECT_ID=${LOCAL_PROJECT_ID} VITE_FIRESTORE_EMULATOR_HOST=${rest} npm run dev
Read the enquiries it receives:
  npm run enquiries -- list --emulator ${grpc}

Ctrl-C stops it; everything is forgotten.`);
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
  });
  await server.stop();
  return 0;
}

runCli(main);
