import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductForm, type ProductFormProps } from '../../../src/components/owner/ProductForm';
import type { PhotoProgress } from '../../../src/data/owner/product-photos';
import { writeProduct } from '../../../src/data/product-writer';
import { fillTemplate } from '../../../src/domain/templates';
import { ownerTexts as texts } from '../../support/owner-inbox';
import { emptyForm, sampleMoney, sampleProducts, skippedProduct, swatch } from '../../support/owner-products';
import { expectFitsAPhone } from '../../support/phone-fit';
import { atWidth, viewports } from '../../support/viewports';

const t = texts.products;
const f = t.form;
const [stored] = sampleProducts(1);

/**
 * The form as a page holds it: what is typed is kept, and Save runs the real strict writer, whose problems
 * come back to the fields. The story's callbacks are called as well, for the play functions to check.
 */
function Held(args: ProductFormProps) {
  const [values, setValues] = useState(args.values);
  const [problems, setProblems] = useState(args.problems);
  return (
    <ProductForm
      {...args}
      values={values}
      problems={problems}
      onChange={(next) => {
        setValues(next);
        args.onChange(next);
      }}
      onSave={() => {
        const languages = args.languages?.map((l) => l.key) ?? [];
        setProblems(writeProduct(values, { price: args.prices !== undefined, languages }, sampleMoney).problems ?? []);
        args.onSave();
      }}
    />
  );
}

const meta = {
  title: 'Components/Owner/ProductForm',
  component: ProductForm,
  render: (args) => <Held {...args} />,
  args: {
    texts,
    list: 'Sarees',
    values: emptyForm,
    lang: sampleMoney.lang,
    problems: [],
    status: { state: 'editing' },
    onChange: fn(),
    onPickPhoto: fn(),
    onRemovePhoto: fn(),
    onSave: fn(),
    onCancel: fn(),
    onRetryUpload: fn(),
  },
  parameters: { layout: 'padded', ...viewports },
  globals: atWidth('phone'),
} satisfies Meta<typeof ProductForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// The data layer's own progress, as the upload reports it: the second of three files half-way.
const progress: PhotoProgress = { path: 'photo-720w.webp', index: 1, count: 3, sent: 40_000, size: 80_000 };

const photoFile = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'IMG_2041.jpg', { type: 'image/jpeg' });

/** A new product: typed, a photo picked from the camera or the gallery, hidden for now, saved. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('heading', { name: 'Add a product to Sarees' })).toBeVisible();
    await expect(form.queryByLabelText(/^Price/)).toBeNull();
    await userEvent.type(form.getByLabelText(f.title), 'Red Banarasi silk');
    await expect(form.getByText('17 of 200 characters')).toBeVisible();
    await userEvent.type(form.getByLabelText(f.des), 'With blouse piece.');
    const picker = form.getByLabelText(f.pick);
    await expect(picker).toHaveAttribute('type', 'file');
    await expect(picker).toHaveAttribute('accept', 'image/*');
    const photo = photoFile();
    await userEvent.upload(picker, photo);
    await expect(args.onPickPhoto).toHaveBeenCalledWith(photo);
    await userEvent.click(form.getByLabelText(f.hidden));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...emptyForm,
      title: 'Red Banarasi silk',
      des: 'With blouse piece.',
      hidden: true,
    });
    await userEvent.click(form.getByRole('button', { name: f.save }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(form.queryByRole('alert')).toBeNull();
    await expectFitsAPhone(canvasElement);
  },
};

/** Refused by the writer: each reason at its field, the field marked and described, the focus on the first. */
export const InvalidWithMessages: Story = {
  args: { prices: sampleMoney, values: { ...emptyForm, title: 'Silk '.repeat(41).trim(), price: 'call us' } },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const price = form.getByLabelText('Price (₹)');
    await userEvent.click(form.getByRole('button', { name: f.save }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    const title = form.getByLabelText(f.title);
    await expect(title).toHaveFocus();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(/204 characters, more than 200/);
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveAccessibleDescription('"call us" is not an amount of 0 or more, like 1299 or "₹1,299.50"');
    await expect(form.getByLabelText(f.des)).not.toHaveAttribute('aria-invalid');
    await expectFitsAPhone(canvasElement);
  },
};

/** The chosen photo is being resized on the phone: Save waits. */
export const PreparingThePhoto: Story = {
  args: { values: { ...emptyForm, title: 'Blue Tant cotton' }, status: { state: 'preparing' } },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('status')).toHaveTextContent(f.preparing);
    const save = form.getByRole('button', { name: f.save });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
    await expectFitsAPhone(canvasElement);
  },
};

/** The photo's three files on their way: the first sent, the second half-way, the third waiting. */
export const UploadingWithProgress: Story = {
  args: {
    values: { ...emptyForm, title: 'Blue Tant cotton' },
    photo: swatch(200),
    status: { state: 'uploading', progress },
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('status')).toHaveTextContent(f.uploading);
    await expect(form.getAllByRole('progressbar')).toHaveLength(3);
    const bar = (n: number) => form.getByRole<HTMLProgressElement>('progressbar', { name: fillTemplate(f.file, { number: n, count: 3 }) });
    await expect(bar(1).value / bar(1).max).toBe(1);
    await expect(bar(2).value / bar(2).max).toBe(0.5);
    await expect(bar(3).value).toBe(0);
    await expect(form.getByRole('button', { name: f.save })).toHaveAttribute('aria-disabled', 'true');
    await expectFitsAPhone(canvasElement);
  },
};

