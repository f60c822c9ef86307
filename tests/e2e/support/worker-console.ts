import type { BrowserContext, Worker } from '@playwright/test';

declare const self: { violations?: string[] } & EventTarget;

/** What a context's service workers complain about: console errors and warnings, and CSP violations. */
export interface WorkerComplaints {
  /** Starts counting the CSP violations of the worker that runs now (call once it controls the page). */
  watchViolations(): Promise<void>;
  /** Everything said so far, violations included. */
  read(): Promise<string[]>;
}

/**
 * A fetch the worker's own CSP refuses is said in the worker, never in the page's console: the worker's
 * console messages, and its `securitypolicyviolation` events (Chromium does not pass those to the
 * console Playwright reads). Call before the first page loads.
 */
export function workerComplaints(context: BrowserContext): WorkerComplaints {
  const messages: string[] = [];
  const listen = (worker: Worker) =>
    worker.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
    });
  context.serviceWorkers().forEach(listen);
  context.on('serviceworker', listen);
  const workers = () => context.serviceWorkers();
  return {
    watchViolations: async () => {
      await Promise.all(
        workers().map((worker) =>
          worker.evaluate(() => {
            self.violations ??= [];
            self.addEventListener('securitypolicyviolation', (event) => {
              const violation = event as SecurityPolicyViolationEvent;
              self.violations?.push(`CSP ${violation.effectiveDirective} refused ${violation.blockedURI}`);
            });
          }),
        ),
      );
    },
    read: async () => {
      const violations = await Promise.all(workers().map((worker) => worker.evaluate(() => self.violations ?? [])));
      return [...messages, ...violations.flat()];
    },
  };
}
