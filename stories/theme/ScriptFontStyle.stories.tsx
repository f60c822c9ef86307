import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { bengaliFont } from '../../src/theme/bengali-font';
import { ScriptFontStyle } from '../../src/theme/ScriptFontStyle';

// Sample copy of a Kolkata sari shop, conjuncts included (ক্ষ, ন্ত, জ্জ্ব, ড়ি): the shop's own Bengali texts come with its config.
const price = (digits: 'latn' | 'beng') =>
  new Intl.NumberFormat(`bn-IN-u-nu-${digits}`, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(123456);

const meta = {
  title: 'Theme/Bengali text',
  component: ScriptFontStyle,
  args: { langs: ['bn-IN'], fonts: [bengaliFont] },
  parameters: { layout: 'padded' },
  render: (args) => (
    <>
      <ScriptFontStyle {...args} />
      <div lang="bn">
        <h1>শাড়ি</h1>
        <h2>তাঁতের শাড়ি, উজ্জ্বল রঙে</h2>
        <p>নতুন কালেকশন এসে গেছে। শোরুমে আসুন, আপনার অপেক্ষায় আছি।</p>
        <p>
          <strong>{price('latn')}</strong> · {price('beng')}
        </p>
        <p>কুর্তি · চুড়িদার · লেডিস ব্যাগ · যোগাযোগ</p>
      </div>
    </>
  ),
} satisfies Meta<typeof ScriptFontStyle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, text and prices in Bengali, drawn with the shipped Noto Sans Bengali, regular and bold. */
export const BengaliText: Story = {
  play: async ({ canvasElement }) => {
    const font = (weight: number) => `${weight} 16px '${bengaliFont.family}'`;
    await Promise.all([document.fonts.load(font(400), 'ক্ষ'), document.fonts.load(font(700), 'ক্ষ')]);
    await expect(document.fonts.check(font(400), 'ক্ষ') && document.fonts.check(font(700), 'ক্ষ')).toBe(true);
    await expect(getComputedStyle(canvasElement.querySelector('h1')!).fontFamily).toContain(bengaliFont.family);
  },
};
