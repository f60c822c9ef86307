import { Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { storedTime } from '../../../src/domain/stored-time';

describe('a stored time', () => {
  it('reads a Timestamp of either SDK, a Date or ISO text, and nothing else', () => {
    const at = new Date('2025-07-10T10:00:00Z');
    expect(storedTime(Timestamp.fromDate(at))).toEqual(at);
    expect(storedTime(AdminTimestamp.fromDate(at))).toEqual(at);
    expect(storedTime(at.toISOString())).toEqual(at);
    expect(storedTime(at)).toBe(at);
    expect(storedTime('yesterday')).toBeNull();
    expect(storedTime(1720605600000)).toBeNull();
    expect(storedTime(null)).toBeNull();
    expect(storedTime({ seconds: 1720605600 })).toBeNull();
  });
});
