import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore, sessionStore } from '../../../src/data/browser-storage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

/** What a browser does when the visitor blocks site data: the getters themselves throw. */
function blockStorage() {
  const denied = () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  };
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(denied);
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(denied);
}

describe('browser storage', () => {
  it('keeps, reads and removes values in each area', () => {
    expect(localStore.set('k', 'local')).toBeUndefined();
    expect(sessionStore.set('k', 'session')).toBeUndefined();
    expect([localStore.get('k'), sessionStore.get('k')]).toEqual(['local', 'session']);
    sessionStore.remove('k');
    expect([localStore.get('k'), sessionStore.get('k')]).toEqual(['local', null]);
  });

  it('with site data blocked, reads find nothing, removes do nothing, and a write returns the browser’s reason', () => {
    blockStorage();
    expect(localStore.get('k')).toBeNull();
    expect(() => sessionStore.remove('k')).not.toThrow();
    const failed = localStore.set('k', 'v');
    expect(failed).toBeInstanceOf(DOMException);
    expect(failed?.name).toBe('SecurityError');
  });

  it('with the quota used up, a write returns the QuotaExceededError', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(localStore.set('k', 'v')?.message).toBe('The quota has been exceeded.');
  });
});
