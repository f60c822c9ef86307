import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectionFileName } from '../../src/domain/collection-file.ts';
import type { ExampleName, Examples } from './examples.ts';

/**
 * The examples a story file needs, by file or folder under stories/ ('kinds/showroom/' is a folder,
 * 'components/form/EmailField' the file EmailField.stories.tsx). A file matched by several entries
 * needs all of them; a file matched by none is shown for every shop (the chrome, the home page…).
 * CSF is indexed statically, so a story the shop has no use for is left out here, by its file.
 */
export const STORY_NEEDS: Readonly<Record<string, readonly ExampleName[]>> = {
  'components/accordion/': ['accordion'],
  // The alert and text fields exist only inside the enquiry form.
  'components/alert/': ['enquiries'],
  'components/breadcrumb/': ['nestedPage', 'topCategory'],
  'components/card/': ['category'],
  'components/carousel/': ['carousel'],
  'components/chat/': ['chatButton'],
  'components/chrome/LanguageSwitch': ['languages', 'list'],
  'components/chrome/NavBar': ['navPage'],
  'components/chrome/ShowroomDropdown': ['showroomMenu'],
  'components/embed/': ['embed'],
  'components/form/': ['enquiries'],
  'components/form/EmailField': ['emailField'],
  'components/media/ImageGrid': ['gallery'],
  // The owner's pages come with the enquiry form (owners need it); their stories draw fixed sample data
  // (stories/support/owner-inbox.ts, owner-products.ts).
  'components/owner/': ['enquiries'],
  'components/media/TrendingVideo': ['videoClips'],
  'components/product/': ['list'],
  'components/product/ProductCardPrice': ['priceList'],
  'components/showcase/': ['showcase'],
  // The chat and labelled links live in the contact page's showroom tabs.
  'components/showroom/ChatLink': ['showroomTab'],
  'components/showroom/LabelledLink': ['showroomTab'],
  'components/showroom/MapList': ['showroomPage'],
  'components/showroom/PhotoGallery': ['photoGallery'],
  'components/showroom/ShowroomAddress': ['showroom'],
  'components/showroom/ShowroomPhoto': ['showroomPage'],
  'components/tabs/': ['contact'],
  'components/zoom/': ['photo'],
  'kinds/category/': ['category'],
  'kinds/contact/': ['contact'],
  'kinds/contact/ShowroomTab': ['showroomTab'],
  'kinds/contact/ContactEnquiryTab': ['enquiryTab'],
  'kinds/enquiry/EnquiryPage': ['enquiryPage'],
  'kinds/enquiry/EnquirySection': ['enquiries'],
  'kinds/home/sections/HomeSection': ['headedSection'],
  // A home section type's stories, in its folder as in src/, need a section of that type.
  'kinds/home/sections/carousel/': ['carousel'],
  'kinds/home/sections/category-cards/': ['categoryCards'],
  'kinds/home/sections/embeds/': ['embeds'],
  'kinds/home/sections/video-clips/': ['videoClips'],
  'kinds/list/': ['list'],
  'kinds/offline/': ['offline'],
  'shell/PageBreadcrumb': ['nestedPage', 'topCategory'],
  'kinds/showcase/': ['showcase'],
  'kinds/showroom/': ['showroomPage'],
};

const SUFFIX = /\.stories\.tsx?$/;

/** Whether a STORY_NEEDS key covers a story file (a path under stories/, with '/'). */
export const covers = (key: string, file: string) => (key.endsWith('/') ? file.startsWith(key) : file.replace(SUFFIX, '') === key);

/** Every example the story file needs. */
export function needsOf(file: string): ExampleName[] {
  return [...new Set(Object.entries(STORY_NEEDS).flatMap(([key, needs]) => (covers(key, file) ? needs : [])))];
}

/** The story files (paths under stories/) whose needs the shop's examples all meet, in the given order. */
export function selectStories(files: readonly string[], examples: Examples): string[] {
  return files.filter((file) => needsOf(file).every((need) => examples[need] !== undefined));
}

/** Every story file under `dir`, as sorted paths relative to it with '/' (Storybook's sidebar order). */
export function storyFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => SUFFIX.test(file))
    .sort();
}

/** Whether a collection has demo products in the config's demo folder (the stories' only data). */
export function demoStock(demoDir: string | undefined): (collection: string) => boolean {
  return (collection) => {
    const file = demoDir && join(demoDir, collectionFileName(collection));
    if (!file || !existsSync(file)) return false;
    const items: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(items) && items.length > 0;
  };
}
