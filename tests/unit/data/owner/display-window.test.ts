import { describe, expect, it } from 'vitest';
import { onPublicList, pushedOut } from '../../../../src/data/owner/display-window';
import type { OwnerProduct } from '../../../../src/data/owner/owner-products';

const product = (id: string, { hidden = false, skipped = false } = {}): OwnerProduct => ({
  id,
  form: { title: id, des: '', img: '', hidden },
  ...(skipped ? {} : { shown: { title: id } }),
  hidden,
  createdAt: null,
  findings: [],
  unknownFields: [],
});

describe("a list's display window", () => {
  const shelf = [product('a'), product('b', { hidden: true }), product('c'), product('d', { skipped: true }), product('e')];

  it('counts only what the public list shows: not hidden, not skipped', () => {
    expect(onPublicList(shelf).map((p) => p.id)).toEqual(['a', 'c', 'e']);
  });

  it('names the last of the window when the list is full, and nothing while it has room', () => {
    expect(pushedOut(shelf, 4)).toBeUndefined();
    expect(pushedOut(shelf, 3)?.id).toBe('e');
    expect(pushedOut(shelf, 2)?.id).toBe('c');
  });
});
