import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** One problem vnu reports, reduced to what the report prints. */
export interface HtmlError {
  file: string;
  line: number;
  column: number;
  message: string;
  extract: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
}

// vnu-jar's main export is the jar's absolute path (a String object).
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/**
 * Checks all files in one JVM: vnu takes seconds to start, milliseconds per file.
 * "error" (fatal is its subType) and "non-document-error" (a file vnu could not read)
 * count; "info" is a warning, which --errors-only drops anyway.
 */
export async function validate(files: string[]): Promise<HtmlError[]> {
  if (files.length === 0) return [];
  const output = await runJava(['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files]);
  const { messages } = parse(output);
  return messages
    .filter((m) => m.type !== 'info')
    .map((m) => ({
      file: m.url ? fileURLToPath(m.url) : '(vnu)',
      line: m.firstLine ?? m.lastLine ?? 0,
      column: m.firstColumn ?? 0,
      message: m.subType === 'fatal' ? `fatal: ${m.message}` : m.message,
      extract: m.extract ?? '',
    }));
}

/** vnu prints its JSON on stderr and exits 1 when it found errors; only a missing JSON is a failure. */
function runJava(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('java', args, { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error && 'code' in error && error.code === 'ENOENT') {
        reject(new Error('java not found; vnu.jar needs it: sudo apt-get install default-jre-headless'));
        return;
      }
      resolve(stderr);
    });
  });
}

function parse(output: string): { messages: VnuMessage[] } {
  try {
    return JSON.parse(output) as { messages: VnuMessage[] };
  } catch {
    throw new Error(`vnu printed no JSON report:\n${output}`);
  }
}
