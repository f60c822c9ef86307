import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { valuesDeclaredAs } from '../../../src/config/declared-as';
import { formatPath } from '../../../src/config/errors';
import { postalCode } from '../../../src/config/schema/locale';
import { phone } from '../../../src/config/schema/primitives';
import { catalogueSchema } from '../../../src/catalogue/schema';
import { specCatalogue } from '../../support/catalogue';

const paths = (found: { path: (string | number)[] }[]) => found.map((f) => formatPath(f.path));

describe('valuesDeclaredAs', () => {
  it('finds every phone number and postal code of the shipped catalogue', () => {
    const c = specCatalogue();
    expect(paths(valuesDeclaredAs(catalogueSchema, c, phone))).toEqual([
      'shop.phones.helpline',
      'shop.phones.callBook',
      'shop.phones.chat',
      'shop.phones.business',
      'showrooms[0].phone',
      'showrooms[1].phone',
    ]);
    expect(valuesDeclaredAs(catalogueSchema, c, postalCode)).toEqual([
      { path: ['showrooms', 0, 'pin'], value: '741126' },
      { path: ['showrooms', 1, 'pin'], value: '741156' },
    ]);
  });

  it('looks through optional fields, defaults, records and the member a union tag names', () => {
    const schema = z.strictObject({
      extra: phone.optional(),
      missing: phone.optional(),
      byName: z.record(z.string(), phone).default({}),
      sections: z.array(
        z.discriminatedUnion('type', [
          z.strictObject({ type: z.literal('call'), to: phone }),
          z.strictObject({ type: z.literal('note'), to: z.string() }),
        ]),
      ),
    });
    const data = schema.parse({
      extra: '+91 00000 00001',
      byName: { owner: '+91 00000 00002' },
      sections: [
        { type: 'note', to: 'not a phone' },
        { type: 'call', to: '+91 00000 00003' },
      ],
    });
    expect(valuesDeclaredAs(schema, data, phone)).toEqual([
      { path: ['extra'], value: '+91 00000 00001' },
      { path: ['byName', 'owner'], value: '+91 00000 00002' },
      { path: ['sections', 1, 'to'], value: '+91 00000 00003' },
    ]);
  });
});
