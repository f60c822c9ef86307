import { describe, expect, it, vi } from 'vitest';
import { shareLink, type ShareCapabilities } from '../../../../src/components/product/share-link';

const target = { title: 'Silk Saree', text: 'Silk Saree', url: 'https://shop.example/saree#saree-0001' };
const abort = () => Object.assign(new Error('Share canceled'), { name: 'AbortError' });
const clipboard = (fail = false) => ({ writeText: vi.fn(async () => (fail ? Promise.reject(new Error('denied')) : undefined)) });

describe('shareLink', () => {
  it('uses the Web Share API where the browser has it, and copies nothing', async () => {
    const browser = { share: vi.fn(async () => {}), clipboard: clipboard() } satisfies ShareCapabilities;
    expect(await shareLink(target, browser)).toBe('shared');
    expect(browser.share).toHaveBeenCalledWith(target);
    expect(browser.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('takes the visitor closing the share sheet (AbortError) as no error, and copies nothing', async () => {
    const browser = { share: vi.fn(() => Promise.reject(abort())), clipboard: clipboard() };
    expect(await shareLink(target, browser)).toBe('cancelled');
    expect(browser.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('copies the link when the share sheet fails for another reason', async () => {
    const browser = { share: vi.fn(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError'))), clipboard: clipboard() };
    expect(await shareLink(target, browser)).toBe('copied');
    expect(browser.clipboard.writeText).toHaveBeenCalledWith(target.url);
  });

  it('copies the link where there is no Web Share API', async () => {
    const browser = { clipboard: clipboard() };
    expect(await shareLink(target, browser)).toBe('copied');
    expect(browser.clipboard.writeText).toHaveBeenCalledWith(target.url);
  });

  it('says it failed when the clipboard refuses or is missing, so the link can be shown to copy by hand', async () => {
    expect(await shareLink(target, { clipboard: clipboard(true) })).toBe('failed');
    expect(await shareLink(target, {})).toBe('failed');
  });

  it('reads a DOMException AbortError as cancelled too', async () => {
    const browser = { share: () => Promise.reject(new DOMException('canceled', 'AbortError')), clipboard: clipboard() };
    expect(await shareLink(target, browser)).toBe('cancelled');
  });
});
