import { useEffect, useId, useRef, type FormEvent, type ReactElement } from 'react';
import styled from 'styled-components';
import { currencySymbol, type Money } from '../../domain/price';
import { TEXT_LIMITS, TRANSLATED_FIELDS, type TranslatedField } from '../../domain/product-fields';
import type { Translations } from '../../domain/product-texts';
import { fillTemplate } from '../../domain/templates';
import { TextField } from '../form/TextField';
import { FindingList } from './FindingList';
import type { OwnerTexts } from './owner-texts';
import { HiddenField } from './HiddenField';
import { Panel } from './owner-styles';
import { PhotoField } from './PhotoField';
import { isBusy, type ProductFormStatus } from './product-form-status';
import { ProductSave } from './ProductSave';
import type { FieldFinding } from './shelf-product';

/** The form's values: its texts as typed, the price too, and the photo's address ('' for none); the writer's ProductForm fits. */
export interface ProductValues {
  title: string;
  des: string;
  img: string;
  price?: string;
  hidden?: boolean;
  /** The title and description in the shop's other languages, by key, as typed ('' or absent: the default's shows). */
  i18n?: Translations;
}

/** One of the shop's other languages, whose title and description the form offers beside the default ones. */
export interface FormLanguage {
  /** Its key in `i18n` (bn). */
  key: string;
  /** Its name in itself (বাংলা), in the fields' labels. */
  label: string;
  /** Its language tag (bn-IN), on the fields, so phones offer its keyboard and draw its script. */
  lang: string;
}

export interface ProductFormProps {
  texts: OwnerTexts;
  /** The list's title, for a new product's heading. */
  list: string;
  /** An edit: the product's name as stored, for the heading; absent for a new product. */
  editing?: string;
  values: ProductValues;
  /** The shop's language and currency where the list shows prices (`lists[].price`); no price field otherwise. */
  prices?: Money;
  /** `site.lang`: how the unknown fields are listed. */
  lang: string;
  /** The shop's other languages (a shop with `locales`): a title and a description in each, beside the default ones. */
  languages?: readonly FormLanguage[];
  /**
   * The photo shown: the one chosen once resized, else the stored one. An https: or data: URL: the site's
   * img-src takes no blob: URLs.
   */
  photo?: string;
  /** The writer's problems from the last Save, each shown at its field; the first field with one takes the focus. */
  problems: readonly FieldFinding[];
  status: ProductFormStatus;
  /** A new product for a list at its display window: the window, and the product adding this one pushes off. */
  full?: { limit: number; title: string };
  /** An edit of a document with fields the site does not use: their names, which saving removes. */
  unknownFields?: readonly string[];
  onChange: (values: ProductValues) => void;
  /** A photo chosen from the camera or the phone's photos. */
  onPickPhoto: (file: File) => void;
  onRemovePhoto: () => void;
  onSave: () => void;
  /** Leaves the form (Cancel, or Back to the list once saved). */
  onCancel: () => void;
  onRetryUpload: () => void;
}

const Form = styled.form`
  display: grid;
  gap: var(--space-4);
`;

const FIELDS = ['title', 'des', 'price', 'img'] as const;

// Side by side where the panel is wide enough, one below the other on a phone. Inline, not a styled component:
// one made at module load would renumber the classes of every page built after it, a one-language shop's too.
const PAIR = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: 'var(--space-4)',
} as const;

/** A field with its translations beside it; alone (as before languages existed) where there are none. */
function paired(field: ReactElement, translations: readonly ReactElement[]): ReactElement {
  if (translations.length === 0) return field;
  return (
    <div style={PAIR}>
      <div>{field}</div>
      {translations.map((t) => (
        <div key={t.key}>{t}</div>
      ))}
    </div>
  );
}

/**
 * One product, added or edited on a phone: title, description, the price where the list shows prices,
 * the photo, and Hidden. The writer's problems show at their fields; the photo's resizing and upload
 * show how far they are, and a failed upload or save says why and keeps what was typed. Saved says
 * where the change is live.
 */
