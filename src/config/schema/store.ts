import { z } from 'zod';
import type { Store } from 'schema-dts';

// What search engines read about a showroom as a schema.org store (JSON-LD):
// its kind of store, where it is on the map, and when it is open.

type StoreType = Exclude<Store, string>['@type'];

/** schema.org's Store and its subtypes: the `@type` a showroom's structured data may name. */
export const STORE_TYPES = [
  'Store',
  'AutoPartsStore',
  'BikeStore',
  'BookStore',
  'ClothingStore',
  'ComputerStore',
  'ConvenienceStore',
  'DepartmentStore',
  'ElectronicsStore',
  'Florist',
  'FurnitureStore',
  'GardenStore',
  'GroceryStore',
  'HardwareStore',
  'HobbyShop',
  'HomeGoodsStore',
  'JewelryStore',
  'LiquorStore',
  'MensClothingStore',
  'MobilePhoneStore',
  'MovieRentalStore',
  'MusicStore',
  'OfficeEquipmentStore',
  'OutletStore',
  'PawnShop',
  'PetStore',
  'ShoeStore',
  'SportingGoodsStore',
  'TireShop',
  'ToyStore',
  'WholesaleStore',
] as const satisfies readonly StoreType[];

export const storeType = z
  .enum(STORE_TYPES, { error: 'a schema.org store type such as "ClothingStore" or "ShoeStore" (or "Store")' })
  .default('Store')
  .describe('The schema.org type search engines are told this showroom is: Store, ClothingStore, ShoeStore, …');

const degrees = (max: number) =>
  z
    .number({ error: `a number of degrees from -${max} to ${max}` })
    .min(-max, { error: `a number of degrees >= -${max}` })
    .max(max, { error: `a number of degrees <= ${max}` });

export const geo = z
  .strictObject({
    latitude: degrees(90).describe('Degrees north (south is negative).'),
    longitude: degrees(180).describe('Degrees east (west is negative).'),
  })
  .describe('Where the showroom is, in decimal degrees (north and east positive), e.g. { latitude: 23.2, longitude: 88.5 }.');

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const time = z
  .string({ error: 'a time of day such as "10:00" (in quotes)' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'a 24-hour time from "00:00" to "23:59", such as "21:00" (in quotes)' });

/** schema.org's openingHoursSpecification: one entry per set of days sharing the same hours. */
export const openingHours = z
  .array(
    z.strictObject({
      days: z
        .array(z.enum(WEEKDAYS, { error: `a day of the week: ${WEEKDAYS.join(', ')}` }))
        .min(1, { error: 'at least 1 day' })
        .describe('The days these hours apply to.'),
      opens: time.describe('Opening time, 24-hour, in quotes: "10:00".'),
      closes: time.describe('Closing time, 24-hour, in quotes: "21:00".'),
    }),
  )
  .default([])
  .describe('Opening hours, e.g. [{ days: [Monday, Tuesday], opens: "10:00", closes: "21:00" }]; a day left out is closed.');
