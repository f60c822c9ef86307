import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanguageSwitch } from '../../../src/components/chrome/LanguageSwitch';
import { TopStrip } from '../../../src/components/chrome/TopStrip';
import { chromeProps, languageSwitchProps } from '../../../src/shell/chrome-props';
import { PageLanguageSwitch } from '../../../src/shell/PageLanguageSwitch';
import { useCatalogue } from '../../../src/shell/catalogue-context';
import { atWidth, viewports } from '../../support/viewports';
import { catalogue, example, routeOf } from '../../support/site';

// Shown only for a shop with `locales` (STORY_NEEDS): a shop of one language has no switch at all.
const [first, second] = example('languages');
const list = example('list');
const page = catalogue.pages.find((p) => p.id === list.id);

const meta = {
  title: 'Components/Chrome/LanguageSwitch',
  component: LanguageSwitch,
  args: languageSwitchProps(catalogue, page),
  parameters: { path: routeOf(list.id) },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top strip of the page, from the story's catalogue (the toolbar's language), with the page's switch, as SiteLayout draws it. */
function PageTopStrip() {
  const { catalogue: site, paths } = useCatalogue();
  return <TopStrip {...chromeProps(site, paths).topStrip} languageSwitch={<PageLanguageSwitch />} />;
}

/** On a list page: a link to the same list in each other language, named and marked in that language. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: args.links[0]!.label });
    await expect(link).toHaveAttribute('lang', second!.lang);
    await expect(link).toHaveAttribute('hreflang', second!.lang);
    await expect(link).toHaveAttribute('href', `${second!.prefix}${list.route}`);
  },
};

/**
 * In the top strip at phone width, as the site draws it: its links follow the address, the search (`?q=`) and the
 * fragment kept, and the toolbar's Language draws it from that language's page.
 */
export const InTheTopStrip: Story = {
  parameters: { ...viewports, path: `${routeOf(list.id)}?q=a#top` },
  globals: atWidth('phone'),
  render: () => <PageTopStrip />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: second!.label });
    await expect(link).toHaveAttribute('href', `${second!.prefix}${list.route}?q=a#top`);
    await expect(link).toHaveAttribute('hreflang', second!.lang);
    // A finger's width: 44 px at least each way.
    const box = link.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeGreaterThanOrEqual(44);
  },
};

/** The same in the other language (the toolbar's Language): a link back to the default language's page. */
export const InTheOtherLanguage: Story = {
  ...InTheTopStrip,
  globals: { ...atWidth('phone'), language: second!.key },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('lang', second!.lang);
    const link = within(canvasElement).getByRole('link', { name: first!.label });
    await expect(link).toHaveAttribute('lang', first!.lang);
    await expect(link).toHaveAttribute('hreflang', first!.lang);
  },
};
