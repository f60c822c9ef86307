// Womens wear recipes: fabric + style + colour titles, one-sentence descriptions.
import type { CollectionSpec } from './collection-spec.ts';
import { pick } from './prng.ts';
import { DENIM_COLOURS, ENDINGS, WOMEN_COLOURS, WOMEN_OCCASIONS, lower } from './words.ts';

const SAREE_FABRICS = [
  'Banarasi Silk',
  'Tant Cotton',
  'Baluchari Silk',
  'Jamdani',
  'Kantha Stitch',
  'Georgette',
  'Chiffon',
  'Tussar Silk',
  'Linen',
  'Dhakai Jamdani',
  'Murshidabad Silk',
  'Katan Silk',
  'Organza',
  'Chanderi',
  'Garad Silk',
  'Soft Cotton',
] as const;
const SAREE_STYLES = ['', 'Zari Border', 'Floral Print', 'Temple Border', 'Checked', 'Embroidered', 'Handloom', 'Printed'] as const;
const SAREE_FEATURES = [
  'a rich zari border',
  'a contrast pallu',
  'woven buttas all over',
  'hand-painted motifs',
  'a thread-work border',
  'a tassel pallu',
  'fine woven stripes',
  'a sequinned border',
] as const;
const ADJ = ['Elegant', 'Lightweight', 'Graceful', 'Handwoven', 'Soft', 'Classic', 'Breezy', 'Rich'] as const;

const DRESS_FABRICS = [
  'Cotton',
  'Rayon',
  'Chanderi',
  'Georgette',
  'Silk Blend',
  'Crepe',
  'Khadi',
  'Muslin',
  'Linen Cotton',
  'Chiffon',
] as const;
const CHURIDAR_STYLES = ['Anarkali', 'Straight Cut', 'A-Line', 'Printed', 'Embroidered', 'Angrakha', 'Chikankari', 'Block Print'] as const;
const DUPATTAS = [
  'a printed dupatta',
  'a chiffon dupatta',
  'a net dupatta',
  'a Bandhani dupatta',
  'a contrast dupatta',
  'an embroidered dupatta',
] as const;

const end = (r: () => number, occasions: readonly string[]) => `${pick(r, ENDINGS)} ${pick(r, occasions)}`;

export const WOMEN: CollectionSpec[] = [
  {
    name: 'Saree',
    count: 90,
    kind: 'saree',
    colours: WOMEN_COLOURS,
    make: (r, colour) => {
      const fabric = pick(r, SAREE_FABRICS);
      const style = pick(r, SAREE_STYLES);
      const title = `${fabric}${style ? ` ${style}` : ''} Saree - ${colour}`;
      const des = `${pick(r, ADJ)} ${lower(fabric)} saree with ${pick(r, SAREE_FEATURES)} and a blouse piece, ${end(r, WOMEN_OCCASIONS)}.`;
      return { title, des };
    },
  },
  {
    name: 'Churidar',
    count: 440,
    kind: 'churidar',
    colours: WOMEN_COLOURS,
    make: (r, colour) => {
      const fabric = pick(r, DRESS_FABRICS);
      const title = `${pick(r, CHURIDAR_STYLES)} ${fabric} Churidar Set - ${colour}`;
      const des = `${pick(r, ADJ)} ${lower(fabric)} churidar set with ${pick(r, DUPATTAS)}, ${end(r, WOMEN_OCCASIONS)}.`;
      return { title, des };
    },
  },
  {
    name: 'Womenjeans',
    count: 24,
    kind: 'jeans',
    colours: DENIM_COLOURS,
    make: (r, colour) => {
      const fit = pick(r, ['Skinny', 'Straight', 'High Rise', 'Bootcut', 'Mom Fit', 'Wide Leg', 'Slim Fit', 'Boyfriend'] as const);
      const feature = pick(r, ['five pockets', 'a comfortable stretch waist', 'raw hems', 'a button fly', 'soft faded knees'] as const);
      return {
        title: `Women ${fit} Jeans - ${colour}`,
        des: `Stretchable denim ${lower(fit)} jeans with ${feature}, ${end(r, WOMEN_OCCASIONS)}.`,
      };
    },
  },
  {
    name: 'Lehenga',
    count: 18,
    kind: 'lehenga',
    colours: WOMEN_COLOURS,
    make: (r, colour) => {
      const fabric = pick(r, ['Bridal', 'Velvet', 'Net', 'Silk', 'Georgette', 'Sequin', 'Banarasi', 'Mirror Work'] as const);
      const work = pick(r, ['heavy zari work', 'mirror work', 'sequin embroidery', 'gota patti lace', 'thread embroidery'] as const);
      const occasion = pick(r, ['weddings', 'receptions', 'sangeet nights', 'festive evenings'] as const);
      return {
        title: `${fabric} Lehenga Choli - ${colour}`,
        des: `${pick(r, ADJ)} flared lehenga with ${work} and a matching dupatta, made for ${occasion}.`,
      };
    },
  },
  {
    name: 'Womentshirt',
    count: 24,
    kind: 'tshirt',
    colours: WOMEN_COLOURS,
    make: (r, colour) => {
      const style = pick(r, ['Printed Cotton', 'Oversized', 'Striped', 'Graphic', 'Polo', 'V-Neck', 'Round Neck', 'Boxy'] as const);
      return {
        title: `Women ${style} T-Shirt - ${colour}`,
        des: `Breathable ${lower(style)} t-shirt in soft combed cotton, ${end(r, WOMEN_OCCASIONS)}.`,
      };
    },
  },
  {
    name: 'Croptop',
    count: 20,
    kind: 'croptop',
    colours: WOMEN_COLOURS,
    make: (r, colour) => {
      const style = pick(r, ['Ruffled', 'Puff Sleeve', 'Off Shoulder', 'Knitted', 'Tie-Up', 'Ribbed', 'Square Neck', 'Peplum'] as const);
      const pair = pick(r, ['high-waist jeans', 'a flared skirt', 'palazzo pants', 'wide-leg trousers'] as const);
      return {
        title: `${style} Crop Top - ${colour}`,
        des: `Trendy ${lower(style)} crop top that pairs well with ${pair}, ${end(r, WOMEN_OCCASIONS)}.`,
      };
    },
  },
  {
    name: 'Kurti',
    count: 30,
    kind: 'kurti',
    colours: WOMEN_COLOURS,
    make: (r, colour) => {
      const fabric = pick(r, ['Cotton', 'Rayon', 'Khadi', 'Chanderi', 'Linen'] as const);
      const style = pick(r, ['A-Line', 'Straight', 'Kaftan', 'Flared', 'Printed', 'Embroidered', 'Lucknowi Chikan'] as const);
      const detail = pick(r, [
        'three-quarter sleeves',
        'side pockets',
        'a mandarin collar',
        'a keyhole neck',
        'block-printed motifs',
      ] as const);
      return {
        title: `${fabric} ${style} Kurti - ${colour}`,
        des: `Comfortable ${lower(fabric)} kurti with ${detail}, ${end(r, WOMEN_OCCASIONS)}.`,
      };
    },
  },
];
