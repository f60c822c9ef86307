// Runs the local Firestore server by hand: npx tsx tests/support/firestore/cli.ts [--port 8085] [--grpc-port 8086]
import { parseArgs } from 'node:util';
import { startFirestoreServer } from './server';

const { values } = parseArgs({ options: { port: { type: 'string', default: '8085' }, 'grpc-port': { type: 'string' } } });
const port = Number(values.port);
// A fixed gRPC port next to the REST one, so FIRESTORE_EMULATOR_HOST can be written down once.
const grpcPort = values['grpc-port'] === undefined ? (port === 0 ? 0 : port + 1) : Number(values['grpc-port']);
if (!Number.isInteger(port) || !Number.isInteger(grpcPort)) throw new Error('--port and --grpc-port take numbers');

const server = await startFirestoreServer({ port, grpcPort });
console.log(`Firestore REST (web SDK):    ${server.host}:${server.port}  -> VITE_FIRESTORE_EMULATOR_HOST=${server.host}:${server.port}`);
console.log(`Firestore gRPC (admin SDK):  ${server.host}:${server.grpcPort}  -> FIRESTORE_EMULATOR_HOST=${server.host}:${server.grpcPort}`);
console.log('In memory only; Ctrl-C to stop.');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.stop().then(() => process.exit(0)));
}
