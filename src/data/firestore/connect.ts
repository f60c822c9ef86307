import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import type { Firestore } from 'firebase/firestore/lite';
import type { FirebaseSettings } from './settings';

const opened = new Map<string, Firestore>();

/**
 * One Firestore per distinct settings, reused: the SDK refuses a second app of the same
 * name, and allows connectFirestoreEmulator only before the first call.
 */
export function connectFirestore(settings: FirebaseSettings): Firestore {
  const key = JSON.stringify(settings);
  const existing = opened.get(key);
  if (existing) return existing;
  const db = getFirestore(initializeApp(settings.options, `catalogue-${opened.size + 1}`));
  if (settings.emulator) connectFirestoreEmulator(db, settings.emulator.host, settings.emulator.port);
  opened.set(key, db);
  return db;
}
