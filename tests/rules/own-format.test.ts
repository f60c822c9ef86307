import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { emulatorRest } from './support/rest';
import { sender, testShop } from './support/shop';

const CITY = '{ name: city, label: City, kind: text, required: true, maxLength: 100, autocomplete: address-level2 }';

// An optional field with the owner's own pattern in place of the spec's city.
describe.skipIf(!inject('rulesEmulator'))("firestore.rules on the Cloud Firestore emulator: a field's own pattern", () => {
  const rest = emulatorRest();
  const shop = testShop([[CITY, '{ name: pin, label: PIN code, kind: text, maxLength: 6, pattern: "[1-9][0-9]{5}" }']]);
  const send = sender(rest, shop);
  const withPin = (pin: string | number) => send({ omit: ['city'], fields: { pin } });

  beforeAll(() => rest.setRules(shop.rules));
  beforeEach(() => rest.clear());

  it.each(['741126', ''])('accepts the optional field as %j', async (pin) => {
    expect(await withPin(pin)).toBe(200);
  });

  it.each(['74112', '7411260', '041126', 'x41126', ' ', '\u00a0', 741126])('refuses %j', async (pin) => {
    expect(await withPin(pin)).toBe(403);
  });

  it('refuses the field left out, or the field it replaced', async () => {
    expect(await send({ omit: ['city'] })).toBe(403);
    expect(await send({ fields: { pin: '741126' } })).toBe(403);
  });
});
