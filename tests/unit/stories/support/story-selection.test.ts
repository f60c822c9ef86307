import { describe, expect, it } from 'vitest';
import { LANGUAGES_CONFIG, SPEC_CONFIG } from '../../../../scripts/catalogue/catalogue-file';
import { openCatalogue } from '../../../../scripts/catalogue/open-catalogue';
import { findExamples } from '../../../../stories/support/examples';
import { covers, demoStock, needsOf, selectStories, STORY_NEEDS, storyFiles } from '../../../../stories/support/story-selection';
import { loadedCatalogue } from '../../../support/catalogue';
import { minimalCatalogue } from '../../../support/minimal-catalogue';

// Which story files Storybook (and its test run) indexes for a shop: .storybook/main.ts asks here.
const files = storyFiles('stories');
const examplesOf = (config: string) => {
  const shop = openCatalogue(config);
  return findExamples(shop.catalogue, demoStock(shop.demoDir));
};
const leftOut = (examples: ReturnType<typeof findExamples>) => {
  const selected = selectStories(files, examples);
  return files.filter((f) => !selected.includes(f));
};

describe('story selection', () => {
  it('names only story files and folders that exist', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const key of Object.keys(STORY_NEEDS))
      expect(
        files.some((f) => covers(key, f)),
        key,
      ).toBe(true);
  });

  it('a file needs every entry that covers it; a file no entry covers is for every shop', () => {
    expect(needsOf('components/form/EmailField.stories.tsx')).toEqual(['enquiries', 'emailField']);
    expect(needsOf('kinds/home/HomePage.stories.tsx')).toEqual([]);
  });

  it("indexes every story for the specification's shop, which uses every kind, but the language switch: it has one language", () => {
    expect(leftOut(examplesOf(SPEC_CONFIG))).toEqual(['components/chrome/LanguageSwitch.stories.tsx']);
  });

  it('indexes the language switch for a shop with locales (the frozen copy of the shipped one)', () => {
    expect(leftOut(examplesOf(LANGUAGES_CONFIG))).not.toContain('components/chrome/LanguageSwitch.stories.tsx');
  });

  it('leaves out what the shoe shop has no use for: enquiries, showcases, chat button, home media', () => {
    expect(leftOut(examplesOf('examples/shoe-shop/catalogue.config.yaml'))).toEqual([
      'components/alert/Alert.stories.tsx',
      'components/chat/ChatButton.stories.tsx',
      'components/chrome/LanguageSwitch.stories.tsx',
      'components/form/EmailField.stories.tsx',
      'components/form/EnquiryForm.stories.tsx',
      'components/form/TextField.stories.tsx',
      'components/media/ImageGrid.stories.tsx',
      'components/media/TrendingVideo.stories.tsx',
      'components/owner/EnquiryCard.stories.tsx',
      'components/owner/Inbox.stories.tsx',
      'components/owner/NotOwner.stories.tsx',
      'components/owner/OwnerNav.stories.tsx',
      'components/owner/ProductForm.stories.tsx',
      'components/owner/ProductShelf.stories.tsx',
      'components/owner/SignIn.stories.tsx',
      'components/owner/SignedInBar.stories.tsx',
      'components/showcase/ShowcaseCard.stories.tsx',
      'kinds/contact/ContactEnquiryTab.stories.tsx',
      'kinds/enquiry/EnquiryPage.stories.tsx',
      'kinds/enquiry/EnquirySection.stories.tsx',
      'kinds/home/sections/embeds/EmbedGrid.stories.tsx',
      'kinds/home/sections/video-clips/VideoClips.stories.tsx',
      'kinds/showcase/ShowcaseCards.stories.tsx',
      'kinds/showcase/ShowcasePage.stories.tsx',
    ]);
  });

  it('takes the first of each kind, and the first list with demo products', () => {
    const { catalogue } = openCatalogue(SPEC_CONFIG);
    const examples = findExamples(catalogue, (collection) => collection !== catalogue.lists[0]!.collection);
    expect(examples.list).toBe(catalogue.lists[1]);
    expect(examples.priceList).toBe(catalogue.lists.find((l) => l.price));
    expect(examples.category).toBe(catalogue.categories[0]);
    expect(examples.showroom).toBe(catalogue.showrooms[0]);
    expect(examples.showcase).toBe(catalogue.showcases[0]);
  });

  it('a shop of one category and one list without demo products keeps the chrome, the category and the pages every shop has', () => {
    const catalogue = loadedCatalogue(minimalCatalogue());
    expect(
      selectStories(
        files,
        findExamples(catalogue, () => false),
      ),
    ).toEqual([
      'components/breadcrumb/Breadcrumb.stories.tsx',
      'components/card/CardGrid.stories.tsx',
      'components/card/CardImage.stories.tsx',
      'components/card/InfoCard.stories.tsx',
      'components/chrome/Footer.stories.tsx',
      'components/chrome/NavBar.stories.tsx',
      'components/chrome/ScrollToTop.stories.tsx',
      'components/chrome/TopStrip.stories.tsx',
      'components/feedback/StatusMessage.stories.tsx',
      'components/link/AppLink.stories.tsx',
      'components/page/Container.stories.tsx',
      'components/page/PageHeading.stories.tsx',
      'kinds/category/CategoryPage.stories.tsx',
      'kinds/home/HomePage.stories.tsx',
      'kinds/not-found/NotFoundPage.stories.tsx',
      'kinds/offline/OfflinePage.stories.tsx',
      'shell/PageBreadcrumb.stories.tsx',
      'shell/RouteError.stories.tsx',
      'shell/SiteLayout.stories.tsx',
      'theme/ScriptFontStyle.stories.tsx',
    ]);
  });

  it('leaves the offline page out for a shop with offline support off', () => {
    const catalogue = loadedCatalogue(minimalCatalogue());
    const off = { ...catalogue, site: { ...catalogue.site, offline: false as const } };
    expect(leftOut(findExamples(off, () => false))).toContain('kinds/offline/OfflinePage.stories.tsx');
  });
});
