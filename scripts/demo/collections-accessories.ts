// Accessories and beauty recipes. Beauty titles are product names; what they do (skin, long lasting,
// natural) is said only in the description, so a title-only search behaves visibly differently.
import type { CollectionSpec } from './collection-spec.ts';
import { pick, type Rng } from './prng.ts';
import { BAG_COLOURS, ENDINGS, KIDS_COLOURS, lower } from './words.ts';

const end = (r: Rng, occasions: readonly string[]) => `${pick(r, ENDINGS)} ${pick(r, occasions)}`;
const BAG_USES = ['daily use', 'office', 'college', 'shopping trips', 'weddings', 'evening outings', 'travel'] as const;

const COSMETICS: Readonly<Record<string, string>> = {
  'Matte Lipstick': 'Creamy long lasting colour that keeps lips soft all day',
  'Kajal Pencil': 'Smudge-proof long lasting kohl that is gentle around the eyes',
  'Compact Powder': 'Light powder that controls oil and evens out skin tone for hours',
  'Liquid Foundation': 'Weightless coverage that blends into every skin tone',
  'Nail Enamel': 'Glossy long lasting shine that dries in about a minute',
  'Face Wash': 'Gentle daily cleanser that removes dirt without drying the skin',
  'Moisturiser Cream': 'Non-sticky cream that keeps skin soft and hydrated through the day',
  'Sunscreen SPF 50': 'Protects skin from harsh sun with a light matte finish',
  'Waterproof Eyeliner': 'Long lasting liner with a fine tip for sharp wings',
  'Lip Balm': 'Nourishing shea butter formula with long lasting moisture for dry lips',
  'Body Lotion': 'Deep moisture for dry skin with a fresh, mild fragrance',
  'BB Cream': 'Tinted cream that evens skin tone and gives a dewy glow',
  'Makeup Remover': 'Micellar formula that lifts makeup gently from the skin',
  'Face Primer': 'Smooths the skin and keeps makeup long lasting in humid weather',
};
const COSMETIC_BRANDS = ['Lumora', 'Velvetta', 'Aurelle', 'Nuvira', 'Rosaline', 'Mira Belle'] as const;

const CHANDRABOTI: Readonly<Record<string, { sizes: readonly string[]; des: string }>> = {
  'Herbal Hair Oil': { sizes: ['100 ml', '200 ml'], des: 'Bhringraj and amla oil that strengthens roots with natural herbs' },
  'Aloe Vera Gel': { sizes: ['100 g', '200 g'], des: 'Soothing gel that cools the skin after a day in the sun' },
  'Ubtan Face Pack': { sizes: ['50 g', '100 g'], des: 'Turmeric and gram flour pack for a natural glow on the skin' },
  Kumkum: { sizes: ['10 g', '20 g'], des: 'Deep red long lasting kumkum for daily puja and festive days' },
  Alta: { sizes: ['30 ml', '60 ml'], des: 'Bright red long lasting alta for hands and feet on festive days' },
  'Rose Water': { sizes: ['100 ml', '250 ml'], des: 'Pure natural toner that refreshes tired skin' },
  'Neem Soap': { sizes: ['75 g', 'Pack of 3'], des: 'Neem and tulsi bar that keeps the skin clean and fresh' },
  'Sandal Face Pack': { sizes: ['50 g', '100 g'], des: 'Sandalwood pack that calms and brightens the skin' },
  'Amla Shampoo': { sizes: ['180 ml', '340 ml'], des: 'Mild natural shampoo that adds shine and bounce to hair' },
  'Haldi Cream': { sizes: ['50 g', '100 g'], des: 'Turmeric cream that keeps skin soft and even-toned' },
  'Coconut Hair Oil': { sizes: ['200 ml', '500 ml'], des: 'Cold-pressed coconut oil with a long lasting natural fragrance' },
  'Multani Mitti': { sizes: ['100 g', '200 g'], des: 'Natural clay powder that draws excess oil out of the skin' },
};

