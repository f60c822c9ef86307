import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGrid, type ProductGridItem } from '../../../../src/components/product/ProductGrid';

const item = (n: number): ProductGridItem => ({
  id: `p${n}`,
  anchor: `p-${n}`,
  title: `Saree ${n}`,
  des: '',
  call: { label: 'Call Book', href: 'tel:+910000000002' },
  chat: { label: 'Whatsapp Inquiry', href: 'https://wa.me/910000000003' },
  share: { label: 'Share', href: `/saree#p-${n}`, copiedText: 'Link copied', failedText: 'Copy it:' },
  zoom: { openLabel: 'Expand image' },
});

describe("the product grid's one share handler", () => {
  it("shares the pressed card's link and shows the note on that card only (jsdom has neither share sheet nor clipboard)", async () => {
    render(<ProductGrid status="ready" items={[item(1), item(2), item(3)]} emptyText="None" />);
    const button = screen.getByRole('button', { name: 'Share: Saree 2' });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    const card = button.closest('li')!;
    expect(await within(card).findByRole('status')).toHaveTextContent(`Copy it: ${new URL('/saree#p-2', document.baseURI).href}`);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