/** The upload failed: why, Try again with the focus on it, and what was typed still in the form. */
export const FailedUpload: Story = {
  args: {
    values: { ...emptyForm, title: 'Blue Tant cotton', des: 'Soft, for summer.' },
    photo: swatch(200),
    status: { state: 'uploadFailed', reason: texts.failure.offline },
  },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('alert')).toHaveTextContent(fillTemplate(f.uploadFailed, { reason: texts.failure.offline }));
    const again = form.getByRole('button', { name: t.saveAgain });
    await expect(again).toHaveFocus();
    await expect(form.getByLabelText(f.title)).toHaveValue('Blue Tant cotton');
    await expect(form.getByLabelText(f.des)).toHaveValue('Soft, for summer.');
    await userEvent.click(again);
    await expect(args.onRetryUpload).toHaveBeenCalledOnce();
    await expectFitsAPhone(canvasElement);
  },
};

/** The database refused the save: why, and Try again saves again. */
export const FailedSave: Story = {
  args: { values: { ...emptyForm, title: 'Blue Tant cotton' }, status: { state: 'saveFailed', reason: texts.failure.refused } },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('alert')).toHaveTextContent(fillTemplate(f.notSaved, { reason: texts.failure.refused }));
    await userEvent.click(form.getByRole('button', { name: t.saveAgain }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expectFitsAPhone(canvasElement);
  },
};

/** Saved: where the change is live, and Back to the list. */
export const Saved: Story = {
  args: { editing: stored!.form.title, values: stored!.form, photo: stored!.shown!.img, prices: sampleMoney, status: { state: 'saved' } },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('heading', { name: `Edit “${stored!.form.title}”` })).toBeVisible();
    await expect(form.getByRole('status')).toHaveTextContent(
      'Saved. Visitors see it now; the pre-rendered pages at the next build and deploy.',
    );
    await userEvent.click(form.getByRole('button', { name: f.back }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expectFitsAPhone(canvasElement);
  },
};

/** An edit with its photo: the preview, and Remove the photo. */
export const EditingWithPhoto: Story = {
  args: { editing: stored!.form.title, values: stored!.form, photo: stored!.shown!.img, prices: sampleMoney },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('img', { name: f.photoAlt })).toHaveAttribute('src', stored!.shown!.img);
    await expect(form.getByLabelText('Price (₹)')).toHaveValue('1299');
    await userEvent.click(form.getByRole('button', { name: f.removePhoto }));
    await expect(args.onRemovePhoto).toHaveBeenCalledOnce();
    await expectFitsAPhone(canvasElement);
  },
};

/** A new product for a full list: the product it pushes off is named before Save. */
export const FullList: Story = {
  args: { values: { ...emptyForm, title: 'Orange Bomkai' }, full: { limit: 20, title: 'White Garad' } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    const warning = 'This list shows at most 20 products: adding this one takes “White Garad” off the public list.';
    await expect(form.getByText(warning)).toBeVisible();
    await expect(form.getByRole('button', { name: f.save })).toHaveAccessibleDescription(warning);
    await expectFitsAPhone(canvasElement);
  },
};

/** A document from the console with fields the site does not use: named, and saving removes them. */
export const UnknownFields: Story = {
  args: { editing: 'Untitled (console-7)', values: skippedProduct.form, unknownFields: ['titel', 'colour'] },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const note = 'This product has fields the site does not use: titel and colour. Saving removes them.';
    await expect(form.getByText(note)).toBeVisible();
    await expect(form.getByRole('button', { name: f.save })).toHaveAccessibleDescription(note);
    // Its http: picture has no preview (the site would refuse it), and can still be removed.
    await expect(form.queryByRole('img')).toBeNull();
    await userEvent.click(form.getByRole('button', { name: f.removePhoto }));
    await expect(args.onRemovePhoto).toHaveBeenCalledOnce();
    await expectFitsAPhone(canvasElement);
  },
};

const bengali = { key: 'bn', label: 'বাংলা', lang: 'bn-IN' };

/**
 * A shop in English and Bengali: a Bengali title and description beside the English ones (below them on a
 * phone), in Bengali (`lang`), with the same counters and limits; a stored translation shows, and one too long is refused at its field.
 */
export const WithBengali: Story = {
  args: {
    languages: [bengali],
    values: { ...emptyForm, title: 'Red saree', i18n: { bn: { title: 'লাল শাড়ি' } } },
  },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const title = form.getByLabelText(fillTemplate(f.titleIn, { language: 'বাংলা' }));
    await expect(title).toHaveValue('লাল শাড়ি');
    await expect(title).toHaveAttribute('lang', 'bn-IN');
    const des = form.getByLabelText(fillTemplate(f.desIn, { language: 'বাংলা' }));
    await expect(des).toHaveAttribute('lang', 'bn-IN');
    // Below the English one on a phone.
    const english = form.getByLabelText(f.title).getBoundingClientRect();
    await expect(title.getBoundingClientRect().top).toBeGreaterThan(english.bottom);
    await userEvent.type(des, 'রেশম');
    await expect(form.getByText(fillTemplate(f.lengthIn, { count: 4, limit: 2000, language: 'বাংলা' }))).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...args.values, i18n: { bn: { title: 'লাল শাড়ি', des: 'রেশম' } } });
    await userEvent.clear(title);
    await userEvent.type(title, 'ক'.repeat(201));
    await userEvent.click(form.getByRole('button', { name: f.save }));
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveFocus();
    await expectFitsAPhone(canvasElement);
  },
};

/** The same form on a wide screen: each Bengali field beside its English one. */
export const WithBengaliWide: Story = {
  args: WithBengali.args,
  globals: atWidth('desktop'),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    const english = form.getByLabelText(f.title).getBoundingClientRect();
    const title = form.getByLabelText(fillTemplate(f.titleIn, { language: 'বাংলা' })).getBoundingClientRect();
    await expect(title.top).toBe(english.top);
    await expect(title.left).toBeGreaterThan(english.right);
  },
};