export const ACCESSORIES: CollectionSpec[] = [
  {
    name: 'Ladies Bag',
    count: 140,
    kind: 'handbag',
    colours: BAG_COLOURS,
    price: { min: 399, max: 2999, step: 50 },
    make: (r, colour) => {
      const material = pick(r, ['Faux Leather', 'Vegan Leather', 'Jute', 'Canvas', 'Embroidered', 'Quilted', 'Woven'] as const);
      const type = pick(r, [
        'Tote Bag',
        'Sling Bag',
        'Clutch',
        'Hobo Bag',
        'Shoulder Bag',
        'Satchel',
        'Potli Bag',
        'Handbag',
        'Crossbody Bag',
        'Bucket Bag',
      ] as const);
      const feature = pick(r, [
        'a zip closure and two inner pockets',
        'an adjustable strap',
        'a magnetic flap',
        'gold-tone hardware',
        'a detachable chain strap',
        'a roomy main compartment',
      ] as const);
      return {
        title: `${material} ${type} - ${colour}`,
        des: `Stylish ${lower(material)} ${lower(type)} with ${feature}, ${end(r, BAG_USES)}.`,
      };
    },
  },
  {
    name: 'Trolley Bag',
    count: 12,
    kind: 'trolley',
    colours: BAG_COLOURS,
    make: (r, colour) => {
      const material = pick(r, ['Hard Shell', 'Polycarbonate', 'Soft Fabric', 'ABS'] as const);
      const size = pick(r, ['Cabin 20 inch', 'Medium 24 inch', 'Large 28 inch'] as const);
      return {
        title: `${material} ${size} Trolley Bag - ${colour}`,
        des: `Four-wheel ${lower(material)} trolley with a number lock and telescopic handle, ${end(r, ['family trips', 'business travel', 'long journeys'])}.`,
      };
    },
  },
  {
    name: 'School Bag',
    count: 14,
    kind: 'backpack',
    colours: [...KIDS_COLOURS.slice(0, 8), 'Black', 'Grey', 'Navy Blue', 'Maroon'],
    make: (r, colour) => {
      const style = pick(r, [
        'School Backpack 30 L',
        'Laptop Backpack 15.6 inch',
        'Kids School Bag',
        'College Backpack',
        'Casual Daypack',
        'Rain Cover Backpack',
      ] as const);
      const feature = pick(r, [
        'padded shoulder straps',
        'a water bottle pocket',
        'three roomy compartments',
        'a padded laptop sleeve',
        'reflective strips',
      ] as const);
      return {
        title: `${style} - ${colour}`,
        des: `Sturdy ${lower(style.split(' ').slice(0, 2).join(' '))} with ${feature}, ${end(r, ['school', 'college', 'office', 'daily commute'])}.`,
      };
    },
  },
  {
    name: 'Wallet Bag',
    count: 14,
    kind: 'wallet',
    colours: BAG_COLOURS,
    make: (r, colour) => {
      const material = pick(r, ['Genuine Leather', 'Faux Leather', 'Canvas'] as const);
      const style = pick(r, [
        'Bifold Wallet',
        'Ladies Zip Wallet',
        'Card Holder',
        'Travel Wallet',
        'Clutch Wallet',
        'Trifold Wallet',
      ] as const);
      return {
        title: `${material} ${style} - ${colour}`,
        des: `Slim ${lower(style)} with card slots and a coin pocket, ${end(r, ['daily use', 'gifting', 'travel'])}.`,
      };
    },
  },
  {
    name: 'Cosmetics Others Brand',
    count: 18,
    kind: 'cosmetics',
    colours: ['Red', 'Rani Pink', 'Coral', 'Peach', 'Wine', 'Magenta', 'Purple', 'Lavender', 'Beige', 'Sky Blue', 'Mint Green', 'Teal'],
    descriptionOnly: ['skin', 'long lasting'],
    make: (r) => {
      const product = pick(r, Object.keys(COSMETICS));
      return { title: `${pick(r, COSMETIC_BRANDS)} ${product}`, des: `${COSMETICS[product] ?? ''}.` };
    },
  },
  {
    name: 'Chandraboti Brand',
    count: 16,
    kind: 'herbal',
    colours: ['Amber', 'Green', 'Maroon', 'Mustard', 'Bottle Green', 'Rust', 'Olive', 'Brown', 'Teal', 'Wine', 'Orange', 'Purple'],
    descriptionOnly: ['skin', 'long lasting', 'natural'],
    make: (r) => {
      const product = pick(r, Object.keys(CHANDRABOTI));
      const entry = CHANDRABOTI[product];
      if (!entry) throw new Error(`No recipe for ${product}`);
      return { title: `Chandraboti ${product} ${pick(r, entry.sizes)}`, des: `${entry.des}.` };
    },
  },
];
