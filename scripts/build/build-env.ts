import { loadEnv } from 'vite';

/** The VITE_* variables a build sees: .env files, then the process environment over them (as Vite does). */
export function buildEnv(mode = 'production'): Record<string, string> {
  const fromProcess = Object.entries(process.env).filter((e): e is [string, string] => e[0].startsWith('VITE_') && e[1] !== undefined);
  return { ...loadEnv(mode, process.cwd(), 'VITE_'), ...Object.fromEntries(fromProcess) };
}
