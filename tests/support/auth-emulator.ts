import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * The Firebase Authentication emulator of firebase-tools (a dev dependency; JavaScript, no Java, no download),
 * started alone: `firebase emulators:start --only auth` with a config the tests bring, since the generated
 * firebase.json has no `emulators` block. Its REST API signs a user in by e-mail link as a browser would, and
 * its ID tokens are what Firestore's rules see as `request.auth`.
 */

/** A demo project (`demo-` prefix), so firebase-tools never reaches a real one; the browser suites' builds have the same id (tests/e2e-firestore/settings.ts). */
export const AUTH_PROJECT = 'demo-catalogue';

/**
 * The fixed port, for builds that have the address baked in (VITE_FIREBASE_AUTH_EMULATOR_HOST). Beside the
 * browser suites' 8185 and 8187, clear of the repo's other ports (4173, 4174, 4183, 5173, 6006, 8085, 8086),
 * of firebase-tools' defaults (4000, 4400, 4500, 5000–5002, 8080, 8085, 9000, 9099, 9199, 9299, 9399, 9499)
 * and of the ephemeral range free ports come from. CATALOGUE_AUTH_EMULATOR_PORT moves it.
 */
export const DEFAULT_AUTH_EMULATOR_PORT = 8189;

export const AUTH_NOT_RUN =
  'Authentication emulator not run: firebase-tools is not installed (it is a dev dependency: run npm ci, or npm install)';

/** The port to use when none is given: CATALOGUE_AUTH_EMULATOR_PORT, else 8189. */
export function authEmulatorPort(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.CATALOGUE_AUTH_EMULATOR_PORT;
  if (given === undefined || given === '') return DEFAULT_AUTH_EMULATOR_PORT;
  const port = Number(given);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`CATALOGUE_AUTH_EMULATOR_PORT must be a port number, like ${DEFAULT_AUTH_EMULATOR_PORT} (got "${given}")`);
  }
  return port;
}

/** True when CATALOGUE_REQUIRE_AUTH_EMULATOR=1 (set by .ci/run): a missing emulator is then a failure, never a skip. */
export const authEmulatorRequired = (env: NodeJS.ProcessEnv = process.env): boolean => env.CATALOGUE_REQUIRE_AUTH_EMULATOR === '1';

/** firebase-tools' own CLI script (its package's `bin`), or undefined when the package is not installed. */
export function firebaseCli(): string | undefined {
  try {
    const manifest = createRequire(import.meta.url).resolve('firebase-tools/package.json');
    const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { firebase: string } };
    return join(dirname(manifest), bin.firebase);
  } catch {
    return undefined;
  }
}

export interface RunningAuthEmulator {
  /** e.g. http://127.0.0.1:8189 */
  url: string;
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST and VITE_FIREBASE_AUTH_EMULATOR_HOST take it. */
  host: string;
  project: string;
  stop(): Promise<void>;
}

// firebase-tools loads in a few seconds; a loaded machine needs more. Poll, and give up only after this long.
const READY_CEILING_MS = 90_000;
const STOP_CEILING_MS = 10_000;

async function portIsFree(port: number): Promise<boolean> {
  const server = createServer();
  const free = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (free) await new Promise((resolve) => server.close(resolve));
  return free;
}

/**
 * Starts the Authentication emulator on 127.0.0.1 (`port`, else authEmulatorPort()) for `project`, and
 * resolves once it answers `ready`. It runs in a temporary folder of its own (its config, hub locator and
 * logs), in its own process group, which stop() ends. Throws, naming what is missing, when firebase-tools
 * is not installed, the port is taken, or the emulator exits or stays silent.
 */
