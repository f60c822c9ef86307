import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createDemoSource } from '../../../../src/data/demo/demo-source';
import { createDemoInbox } from '../../../../src/data/owner/demo-inbox';
import { OwnerFailure } from '../../../../src/data/owner/failure';
import type { OwnerInbox } from '../../../../src/data/owner/owner-inbox';
import { useOwnerInbox } from '../../../../src/data/owner/use-owner-inbox';

const TARGET = { collection: 'Online-Enqueries', dailyLimit: 200, utcOffsetMinutes: 0 };
const STATUSES = ['Available', 'Replied', 'Closed'];

async function send(n: number) {
  const source = createDemoSource({});
  for (let i = 1; i <= n; i++)
    await source.addEnquiry(
      'Online-Enqueries',
      { token: `token${String(i).padStart(15, '0')}`, fields: { title: `Visitor ${i}` }, status: 'Available' },
      TARGET,
    );
}

const ready = async (result: { current: ReturnType<typeof useOwnerInbox> }) =>
  waitFor(() => expect(result.current.list.phase).toBe('ready'));

describe("the inbox's state for the page", () => {
  it('loads the first page and the numbers, then adds pages with More', async () => {
    await send(30);
    const inbox = createDemoInbox(TARGET, 25);
    const { result } = renderHook(() => useOwnerInbox(inbox, STATUSES));
    expect(result.current.list.phase).toBe('loading');
    await ready(result);
    expect(result.current.list.enquiries).toHaveLength(25);
    await waitFor(() => expect(result.current.numbers.total).toBe(30));
    expect(result.current.numbers.byStatus).toEqual({ Available: 30, Replied: 0, Closed: 0 });
    expect(result.current.numbers.today).toMatchObject({ count: 30, dailyLimit: 200 });
    act(() => result.current.more());
    await waitFor(() => expect(result.current.list.enquiries).toHaveLength(30));
    expect(result.current.list.next).toBeNull();
  });

  it('a saved status shows in the list and the counts are read again; a failed one changes nothing and is returned', async () => {
    await send(2);
    const inbox = createDemoInbox(TARGET);
    const { result } = renderHook(() => useOwnerInbox(inbox, STATUSES));
    await ready(result);
    const id = result.current.list.enquiries[0]!.id;
    let outcome: OwnerFailure | null = null;
    await act(async () => {
      outcome = await result.current.setStatus(id, 'Replied');
    });
    expect(outcome).toBeNull();
    expect(result.current.list.enquiries[0]).toMatchObject({ id, status: 'Replied' });
    await waitFor(() => expect(result.current.numbers.byStatus).toEqual({ Available: 1, Replied: 1, Closed: 0 }));

    const refused = new OwnerFailure('refused', 'no');
    vi.spyOn(inbox, 'setNote').mockResolvedValueOnce(refused);
    await act(async () => {
      outcome = await result.current.setNote(id, 'typed by the owner');
    });
    expect(outcome).toBe(refused);
    expect(result.current.list.enquiries[0]!.note).toBe('');
  });

  it('a deleted enquiry leaves the list', async () => {
    await send(2);
    const inbox = createDemoInbox(TARGET);
    const { result } = renderHook(() => useOwnerInbox(inbox, STATUSES));
    await ready(result);
    const [first, second] = result.current.list.enquiries;
    await act(async () => void (await result.current.remove(first!.id)));
    expect(result.current.list.enquiries.map((e) => e.id)).toEqual([second!.id]);
  });

  it('filters by status, reading the first page anew', async () => {
    await send(3);
    const inbox = createDemoInbox(TARGET);
    await inbox.setStatus((await inbox.page('all')).enquiries[1]!.id, 'Replied');
    const { result } = renderHook(() => useOwnerInbox(inbox, STATUSES));
    await ready(result);
    act(() => result.current.setFilter({ status: 'Replied' }));
    await waitFor(() => expect(result.current.list.enquiries.map((e) => e.fields.title)).toEqual(['Visitor 2']));
    expect(result.current.filter).toEqual({ status: 'Replied' });
  });

  it('a failed first page is `failed` with its typed failure, and Retry reads it again', async () => {
    const inbox: OwnerInbox = createDemoInbox(TARGET);
    const page = vi.spyOn(inbox, 'page').mockRejectedValueOnce(new OwnerFailure('offline', 'fetch failed'));
    const { result } = renderHook(() => useOwnerInbox(inbox, STATUSES));
    await waitFor(() => expect(result.current.list.phase).toBe('failed'));
    expect(result.current.list.failure?.kind).toBe('offline');
    act(() => result.current.retry());
    await ready(result);
    expect(page).toHaveBeenCalledTimes(2);
  });

  it('a failed More keeps the enquiries shown and says why', async () => {
    await send(3);
    const inbox = createDemoInbox(TARGET, 2);
    const { result } = renderHook(() => useOwnerInbox(inbox, STATUSES));
    await ready(result);
    vi.spyOn(inbox, 'page').mockRejectedValueOnce(new OwnerFailure('offline', 'fetch failed'));
    act(() => result.current.more());
    await waitFor(() => expect(result.current.list.moreFailure?.kind).toBe('offline'));
    expect(result.current.list.enquiries).toHaveLength(2);
    expect(result.current.list.loadingMore).toBe(false);
  });
});
