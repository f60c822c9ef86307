// The Bengali of the demo recipes' words, keyed by the English the recipes write (words.ts,
// collections-*.ts). Written as a shop in Nadia labels its stock: the Bengali name where shoppers use
// one (শাড়ি, ওড়না, মানিব্যাগ, সুতির), the English loanword in Bengali script where that is what they say
// (প্রিন্টেড, স্লিং ব্যাগ), never a spelled-out English phrase. Each table is one-to-one, so unique
// English titles stay unique in Bengali.

/** Colour names as a title's first words: a borrowed name takes রঙের ("পিচ রঙের"), as shop signs write it. */

export const BN_COLOURS: Readonly<Record<string, string>> = {
  Maroon: 'মেরুন',
  Mustard: 'সরষে রঙের',
  'Bottle Green': 'বোতল সবুজ',
  Peach: 'পিচ রঙের',
  'Navy Blue': 'নেভি ব্লু',
  'Rani Pink': 'রানি রঙের',
  Teal: 'টিল রঙের',
  'Off White': 'অফ হোয়াইট',
  Lavender: 'ল্যাভেন্ডার রঙের',
  Black: 'কালো',
  Red: 'লাল',
  'Royal Blue': 'রয়্যাল ব্লু',
  'Mint Green': 'মিন্ট সবুজ',
  Wine: 'ওয়াইন রঙের',
  Beige: 'বেইজ রঙের',
  Orange: 'কমলা',
  'Sky Blue': 'আকাশি নীল',
  Olive: 'অলিভ রঙের',
  Magenta: 'ম্যাজেন্টা রঙের',
  Rust: 'মরচে রঙের',
  Coral: 'কোরাল রঙের',
  Purple: 'বেগুনি',
  'Lemon Yellow': 'লেবু হলুদ',
  'Charcoal Grey': 'গাঢ় ধূসর',
  Brown: 'বাদামি',
  Cream: 'ক্রিম রঙের',
  White: 'সাদা',
  Grey: 'ধূসর',
  'Light Blue': 'হালকা নীল',
  'Mid Blue': 'মাঝারি নীল',
  'Dark Blue': 'গাঢ় নীল',
  'Ice Blue': 'আইস ব্লু',
  Indigo: 'ইন্ডিগো রঙের',
  Amber: 'অ্যাম্বার রঙের',
  Green: 'সবুজ',
};

/** The describing word that opens an English description ("Elegant …"). */
export const BN_ADJECTIVES: Readonly<Record<string, string>> = {
  Elegant: 'রুচিশীল',
  Lightweight: 'হালকা ওজনের',
  Graceful: 'মার্জিত',
  Handwoven: 'হাতে বোনা',
  Soft: 'নরম',
  Classic: 'ক্লাসিক',
  Breezy: 'হাওয়া-খেলানো',
  Rich: 'জমকালো',
};

/** "ideal for", … : Bengali puts it after the occasion ("দুর্গাপুজোর জন্য আদর্শ"). */
export const BN_ENDINGS: Readonly<Record<string, string>> = {
  'ideal for': 'আদর্শ',
  'perfect for': 'একদম মানানসই',
  'made for': 'বিশেষ করে তৈরি',
  'a good pick for': 'ভালো পছন্দ',
  'great for': 'দারুণ মানাবে',
};

/** Occasions and uses, already "for …" in Bengali (WOMEN_OCCASIONS and the bags' uses). */
export const BN_FOR: Readonly<Record<string, string>> = {
  'daily wear': 'রোজ পরার জন্য',
  'office wear': 'অফিসে পরার জন্য',
  'festive occasions': 'উৎসবের দিনে পরার জন্য',
  weddings: 'বিয়েবাড়ির জন্য',
  'Durga Puja': 'দুর্গাপুজোর জন্য',
  college: 'কলেজের জন্য',
  'family functions': 'পারিবারিক অনুষ্ঠানের জন্য',
  'evening parties': 'সন্ধ্যার পার্টির জন্য',
  'Poila Boishakh': 'পয়লা বৈশাখের জন্য',
  'casual outings': 'ঘোরাঘুরির জন্য',
  'daily use': 'রোজকার ব্যবহারের জন্য',
  office: 'অফিসের জন্য',
  'shopping trips': 'কেনাকাটা করতে যাওয়ার জন্য',
  'evening outings': 'সন্ধ্যায় বেড়াতে যাওয়ার জন্য',
  travel: 'ভ্রমণের জন্য',
};

export const BN_SAREE_FABRICS: Readonly<Record<string, string>> = {
  'Banarasi Silk': 'বেনারসি সিল্ক',
  'Tant Cotton': 'সুতির তাঁত',
  'Baluchari Silk': 'বালুচরি সিল্ক',
  Jamdani: 'জামদানি',
  'Kantha Stitch': 'কাঁথা স্টিচ',
  Georgette: 'জর্জেট',
  Chiffon: 'শিফন',
  'Tussar Silk': 'তসর সিল্ক',
  Linen: 'লিনেন',
  'Dhakai Jamdani': 'ঢাকাই জামদানি',
  'Murshidabad Silk': 'মুর্শিদাবাদ সিল্ক',
  'Katan Silk': 'কাতান সিল্ক',
  Organza: 'অরগাঞ্জা',
  Chanderi: 'চান্দেরি',
  'Garad Silk': 'গরদ সিল্ক',
  'Soft Cotton': 'সফট কটন',
};

