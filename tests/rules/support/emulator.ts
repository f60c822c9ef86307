import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** Where Debian's google-cloud-cli-firestore-emulator package puts the launcher. */
export const DEFAULT_EMULATOR_BIN = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

/** The launcher to run: FIRESTORE_EMULATOR_BIN, else the package's. */
export const emulatorBin = (): string => process.env.FIRESTORE_EMULATOR_BIN || DEFAULT_EMULATOR_BIN;

export const NOT_RUN =
  'rules suite not run: install the Cloud Firestore emulator (Debian: apt-get install google-cloud-cli-firestore-emulator, ' +
  'elsewhere: gcloud components install cloud-firestore-emulator, then point FIRESTORE_EMULATOR_BIN at its cloud_firestore_emulator; it needs Java 11+)';

export interface RunningEmulator {
  /** e.g. http://127.0.0.1:43123 */
  url: string;
  stop(): Promise<void>;
}

// Java starts slowly on a loaded machine: poll for readiness, give up only after this long.
const READY_CEILING_MS = 180_000;

/** A free loopback port, for a server whose address nothing has baked in. */
export async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts Google's Cloud Firestore emulator with the given rules file, on a free loopback port unless one is
 * given (a build that has the address baked in needs a fixed one). It answers REST and gRPC on that port.
 */
export async function startEmulator(rulesFile: string, fixedPort?: number): Promise<RunningEmulator> {
  const bin = emulatorBin();
  if (!existsSync(bin)) throw new Error(`no Cloud Firestore emulator at ${bin}`);
  const port = fixedPort ?? (await freeLoopbackPort());
  const url = `http://127.0.0.1:${port}`;
  // Its own process group: the launcher is a shell script that runs java as a child, and both must end.
  const child = spawn(bin, ['start', '--host=127.0.0.1', `--port=${port}`, `--rules=${rulesFile}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited: number | null | undefined;
  const gone = new Promise<void>((resolve) => child.once('exit', (code) => ((exited = code), resolve())));
  const stop = async () => {
    if (exited !== undefined) return;
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      return; // already gone
    }
    await gone;
  };

  const deadline = Date.now() + READY_CEILING_MS;
  for (;;) {
    if (exited !== undefined) throw new Error(`the Cloud Firestore emulator exited (code ${exited}) before it was ready:\n${log}`);
    const ready = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the Cloud Firestore emulator did not answer on ${url} within ${READY_CEILING_MS / 1000} s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
