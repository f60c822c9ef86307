import { describe, expect, it, vi } from 'vitest';
import { localStore } from '../../../../src/data/browser-storage';
import { emailLinkFlow, SIGN_IN_EMAIL_KEY, withoutSignInParams } from '../../../../src/data/owner/email-link';

const LINK = 'https://shop.example/owner?apiKey=k&oobCode=code&mode=signIn&lang=en';

function calls() {
  return {
    send: vi.fn(() => Promise.resolve()),
    isLink: vi.fn((url: string) => url.includes('oobCode=')),
    signIn: vi.fn(() => Promise.resolve()),
  };
}

describe("Firebase's e-mail link flow", () => {
  it('sends the link to the address as the rules compare it, and keeps it in this browser', async () => {
    const sdk = calls();
    await emailLinkFlow(sdk, localStore).sendSignInLink('  Owner@Shop.Example ', 'https://shop.example/owner');
    expect(sdk.send).toHaveBeenCalledWith('owner@shop.example', 'https://shop.example/owner');
    expect(localStorage.getItem(SIGN_IN_EMAIL_KEY)).toBe('owner@shop.example');
  });

  it('opened in the browser that asked for it, signs in with the kept address and forgets it', async () => {
    const sdk = calls();
    const flow = emailLinkFlow(sdk, localStore);
    await flow.sendSignInLink('owner@shop.example', 'https://shop.example/owner');
    expect(await flow.completeSignInLink(LINK)).toBe('signed-in');
    expect(sdk.signIn).toHaveBeenCalledWith('owner@shop.example', LINK);
    expect(localStorage.getItem(SIGN_IN_EMAIL_KEY)).toBeNull();
  });

  it('opened in another browser or app, asks for the address again, then signs in with what was typed', async () => {
    const sdk = calls();
    const flow = emailLinkFlow(sdk, localStore);
    expect(await flow.completeSignInLink(LINK)).toBe('needs-email');
    expect(sdk.signIn).not.toHaveBeenCalled();
    expect(await flow.completeSignInLink(LINK, ' Owner@Shop.Example')).toBe('signed-in');
    expect(sdk.signIn).toHaveBeenCalledWith('owner@shop.example', LINK);
  });

  it('does nothing without a link in the address', async () => {
    const sdk = calls();
    expect(await emailLinkFlow(sdk, localStore).completeSignInLink('https://shop.example/owner')).toBe('no-link');
    expect(sdk.signIn).not.toHaveBeenCalled();
  });

  it('keeps the address when signing in fails (an expired link), so a new link needs no typing', async () => {
    const sdk = { ...calls(), signIn: vi.fn(() => Promise.reject(new Error('auth/expired-action-code'))) };
    const flow = emailLinkFlow(sdk, localStore);
    await flow.sendSignInLink('owner@shop.example', 'https://shop.example/owner');
    await expect(flow.completeSignInLink(LINK)).rejects.toThrow('auth/expired-action-code');
    expect(localStorage.getItem(SIGN_IN_EMAIL_KEY)).toBe('owner@shop.example');
  });

  it("takes the link's parameters out of the address, keeping the page's own", () => {
    expect(withoutSignInParams(`${LINK}&tab=new#top`)).toBe('https://shop.example/owner?tab=new#top');
    expect(withoutSignInParams('https://shop.example/owner')).toBe('https://shop.example/owner');
  });
});
