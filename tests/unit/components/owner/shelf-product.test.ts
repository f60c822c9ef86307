import { describe, expect, it } from 'vitest';
import { productName, publicWindow, type ShelfProduct } from '../../../../src/components/owner/shelf-product';

const item = (id: string, extra: Partial<ShelfProduct> = {}): ShelfProduct => ({
  id,
  form: { title: id, des: '' },
  shown: { title: id },
  hidden: false,
  findings: [],
  ...extra,
});

describe('the public list as the shelf counts it', () => {
  it('counts the shown products up to the window, and the hidden ones apart', () => {
    const products = [item('a'), item('b', { hidden: true }), item('c'), item('d'), item('e', { shown: undefined })];
    expect(publicWindow(products, 2)).toEqual({ shown: 2, hidden: 1, past: new Set(['d']), pushed: products[2] });
    expect(publicWindow(products, 20)).toEqual({ shown: 3, hidden: 1, past: new Set(), pushed: undefined });
  });

  it('names the product a new shown one pushes off a full list: the last of the window, never a hidden or skipped one', () => {
    const products = [item('a'), item('b', { hidden: true }), item('c'), item('d', { shown: undefined })];
    expect(publicWindow(products, 2).pushed?.id).toBe('c');
    expect(publicWindow(products, 1).pushed?.id).toBe('a');
    expect(publicWindow(products, 3).pushed).toBeUndefined();
  });

  it('names a product by the title the reader shows, else the one stored, else the untitled text with its id', () => {
    expect(productName(item('a', { shown: { title: 'Cut title' }, form: { title: 'Cut title and more', des: '' } }), '{id}')).toBe(
      'Cut title',
    );
    expect(productName(item('b', { shown: undefined, form: { title: ' Typed ', des: '' } }), '{id}')).toBe('Typed');
    expect(productName(item('c', { shown: { title: '' }, form: { title: '', des: '' } }), 'Untitled ({id})')).toBe('Untitled (c)');
  });
});