/** A saree's style: `before` the fabric as a describing word ("প্রিন্টেড শিফন"), else after it ("… জরি পাড়"). */
export const BN_SAREE_STYLES: Readonly<Record<string, { bn: string; before: boolean }>> = {
  'Zari Border': { bn: 'জরি পাড়', before: false },
  'Floral Print': { bn: 'ফ্লোরাল প্রিন্ট', before: true },
  'Temple Border': { bn: 'টেম্পল পাড়', before: false },
  Checked: { bn: 'চেক', before: false },
  Embroidered: { bn: 'এমব্রয়ডারি করা', before: true },
  Handloom: { bn: 'হ্যান্ডলুম', before: true },
  Printed: { bn: 'প্রিন্টেড', before: true },
};

/** What a saree has, as the words before it ("চওড়া জরি পাড়ের … শাড়ি"). */
export const BN_SAREE_FEATURES: Readonly<Record<string, string>> = {
  'a rich zari border': 'চওড়া জরি পাড়ের',
  'a contrast pallu': 'কনট্রাস্ট আঁচলের',
  'woven buttas all over': 'সারা গায়ে বুটি বোনা',
  'hand-painted motifs': 'হাতে আঁকা নকশার',
  'a thread-work border': 'সুতোর কাজ করা পাড়ের',
  'a tassel pallu': 'ঝালর দেওয়া আঁচলের',
  'fine woven stripes': 'সরু বোনা ডোরার',
  'a sequinned border': 'চুমকি বসানো পাড়ের',
};

/** Fabrics of churidars and kurtis, as the word before the garment ("সুতির কুর্তি"). */
export const BN_DRESS_FABRICS: Readonly<Record<string, string>> = {
  Cotton: 'সুতির',
  Rayon: 'রেয়ন',
  Chanderi: 'চান্দেরি',
  Georgette: 'জর্জেট',
  'Silk Blend': 'সিল্ক ব্লেন্ড',
  Crepe: 'ক্রেপ',
  Khadi: 'খাদি',
  Muslin: 'মসলিন',
  'Linen Cotton': 'লিনেন কটন',
  Chiffon: 'শিফন',
  Linen: 'লিনেন',
};

export const BN_CHURIDAR_STYLES: Readonly<Record<string, string>> = {
  Anarkali: 'আনারকলি',
  'Straight Cut': 'স্ট্রেট কাট',
  'A-Line': 'এ-লাইন',
  Printed: 'প্রিন্টেড',
  Embroidered: 'এমব্রয়ডারি করা',
  Angrakha: 'আংরাখা',
  Chikankari: 'চিকনকারি',
  'Block Print': 'ব্লক প্রিন্ট',
};

export const BN_DUPATTAS: Readonly<Record<string, string>> = {
  'a printed dupatta': 'প্রিন্টেড ওড়না',
  'a chiffon dupatta': 'শিফনের ওড়না',
  'a net dupatta': 'নেটের ওড়না',
  'a Bandhani dupatta': 'বাঁধনি ওড়না',
  'a contrast dupatta': 'কনট্রাস্ট ওড়না',
  'an embroidered dupatta': 'এমব্রয়ডারি করা ওড়না',
};

export const BN_KURTI_STYLES: Readonly<Record<string, string>> = {
  'A-Line': 'এ-লাইন',
  Straight: 'স্ট্রেট',
  Kaftan: 'কাফতান',
  Flared: 'ঘেরওয়ালা',
  Printed: 'প্রিন্টেড',
  Embroidered: 'এমব্রয়ডারি করা',
  'Lucknowi Chikan': 'লখনউ চিকন',
};

/** What a kurti has, as the words before it ("থ্রি-কোয়ার্টার হাতার … কুর্তি"). */
export const BN_KURTI_DETAILS: Readonly<Record<string, string>> = {
  'three-quarter sleeves': 'থ্রি-কোয়ার্টার হাতার',
  'side pockets': 'দুই পাশে পকেট দেওয়া',
  'a mandarin collar': 'চাইনিজ কলারের',
  'a keyhole neck': 'কি-হোল গলার',
  'block-printed motifs': 'ব্লক প্রিন্টের নকশা করা',
};

export const BN_BAG_MATERIALS: Readonly<Record<string, string>> = {
  'Faux Leather': 'ফক্স লেদার',
  'Vegan Leather': 'ভেগান লেদার',
  Jute: 'পাটের',
  Canvas: 'ক্যানভাস',
  Embroidered: 'এমব্রয়ডারি করা',
  Quilted: 'কুইল্টেড',
  Woven: 'বোনা',
};

export const BN_BAG_TYPES: Readonly<Record<string, string>> = {
  'Tote Bag': 'টোট ব্যাগ',
  'Sling Bag': 'স্লিং ব্যাগ',
  Clutch: 'ক্লাচ',
  'Hobo Bag': 'হোবো ব্যাগ',
  'Shoulder Bag': 'শোল্ডার ব্যাগ',
  Satchel: 'স্যাচেল ব্যাগ',
  'Potli Bag': 'পোটলি ব্যাগ',
  Handbag: 'হ্যান্ডব্যাগ',
  'Crossbody Bag': 'ক্রসবডি ব্যাগ',
  'Bucket Bag': 'বাকেট ব্যাগ',
};

/** What a bag has, before "সহ" ("জিপ আর ভেতরে দুটো পকেট সহ …"). */
export const BN_BAG_FEATURES: Readonly<Record<string, string>> = {
  'a zip closure and two inner pockets': 'জিপ আর ভেতরে দুটো পকেট',
  'an adjustable strap': 'ছোট-বড় করা যায় এমন স্ট্র্যাপ',
  'a magnetic flap': 'ম্যাগনেটিক ফ্ল্যাপ',
  'gold-tone hardware': 'সোনালি রঙের ধাতব ফিটিংস',
  'a detachable chain strap': 'খুলে রাখা যায় এমন চেন স্ট্র্যাপ',
  'a roomy main compartment': 'বড়সড় মূল খোপ',
};
