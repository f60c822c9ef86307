// Mens and kids wear recipes.
import type { CollectionSpec } from './collection-spec.ts';
import { pick, type Rng } from './prng.ts';
import { DENIM_COLOURS, ENDINGS, KIDS_COLOURS, KIDS_OCCASIONS, MEN_COLOURS, MEN_OCCASIONS, lower } from './words.ts';

const end = (r: Rng, occasions: readonly string[]) => `${pick(r, ENDINGS)} ${pick(r, occasions)}`;

const JEANS_FITS = ['Slim Fit', 'Regular Fit', 'Straight Fit', 'Tapered', 'Relaxed Fit', 'Skinny'] as const;

export const MEN: CollectionSpec[] = [
  {
    name: 'Blazer Men',
    count: 16,
    kind: 'blazer',
    colours: MEN_COLOURS,
    make: (r, colour) => {
      const fabric = pick(r, ['Linen', 'Tweed', 'Velvet', 'Poly Viscose', 'Wool Blend', 'Jacquard'] as const);
      const style = pick(r, ['Slim Fit', 'Double Breasted', 'Single Breasted', 'Nehru Collar'] as const);
      return {
        title: `${fabric} ${style} Blazer - ${colour}`,
        des: `Tailored ${lower(fabric)} blazer with a half lining and notch details, ${end(r, MEN_OCCASIONS)}.`,
      };
    },
  },
  {
    name: 'Men TShirt',
    count: 24,
    kind: 'tshirt',
    colours: MEN_COLOURS,
    make: (r, colour) => {
      const style = pick(r, ['Polo', 'Round Neck', 'V-Neck', 'Henley', 'Graphic Print', 'Striped', 'Oversized', 'Sports'] as const);
      const fabric = pick(r, ['pure cotton', 'cotton blend', 'quick-dry knit', 'pique cotton'] as const);
      return {
        title: `Men ${style} T-Shirt - ${colour}`,
        des: `Regular fit ${lower(style)} t-shirt in ${fabric}, ${end(r, MEN_OCCASIONS)}.`,
      };
    },
  },
  {
    name: 'Panjabi',
    count: 20,
    kind: 'panjabi',
    colours: MEN_COLOURS,
    make: (r, colour) => {
      const fabric = pick(r, ['Cotton', 'Silk', 'Khadi', 'Linen', 'Tussar', 'Art Silk'] as const);
      const style = pick(r, ['Embroidered', 'Plain', 'Printed', 'Chikan Work', 'Kantha Stitch'] as const);
      return {
        title: `${fabric} ${style} Panjabi - ${colour}`,
        des: `Traditional ${lower(fabric)} panjabi with a band collar and wooden buttons, ${end(r, MEN_OCCASIONS)}.`,
      };
    },
  },
  {
    name: 'MenShirt',
    count: 24,
    kind: 'shirt',
    colours: MEN_COLOURS,
    make: (r, colour) => {
      const fabric = pick(r, ['Cotton', 'Linen', 'Oxford', 'Denim', 'Poplin', 'Twill'] as const);
      const pattern = pick(r, ['Checked', 'Striped', 'Solid', 'Printed', 'Formal'] as const);
      return {
        title: `${fabric} ${pattern} Shirt - ${colour}`,
        des: `Full sleeve ${lower(fabric)} shirt with a spread collar and chest pocket, ${end(r, MEN_OCCASIONS)}.`,
      };
    },
  },
  {
    name: 'MenJeans',
    count: 20,
    kind: 'jeans',
    colours: DENIM_COLOURS,
    make: (r, colour) => {
      const fit = pick(r, JEANS_FITS);
      return {
        title: `Men ${fit} Jeans - ${colour}`,
        des: `Durable denim ${lower(fit)} jeans with five pockets and a little stretch, ${end(r, MEN_OCCASIONS)}.`,
      };
    },
  },
];

export const KIDS: CollectionSpec[] = [
  {
    name: 'Kids Tshirt',
    count: 20,
    kind: 'kids-tshirt',
    colours: KIDS_COLOURS,
    make: (r, colour) => {
      const motif = pick(r, [
        'Cartoon Print',
        'Dinosaur Print',
        'Superhero',
        'Striped',
        'Rocket Print',
        'Car Print',
        'Football',
        'Smiley',
      ] as const);
      return {
        title: `Kids ${motif} T-Shirt - ${colour}`,
        des: `Soft cotton t-shirt with a ${lower(motif)} front, ${end(r, KIDS_OCCASIONS)}.`,
      };
    },
  },
  {
    name: 'Kids Blazer',
    count: 12,
    kind: 'blazer',
    colours: MEN_COLOURS,
    make: (r, colour) => {
      const style = pick(r, ['Party Wear', 'Three Piece', 'Waistcoat', 'Velvet', 'Slim Fit'] as const);
      return {
        title: `Kids ${style} Blazer Set - ${colour}`,
        des: `Smart ${lower(style)} blazer set with a shirt and trousers, ${end(r, KIDS_OCCASIONS)}.`,
      };
    },
  },
  {
    name: 'Kids Panjabi',
    count: 16,
    kind: 'panjabi',
    colours: KIDS_COLOURS,
    make: (r, colour) => {
      const fabric = pick(r, ['Cotton', 'Silk', 'Khadi', 'Art Silk', 'Linen'] as const);
      return {
        title: `Kids ${fabric} Panjabi Pajama Set - ${colour}`,
        des: `Festive ${lower(fabric)} panjabi with a matching pajama, ${end(r, KIDS_OCCASIONS)}.`,
      };
    },
  },
  {
    name: 'Kids Half Pant',
    count: 16,
    kind: 'shorts',
    colours: KIDS_COLOURS,
    make: (r, colour) => {
      const style = pick(r, ['Cargo', 'Denim', 'Cotton Twill', 'Sports', 'Chino', 'Bermuda'] as const);
      return {
        title: `Kids ${style} Shorts - ${colour}`,
        des: `Easy-wear ${lower(style)} half pant with an elastic waist and pockets, ${end(r, KIDS_OCCASIONS)}.`,
      };
    },
  },
  {
    name: 'Kids Dress',
    count: 18,
    kind: 'baby-dress',
    colours: KIDS_COLOURS,
    make: (r, colour) => {
      const style = pick(r, ['Frock', 'Party', 'Smocked', 'Tutu', 'Floral', 'Collar'] as const);
      return {
        title: `Baby ${style} Dress - ${colour}`,
        des: `Cute ${lower(style)} dress with soft inner lining and a bow at the waist, ${end(r, KIDS_OCCASIONS)}.`,
      };
    },
  },
  {
    name: 'Kids Full Pant',
    count: 16,
    kind: 'jeans',
    colours: [...DENIM_COLOURS, 'Olive', 'Beige', 'Navy Blue'],
    make: (r, colour) => {
      const style = pick(r, ['Jogger', 'Denim', 'Cargo', 'Track', 'Chino'] as const);
      return {
        title: `Kids ${style} Full Pant - ${colour}`,
        des: `Comfortable ${lower(style)} full pant with an adjustable waist, ${end(r, KIDS_OCCASIONS)}.`,
      };
    },
  },
];
