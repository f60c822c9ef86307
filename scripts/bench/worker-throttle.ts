import type { Browser } from 'playwright-core';
import { SLOW_4G } from './throttled-page.ts';

interface Reply {
  id?: number;
  error?: { message: string };
}

/**
 * Puts the running service workers of `origin` on SLOW_4G. A page's throttling never reaches its worker:
 * the worker is a target of its own, whose fetches (a stale-while-revalidate refresh, a cache miss)
 * would otherwise come at loopback speed. Playwright already holds the worker's flat session, so this
 * attaches a second, unflattened one through the browser target. Returns how to let go.
 */
export async function throttleWorkers(browser: Browser, origin: string): Promise<() => Promise<void>> {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const workers = targetInfos.filter((t) => t.type === 'service_worker' && t.url.startsWith(`${origin}/`));
  if (workers.length === 0) {
    await cdp.detach();
    throw new Error(`no running service worker of ${origin} to throttle`);
  }
  const replies = new Map<number, (reply: Reply) => void>();
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const reply = JSON.parse(message) as Reply;
    if (reply.id !== undefined) replies.get(reply.id)?.(reply);
  });
  const sessions: string[] = [];
  try {
    for (const [i, worker] of workers.entries()) {
      const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
      sessions.push(sessionId);
      const id = i + 1;
      const answered = new Promise<Reply>((resolve) => replies.set(id, resolve));
      const message = JSON.stringify({ id, method: 'Network.emulateNetworkConditions', params: SLOW_4G });
      await cdp.send('Target.sendMessageToTarget', { sessionId, message });
      let timer: NodeJS.Timeout | undefined;
      const silence = new Promise<Reply>(
        (resolve) => (timer = setTimeout(() => resolve({ error: { message: 'no answer in 5 s' } }), 5000)),
      );
      const reply = await Promise.race([answered, silence]).finally(() => clearTimeout(timer));
      if (reply.error) throw new Error(`could not throttle the service worker ${worker.url}: ${reply.error.message}`);
    }
  } catch (error) {
    await cdp.detach().catch(() => undefined);
    throw error;
  }
  return async () => {
    for (const sessionId of sessions) await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  };
}
