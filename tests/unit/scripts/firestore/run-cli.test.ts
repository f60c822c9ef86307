// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../../../../src/config/errors';
import { UsageError } from '../../../../scripts/firestore/admin-connection';
import { failureText, runCli } from '../../../../scripts/firestore/run-cli';

const ESC = '\u001b';

describe("an owner script's failure message", () => {
  const exitCode = process.exitCode;
  afterEach(() => {
    process.exitCode = exitCode;
    vi.restoreAllMocks();
  });

  it('reaches the terminal without the escape sequences and bells a message may quote from the data', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    runCli(() => Promise.reject(new UsageError(`No enquiry with id "a${ESC}[2J${ESC}]0;owned\u0007\u202eb" in Online-Enqueries.`)));
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(error.mock.calls[0]).toEqual(['No enquiry with id "a [2J ]0;owned b" in Online-Enqueries.']);
    expect(process.exitCode).toBe(1);
  });

  it('cleans a Firestore error (it has a code) the same way', () => {
    const firestore = Object.assign(new Error(`5 NOT_FOUND: no entity ${ESC}[31mred`), { code: 5 });
    expect(failureText(firestore)).toBe('5 NOT_FOUND: no entity  [31mred');
  });

  it("keeps a config error's lines and their indentation, each line cleaned", () => {
    const config = new ConfigError('shop.yaml', [
      { code: 'yaml-syntax', path: ['site', 'title'], message: `bad ${ESC}[1mvalue`, line: 3, col: 2 },
    ]);
    expect(failureText(config)).toBe('shop.yaml: 1 problem\n  site.title (line 3, col 2): bad  [1mvalue');
  });

  it('shows anything else whole (a fault: its stack), still without control characters', () => {
    const text = failureText(new TypeError(`cannot read ${ESC}[2J`));
    expect(text).toMatch(/^TypeError: cannot read {2}\[2J\n {4}at /);
    expect(text).not.toContain(ESC);
  });
});
