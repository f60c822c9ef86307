import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignIn, type SignInProps } from '../../../../src/components/owner/SignIn';
import { NotOwner } from '../../../../src/components/owner/NotOwner';
import { SignedInBar } from '../../../../src/components/owner/SignedInBar';
import { ownerTexts as texts } from '../../../../stories/support/owner-inbox';

const t = texts.signIn;

function setup(props: Partial<SignInProps> = {}) {
  const handlers = { onSendLink: vi.fn(), onConfirm: vi.fn(), onGoogle: vi.fn(), onDemo: vi.fn(), onRestart: vi.fn() };
  render(<SignIn texts={texts} shop="Demo Saree House" mode="firebase" step="idle" {...handlers} {...props} />);
  return { user: userEvent.setup(), ...handlers };
}

describe('the sign-in panel', () => {
  it('sends an e-mail link to the typed address, or goes to Google', async () => {
    const { user, onSendLink, onGoogle } = setup();
    expect(screen.getByRole('heading', { name: t.heading })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.sendLink }));
    expect(screen.getByRole('alert')).toHaveTextContent(t.emailMissing);
    expect(onSendLink).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(t.emailLabel), 'owner@shop.example');
    await user.click(screen.getByRole('button', { name: t.sendLink }));
    expect(onSendLink).toHaveBeenCalledWith('owner@shop.example');
    await user.click(screen.getByRole('button', { name: t.google }));
    expect(onGoogle).toHaveBeenCalled();
  });

  it('while sending, the button says so and is disabled', () => {
    setup({ step: 'sending' });
    expect(screen.getByRole('button', { name: t.sending })).toBeDisabled();
  });

  it('once sent, says to check the e-mail, and offers another address', async () => {
    const { user, onRestart } = setup({ step: 'sent', sentTo: 'owner@shop.example' });
    expect(screen.getByRole('status')).toHaveTextContent('a sign-in link is on its way to owner@shop.example');
    await user.click(screen.getByRole('button', { name: t.otherAddress }));
    expect(onRestart).toHaveBeenCalled();
  });

  it('asks for the address again for a link opened elsewhere', async () => {
    const { user, onConfirm } = setup({ step: 'confirm' });
    expect(screen.getByText(t.confirmIntro)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.google })).toBeNull();
    await user.type(screen.getByLabelText(t.emailLabel), 'owner@shop.example');
    await user.click(screen.getByRole('button', { name: t.confirm }));
    expect(onConfirm).toHaveBeenCalledWith('owner@shop.example');
  });

  it('shows a failure in its own words', () => {
    setup({ error: texts.signInFailure.linkExpired });
    expect(screen.getByRole('alert')).toHaveTextContent(texts.signInFailure.linkExpired);
  });

  it('in demo mode, offers only the demo owner, saying it is a demo', async () => {
    const { user, onDemo } = setup({ mode: 'demo' });
    expect(screen.getByText(t.demoNotice)).toBeInTheDocument();
    expect(screen.queryByLabelText(t.emailLabel)).toBeNull();
    await user.click(screen.getByRole('button', { name: t.demo }));
    expect(onDemo).toHaveBeenCalled();
  });
});

describe('who is signed in', () => {
  it('says who, with Sign out, and marks the demo', async () => {
    const onSignOut = vi.fn();
    render(<SignedInBar texts={texts} email="the-demo-owner@demo.example" demo onSignOut={onSignOut} />);
    expect(screen.getByText(/Signed in as the-demo-owner@demo\.example/)).toHaveTextContent(texts.session.demoBadge);
    await userEvent.setup().click(screen.getByRole('button', { name: texts.session.signOut }));
    expect(onSignOut).toHaveBeenCalled();
  });

  it('tells an account that is not an owner so, in one sentence', () => {
    render(<NotOwner texts={texts} email="someone@example.com" shop="Demo Saree House" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'someone@example.com is not an owner of Demo Saree House: sign out and use the address the shop listed.',
    );
  });
});
