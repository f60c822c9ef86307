import { describe, expect, it } from 'vitest';
import { openOwner } from '../../../../src/data/owner/open-owner';

const TARGET = { collection: 'Online-Enqueries', dailyLimit: 200, utcOffsetMinutes: 330 };

describe("the owner's seam from the build's settings", () => {
  it('is the demo (its own sign-in, this browser’s enquiries) without Firebase settings', async () => {
    const { auth, inbox, photos } = await openOwner({}, TARGET, 15_000);
    expect(auth.mode).toBe('demo');
    // Demo photos (kept in this browser) are not built yet.
    expect(photos).toBeNull();
    expect(await inbox.page('all')).toEqual({ enquiries: [], next: null });
  });

  it('refuses half-given settings by name rather than falling back to the demo', async () => {
    await expect(openOwner({ VITE_FIREBASE_PROJECT_ID: 'shop-1' }, TARGET, 15_000)).rejects.toThrow('Firebase settings are incomplete');
  });
});