export function ProductForm(props: ProductFormProps) {
  const { texts, values, prices, problems, status, onChange } = props;
  const t = texts.products;
  const f = t.form;
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const again = useRef<HTMLButtonElement>(null);
  const saving = useRef(false);
  const busy = isBusy(status);
  const errorOf = (field: string) =>
    problems
      .filter((p) => p.field === field)
      .map((p) => p.message)
      .join('; ') || undefined;
  // The writer names a translation's problem "bn.title: …" under the field `i18n`: shown at that field.
  const translated = (key: string, field: TranslatedField) => (p: FieldFinding) =>
    p.field === 'i18n' && p.message.startsWith(`${key}.${field}: `);
  const languages = props.languages ?? [];
  const atTranslation = (p: FieldFinding) => languages.some(({ key }) => TRANSLATED_FIELDS.some((field) => translated(key, field)(p)));
  const others = problems.filter((p) => !(FIELDS as readonly string[]).includes(p.field) && !atTranslation(p));
  const length = (value: string, limit: number) => fillTemplate(f.length, { count: value.length, limit });

  // After a Save, the first field the writer refused takes the focus, so a phone scrolls to it.
  useEffect(() => {
    if (!saving.current || problems.length === 0) return;
    saving.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems]);
  // A failed upload or save: Try again takes the focus. A Save that went on to the photo or the database
  // has had its answer: problems that come later (as the owner types) leave the focus where it is.
  useEffect(() => {
    if (status.state !== 'editing') saving.current = false;
    if (status.state === 'uploadFailed' || status.state === 'saveFailed') again.current?.focus();
  }, [status.state]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    saving.current = true;
    props.onSave();
  };
  const set = (change: Partial<ProductValues>) => onChange({ ...values, ...change });
  const translations = (field: TranslatedField) =>
    languages.map(({ key, label, lang }) => {
      const value = values.i18n?.[key]?.[field] ?? '';
      const error = problems.filter(translated(key, field)).map((p) => p.message.slice(`${key}.${field}: `.length));
      return (
        <TextField
          key={key}
          label={fillTemplate(field === 'title' ? f.titleIn : f.desIn, { language: label })}
          name={`i18n.${key}.${field}`}
          lang={lang}
          multiline={field === 'des'}
          value={value}
          onChange={(text) => set({ i18n: { ...values.i18n, [key]: { ...values.i18n?.[key], [field]: text } } })}
          hint={fillTemplate(f.lengthIn, { count: value.length, limit: TEXT_LIMITS[field], language: label })}
          error={error.join('; ') || undefined}
        />
      );
    });
  return (
    <Panel aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId}>
        {props.editing === undefined
          ? fillTemplate(f.addHeading, { list: props.list })
          : fillTemplate(f.editHeading, { title: props.editing })}
      </h2>
      <Form ref={form} noValidate onSubmit={submit}>
        {paired(
          <TextField
            label={f.title}
            name="title"
            value={values.title}
            onChange={(title) => set({ title })}
            hint={length(values.title, TEXT_LIMITS.title)}
            error={errorOf('title')}
          />,
          translations('title'),
        )}
        {paired(
          <TextField
            label={f.des}
            name="des"
            multiline
            value={values.des}
            onChange={(des) => set({ des })}
            hint={length(values.des, TEXT_LIMITS.des)}
            error={errorOf('des')}
          />,
          translations('des'),
        )}
        {prices && (
          <TextField
            label={fillTemplate(f.price, { currency: currencySymbol(prices) })}
            name="price"
            inputMode="decimal"
            value={values.price ?? ''}
            onChange={(price) => set({ price })}
            error={errorOf('price')}
          />
        )}
        <PhotoField
          texts={texts}
          photo={props.photo}
          removable={Boolean(props.photo) || values.img.trim() !== ''}
          status={status}
          error={errorOf('img')}
          againRef={again}
          onPick={props.onPickPhoto}
          onRemove={props.onRemovePhoto}
          onRetry={props.onRetryUpload}
        />
        <HiddenField texts={texts} checked={values.hidden ?? false} onChange={(hidden) => set({ hidden })} />
        {others.length > 0 && <FindingList findings={others} line={t.finding} />}
        <ProductSave
          texts={texts}
          lang={props.lang}
          status={status}
          full={props.full}
          unknownFields={props.unknownFields}
          againRef={again}
          onAgain={props.onSave}
          onCancel={props.onCancel}
        />
      </Form>
    </Panel>
  );
}
