type Output = { write(text: string): unknown; isTTY?: boolean };

const WIDTH = 30;

/** A progress bar on stderr (stdout stays clean for piping); one line per step when not a terminal, e.g. in CI logs. */
export function progressBar(label: string, out: Output = process.stderr): (done: number, total: number) => void {
  return (done, total) => {
    const filled = total === 0 ? WIDTH : Math.round((WIDTH * done) / total);
    const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${done}/${total}`;
    if (out.isTTY) out.write(`\r${line}${done >= total ? '\n' : ''}`);
    else out.write(`${line}\n`);
  };
}
