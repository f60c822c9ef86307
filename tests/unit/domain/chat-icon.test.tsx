import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../src/app/Providers';
import { ChatButton } from '../../../src/components/chat/ChatButton';
import { createDemoSource } from '../../../src/data/demo/demo-source';
import { chatIconFor, chatIcons, type ChatIcon } from '../../../src/domain/chat-icon';
import ChatButtonSection from '../../../src/kinds/home/sections/chat-button/Section';
import type { Catalogue } from '../../../src/catalogue/schema';
import { catalogueFrom, mutate, positionOf, problems, SPEC } from '../../support/catalogue';
import { homeSection } from '../../support/home-sections';

const WHATSAPP_URL = 'chatUrl: "https://wa.me/{phone}?text={message}"';
const withChatUrl = (url: string, extra = '') => mutate(SPEC, WHATSAPP_URL, `chatUrl: "${url}"${extra}`);

describe('chatIconFor: the messenger of the chat link', () => {
  it.each([
    ['https://wa.me/{phone}?text={message}', 'whatsapp'],
    ['https://api.whatsapp.com/send?phone={phone}&text={message}', 'whatsapp'],
    ['https://WA.ME/{phone}', 'whatsapp'],
    ['https://t.me/{phone}?text={message}', 'telegram'],
    ['https://telegram.me/{phone}?text={message}', 'telegram'],
    ['https://www.t.me/{phone}', 'telegram'],
    ['https://signal.me/#p/{phone}', 'generic'],
    ['https://m.me/shop?text={message}', 'generic'],
    ['https://example.com/chat?to={phone}&via=wa.me', 'generic'],
    ['https://wa.me.example.com/{phone}', 'generic'],
    ['https://not-t.me/{phone}', 'generic'],
  ] as const)('%s -> %s', (url, icon) => {
    expect(chatIconFor(url)).toBe(icon);
  });

  it('takes the icon the config names over the host', () => {
    expect(chatIconFor('https://chat.example.com/{phone}', 'telegram')).toBe('telegram');
    expect(chatIconFor('https://wa.me/{phone}', 'generic')).toBe('generic');
  });
});

describe('shop.chatIcon in the config', () => {
  it('is optional: the shipped shop names none', () => {
    expect(catalogueFrom(SPEC).shop.chatIcon).toBeUndefined();
  });

  it.each(chatIcons)('accepts %s', (icon) => {
    expect(catalogueFrom(withChatUrl('https://chat.example.com/{phone}', `\n  chatIcon: ${icon}`)).shop.chatIcon).toBe(icon);
  });

  it('refuses any other icon, at its line and column', () => {
    const yaml = withChatUrl('https://wa.me/{phone}?text={message}', '\n  chatIcon: signal');
    const { line, col } = positionOf(yaml, 'signal', 'chatIcon:');
    expect(problems(yaml)).toEqual([
      `shop.chatIcon (line ${line}, col ${col}): expected one of "whatsapp", "telegram", "generic", got "signal"`,
    ]);
  });
});

describe('the chat button draws the icon it is given', () => {
  const drawn = (icon?: ChatIcon) => {
    const { container, unmount } = render(<ChatButton label="Chat with us" href="https://example.com/chat" {...(icon ? { icon } : {})} />);
    const svg = container.querySelector('svg')!;
    const result = {
      icon: svg.getAttribute('data-icon'),
      hidden: svg.getAttribute('aria-hidden'),
      d: svg.querySelector('path')!.getAttribute('d'),
    };
    unmount();
    return result;
  };

  it('one decorative shape per messenger, a neutral bubble by default', () => {
    const shapes = chatIcons.map((icon) => drawn(icon));
    expect(shapes.map((s) => s.icon)).toEqual([...chatIcons]);
    expect(shapes.every((s) => s.hidden === 'true')).toBe(true);
    expect(new Set(shapes.map((s) => s.d)).size).toBe(chatIcons.length);
    expect(drawn()).toEqual(shapes[chatIcons.indexOf('generic')]);
  });
});

describe('the chat-button section follows the configured chat link', () => {
  const section = homeSection(catalogueFrom(SPEC).home, 'chat-button');
  const iconOn = (catalogue: Catalogue) => {
    const { unmount } = render(
      <Providers catalogue={catalogue} source={createDemoSource({})}>
        <ChatButtonSection section={section} first={false} />
      </Providers>,
    );
    const link = screen.getByRole('link', { name: section.label });
    const result = { href: link.getAttribute('href'), icon: link.querySelector('svg')?.getAttribute('data-icon') };
    unmount();
    return result;
  };

  it("shows WhatsApp's icon for the shipped wa.me link", () => {
    expect(iconOn(catalogueFrom(SPEC))).toMatchObject({ href: expect.stringMatching(/^https:\/\/wa\.me\//), icon: 'whatsapp' });
  });

  it("shows Telegram's icon for a t.me link", () => {
    expect(iconOn(catalogueFrom(withChatUrl('https://t.me/{phone}?text={message}')))).toMatchObject({
      href: expect.stringMatching(/^https:\/\/t\.me\//),
      icon: 'telegram',
    });
  });

  it('shows the neutral bubble for another messenger', () => {
    expect(iconOn(catalogueFrom(withChatUrl('https://chat.example.com/{phone}?m={message}'))).icon).toBe('generic');
  });

  it('shows the icon shop.chatIcon names', () => {
    expect(iconOn(catalogueFrom(withChatUrl('https://chat.example.com/{phone}?m={message}', '\n  chatIcon: whatsapp'))).icon).toBe(
      'whatsapp',
    );
  });
});
