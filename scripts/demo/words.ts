// Shared vocabulary. Colour names carry a hex so a product's title colour matches its picture.

export const COLOURS: Readonly<Record<string, string>> = {
  Maroon: '#7a1b2c',
  Mustard: '#d4a017',
  'Bottle Green': '#0f5a3c',
  Peach: '#f2a98b',
  'Navy Blue': '#1f2f5c',
  'Rani Pink': '#d6246e',
  Teal: '#13808a',
  'Off White': '#efe8d8',
  Lavender: '#a891d6',
  Black: '#23232a',
  Red: '#c8202f',
  'Royal Blue': '#2747b8',
  'Mint Green': '#8fd6b4',
  Wine: '#5c1a33',
  Beige: '#d8c3a0',
  Orange: '#e8731c',
  'Sky Blue': '#6fb5e6',
  Olive: '#6b7430',
  Magenta: '#b0237f',
  Rust: '#b0512a',
  Coral: '#f0715f',
  Purple: '#6a3a9e',
  'Lemon Yellow': '#ecd83a',
  'Charcoal Grey': '#45484f',
  Brown: '#6e4428',
  Cream: '#f3e6c4',
  White: '#f7f7f4',
  Grey: '#8c9098',
  'Light Blue': '#9cc0e4',
  'Mid Blue': '#4f78a8',
  'Dark Blue': '#243b63',
  'Ice Blue': '#bcd6ee',
  Indigo: '#2f3f7f',
  Amber: '#c7771a',
  Green: '#3e9b4f',
};

export function colourHex(name: string): string {
  const hex = COLOURS[name];
  if (!hex) throw new Error(`No hex for colour '${name}'`);
  return hex;
}

export const WOMEN_COLOURS = [
  'Maroon',
  'Mustard',
  'Bottle Green',
  'Peach',
  'Navy Blue',
  'Rani Pink',
  'Teal',
  'Off White',
  'Lavender',
  'Black',
  'Red',
  'Royal Blue',
  'Mint Green',
  'Wine',
  'Orange',
  'Magenta',
  'Rust',
  'Coral',
  'Purple',
] as const;

export const MEN_COLOURS = [
  'Navy Blue',
  'Charcoal Grey',
  'Black',
  'Beige',
  'Maroon',
  'Olive',
  'Brown',
  'Cream',
  'Royal Blue',
  'Bottle Green',
  'White',
  'Sky Blue',
  'Grey',
  'Wine',
  'Mustard',
] as const;

export const KIDS_COLOURS = [
  'Red',
  'Royal Blue',
  'Lemon Yellow',
  'Mint Green',
  'Orange',
  'Sky Blue',
  'Rani Pink',
  'Lavender',
  'Peach',
  'Navy Blue',
  'Green',
  'Coral',
  'Purple',
  'Teal',
] as const;

export const DENIM_COLOURS = ['Light Blue', 'Mid Blue', 'Dark Blue', 'Black', 'Grey', 'Ice Blue', 'Indigo'] as const;

export const BAG_COLOURS = [
  'Black',
  'Brown',
  'Beige',
  'Maroon',
  'Navy Blue',
  'Mustard',
  'Olive',
  'Cream',
  'Wine',
  'Teal',
  'Peach',
  'Grey',
  'Red',
  'Rust',
] as const;

export const WOMEN_OCCASIONS = [
  'daily wear',
  'office wear',
  'festive occasions',
  'weddings',
  'Durga Puja',
  'college',
  'family functions',
  'evening parties',
  'Poila Boishakh',
  'casual outings',
] as const;

export const MEN_OCCASIONS = [
  'office wear',
  'festive occasions',
  'weddings',
  'Durga Puja',
  'casual outings',
  'family functions',
  'parties',
  'everyday wear',
] as const;

export const KIDS_OCCASIONS = [
  'school picnics',
  'birthday parties',
  'playtime',
  'festive days',
  'family outings',
  'everyday wear',
] as const;

export const ENDINGS = ['ideal for', 'perfect for', 'made for', 'a good pick for', 'great for'] as const;

/** Names of weaves, places and styles that keep their capital letter mid-sentence. */
const PROPER = new Set([
  'Banarasi',
  'Baluchari',
  'Jamdani',
  'Kantha',
  'Tussar',
  'Dhakai',
  'Murshidabad',
  'Katan',
  'Chanderi',
  'Tant',
  'Khadi',
  'Anarkali',
  'Chikankari',
  'Angrakha',
  'Nehru',
  'Oxford',
  'Bermuda',
  'Kalamkari',
  'Bandhani',
  'Lucknowi',
  'Garad',
  'Henley',
  'Chikan',
  'Patola',
  'Paithani',
]);

export function lower(phrase: string): string {
  return phrase
    .split(' ')
    .map((w) => (PROPER.has(w) ? w : w.toLowerCase()))
    .join(' ');
}