export async function startAuthEmulator({ port = authEmulatorPort(), project = AUTH_PROJECT } = {}): Promise<RunningAuthEmulator> {
  const cli = firebaseCli();
  if (!cli) throw new Error(AUTH_NOT_RUN);
  if (!(await portIsFree(port))) {
    throw new Error(
      `the Authentication emulator cannot start: port ${port} on 127.0.0.1 is taken (another emulator or test run?); ` +
        'set CATALOGUE_AUTH_EMULATOR_PORT to another port',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-auth-'));
  const config = join(dir, 'firebase.json');
  // The hub and logging ports move on their own when taken; the UI would be a download, and auth needs none.
  const emulators = {
    auth: { host: '127.0.0.1', port },
    hub: { host: '127.0.0.1' },
    logging: { host: '127.0.0.1' },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  writeFileSync(config, JSON.stringify({ emulators }, null, 2));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [cli, 'emulators:start', '--only', 'auth', '--project', project, '--config', config], {
    cwd: dir,
    // CI skips the CLI's network calls at start (its message of the day, which can also stop an old CLI, and
    // the update check); TMPDIR keeps its hub locator file apart from any other run's.
    env: { ...process.env, CI: '1', NO_UPDATE_NOTIFIER: '1', NO_COLOR: '1', TMPDIR: dir },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited: number | null | undefined;
  const gone = new Promise<void>((resolve) => {
    child.once('exit', (code) => ((exited = code), resolve()));
    child.once('error', (error) => ((log += `\n${error.message}`), (exited = null), resolve()));
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    if (exited === undefined) {
      // firebase-tools shuts its emulators down on SIGTERM; one that hangs is killed.
      signal('SIGTERM');
      const late = setTimeout(() => signal('SIGKILL'), STOP_CEILING_MS);
      await gone;
      clearTimeout(late);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_CEILING_MS;
  for (;;) {
    if (exited !== undefined) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`the Authentication emulator (firebase-tools) exited (code ${exited}) before it was ready:\n${log}`);
    }
    const ready = await fetch(url, { signal: AbortSignal.timeout(5000) }).then(
      async (r) => r.ok && ((await r.json()) as { authEmulator?: { ready?: boolean } }).authEmulator?.ready === true,
      () => false,
    );
    if (ready && exited === undefined) return { url, host: `127.0.0.1:${port}`, project, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the Authentication emulator did not answer on ${url} within ${READY_CEILING_MS / 1000} s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** What the emulator keeps for an e-mail it was asked to send (GET /emulator/v1/projects/<project>/oobCodes). */
interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** A signed-in user: the ID token is what a page sends Firestore (`Authorization: Bearer <idToken>`). */
export interface SignedIn {
  idToken: string;
  refreshToken: string;
  localId: string;
  email: string;
}

const OOB_CEILING_MS = 10_000;

/**
 * The emulator's REST API, as a page's Firebase Authentication SDK and a test use it. Works on any running
 * Authentication emulator (`url`: `http://host:port`), such as one a Playwright global setup started.
 */
export function authEmulatorClient({ url, project = AUTH_PROJECT }: { url: string; project?: string }) {
  // The emulator takes any API key; the SDK sends the page's.
  const identityToolkit = (method: string) => `${url}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`;
  const emulatorApi = `${url}/emulator/v1/projects/${project}`;
  const call = async <T>(target: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(target, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
    const body = await response.text();
    if (!response.ok)
      throw new Error(`the Authentication emulator answered ${response.status} to ${init.method ?? 'GET'} ${target}: ${body}`);
    return JSON.parse(body) as T;
  };
  const post = <T>(method: string, body: unknown) => call<T>(identityToolkit(method), { method: 'POST', body: JSON.stringify(body) });
  const oobCodes = async () => (await call<{ oobCodes?: OobCode[] }>(`${emulatorApi}/oobCodes`)).oobCodes ?? [];
  const signInWithLink = async (email: string, link: string): Promise<SignedIn> => {
    const oobCode = new URL(link).searchParams.get('oobCode');
    if (!oobCode) throw new Error(`not a sign-in link (no oobCode): ${link}`);
    return post<SignedIn>('signInWithEmailLink', { email, oobCode });
  };

  const client = {
    /** Asks for a sign-in link by e-mail (what the SDK's sendSignInLinkToEmail sends); the emulator keeps it instead of mailing it. */
    sendSignInLink: async (email: string, continueUrl = 'http://127.0.0.1/'): Promise<void> => {
      await post('sendOobCode', { requestType: 'EMAIL_SIGNIN', email, continueUrl, canHandleCodeInApp: true });
    },
    /**
     * The newest sign-in link sent to `email` and not used yet, polling until one arrives (a page sends it
     * after a click). Addresses compare as the emulator stores them: lowercased.
     */
    oobLink: async (email: string, { timeoutMs = OOB_CEILING_MS } = {}): Promise<string> => {
      const wanted = email.trim().toLowerCase();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const link = (await oobCodes()).findLast((c) => c.email === wanted && c.requestType === 'EMAIL_SIGNIN')?.oobLink;
        if (link) return link;
        if (Date.now() > deadline)
          throw new Error(`no sign-in link for ${wanted} reached the Authentication emulator within ${timeoutMs / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** Opens a sign-in link as `email` (the SDK's signInWithEmailLink): the user, created on first use, with a verified address. */
    signInWithLink,
    /** The whole e-mail link sign-in: send, read the link, open it. */
    signInByEmailLink: async (email: string): Promise<SignedIn> => {
      await client.sendSignInLink(email);
      return signInWithLink(email, await client.oobLink(email));
    },
    /** A new account with a password, whose address nobody proved (`email_verified: false`). */
    signUpWithPassword: (email: string, password: string): Promise<SignedIn> =>
      post<SignedIn>('signUp', { email, password, returnSecureToken: true }),
    /** Deletes every account of the project (links sent but not used stay until used). */
    clearAccounts: async (): Promise<void> => {
      await call(`${emulatorApi}/accounts`, { method: 'DELETE' });
    },
  };
  return client;
}

export type AuthEmulatorClient = ReturnType<typeof authEmulatorClient>;

/** The claims of an ID token (its middle part); the emulator's tokens are unsigned (`alg: none`). */
export function tokenParts(idToken: string): { header: Record<string, unknown>; claims: Record<string, unknown>; signature: string } {
  const [header = '', claims = '', signature = ''] = idToken.split('.');
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { header: decode(header), claims: decode(claims), signature };
}
