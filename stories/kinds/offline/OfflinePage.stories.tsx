import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflinePage } from '../../../src/kinds/offline/OfflinePage';
import { offlinePageProps } from '../../../src/kinds/offline/offline-props';
import { createPaths } from '../../../src/site/paths';
import { telHref } from '../../../src/domain/templates';
import { inLayout } from '../../support/in-layout';
import { catalogue, texts } from '../../support/site';

const meta = {
  title: 'Pages/Offline',
  component: OfflinePage,
  decorators: [inLayout],
  parameters: { path: '/~offline' },
} satisfies Meta<typeof OfflinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page the phone has not kept, asked for with no signal: the shop's phones and showrooms, inside the chrome. */
export const Default: Story = {
  args: offlinePageProps(catalogue, createPaths(catalogue)),
  play: async ({ canvasElement }) => {
    const main = within(canvasElement.querySelector('main')!);
    await expect(main.getByRole('heading', { level: 1, name: texts.offline.title })).toBeVisible();
    await expect(main.getByRole('link', { name: catalogue.shop.phones.helpline })).toHaveAttribute(
      'href',
      telHref(catalogue.shop.phones.helpline),
    );
    for (const showroom of catalogue.showrooms) {
      await expect(main.getByText(showroom.name)).toBeVisible();
      await expect(main.getByRole('link', { name: showroom.phone })).toHaveAttribute('href', telHref(showroom.phone));
    }
    await expect(main.getByText(texts.offline.maps)).toBeVisible();
    await expect(main.getByRole('link', { name: texts.offline.home })).toHaveAttribute('href', catalogue.home.route);
  },
};
