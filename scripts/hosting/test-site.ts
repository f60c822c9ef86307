import { request } from 'node:http';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const SECRET = 'outside the public dir';
export const SCRIPT = `export const words = ${JSON.stringify('lorem ipsum '.repeat(200))};\n`;

/**
 * A tiny pre-rendered build in a temp folder, shaped like dist/ will be, with
 * a firebase.json beside it and a file outside public/ that must never be served.
 */
export async function makeSite(hosting: Record<string, unknown>, files: Record<string, string | Buffer> = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'hosting-test-'));
  const all: Record<string, string | Buffer> = {
    'firebase.json': JSON.stringify({ hosting: { public: 'public', ...hosting } }),
    'secret.txt': SECRET,
    'public/index.html': '<h1>home</h1>',
    'public/saree.html': '<h1>saree</h1>',
    'public/Churidar.html': '<h1>churidar</h1>',
    'public/docs/index.html': '<h1>docs</h1>',
    'public/404.html': '<h1>not here</h1>',
    'public/assets/app-1a2b.js': SCRIPT,
    'public/assets/app-1a2b.css': 'h1{color:red}',
    'public/clip.mp4': Buffer.from('0123456789'),
    ...files,
  };
  for (const [path, body] of Object.entries(all)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), body);
  }
  return dir;
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw GET: the path goes out exactly as written (no client-side `..` clean-up) and nothing is decompressed. */
export function get(origin: string, path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/`, { path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
