import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveTextFile } from '../../../../src/components/owner/save-file';

afterEach(() => vi.restoreAllMocks());

describe('saving a file made in the browser', () => {
  it('clicks a download link to a Blob of the text, then takes the link away and lets the Blob go', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    // jsdom has no object URLs: stand them in.
    const create = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:enquiries'));
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    saveTextFile('enquiries.csv', '\uFEFF"id"\r\n');
    expect(clicked.map((a) => [a.download, a.getAttribute('href')])).toEqual([['enquiries.csv', 'blob:enquiries']]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    // The bytes keep the BOM (Blob.text() would decode it away), so spreadsheets read UTF-8.
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer())]).toEqual([...new TextEncoder().encode('\uFEFF"id"\r\n')]);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(revoke).toHaveBeenCalledWith('blob:enquiries');
    vi.useRealTimers();
  });
});
