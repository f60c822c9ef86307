import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useLocalPhoto } from '../../components/image/use-local-photo';
import type { OwnerTexts } from '../../components/owner/owner-texts';
import { ProductForm, type ProductValues } from '../../components/owner/ProductForm';
import type { ProductFormStatus } from '../../components/owner/product-form-status';
import { productName, publicWindow } from '../../components/owner/shelf-product';
import type { PageCatalogue } from '../../catalogue/schema';
import type { OwnerSeam } from '../../data/owner/owner-seam';
import { photoPreview } from '../../data/owner/photo-preview';
import { productSaver, type SaveStep } from '../../data/owner/save-product';
import type { useOwnerShelf } from '../../data/owner/use-owner-shelf';
import type { Finding } from '../../data/product';
import { extraLanguageKeys, shopLanguages } from '../../domain/shop-languages';
import { failureText } from './failure-text';

type List = PageCatalogue<'owner'>['lists'][number];

export interface ProductEditorViewProps {
  seam: OwnerSeam;
  texts: OwnerTexts;
  catalogue: PageCatalogue<'owner'>;
  list: List;
  shelf: ReturnType<typeof useOwnerShelf>;
  isNew: boolean;
  /** The product the address names, for an edit. */
  productId?: string;
  onClose: () => void;
}

const empty = (priced: boolean): ProductValues => ({ title: '', des: '', img: '', ...(priced ? { price: '' } : {}), hidden: false });

/** The form's state for a step of the save: the writer's problems stay with the form while it is edited. */
function statusOf(step: SaveStep, texts: OwnerTexts): ProductFormStatus {
  switch (step.step) {
    case 'editing':
    case 'invalid':
      return { state: 'editing' };
    case 'uploading':
      return step.progress ? { state: 'uploading', progress: step.progress } : { state: 'uploading' };
    case 'uploadFailed':
      return { state: 'uploadFailed', reason: failureText(texts, step.failure) };
    case 'failed':
      return { state: 'saveFailed', reason: failureText(texts, step.failure) };
    default:
      return { state: step.step };
  }
}

/**
 * A product's form on its own address: a new one (its id taken now, so every retry stores the same product)
 * or the one the address names, once the shelf has read it. Until the first Save, what the public reader found
 * wrong in it shows at its fields, so a document broken in the console says what to mend (a value it merely
 * cleaned, such as a price typed as text, is no fault). Saving goes step by step (productSaver); what the
 * owner typed and picked stays through every failure.
 */
export function ProductEditorView({ seam, texts, catalogue, list, shelf, isNew, productId, onClose }: ProductEditorViewProps) {
  const preset = (useLocation().state as { hidden?: boolean } | null)?.hidden;
  const stored = isNew ? undefined : shelf.state.products.find((p) => p.id === productId);
  const [id] = useState(() => (isNew ? seam.products.newId(list.collection) : (productId ?? '')));
  const [values, setValues] = useState<ProductValues | undefined>(() => (isNew ? empty(list.price) : undefined));
  const [photo, setPhoto] = useState<{ file: File; preview?: string }>();
  const [problems, setProblems] = useState<readonly Finding[]>([]);
  const [step, setStep] = useState<SaveStep>({ step: 'editing' });
  const demo = seam.auth.mode === 'demo';
  const { stored: onStored } = shelf;
  const { locales } = catalogue;

  // An edit opens once the shelf has the product: its stored values, and a choice made on the shelf (Hide) kept.
  useEffect(() => {
    if (!values && stored) setValues(preset === undefined ? stored.form : { ...stored.form, hidden: preset });
  }, [values, stored, preset]);

  const save = useMemo(
    () =>
      productSaver(
        {
          products: seam.products,
          photos: seam.photos,
          target: { collection: list.collection, price: list.price, languages: extraLanguageKeys({ locales }) },
          images: catalogue.images,
          money: catalogue.site,
          demo,
          onStored,
        },
        (next) => {
          setStep(next);
          if (next.step === 'invalid') setProblems(next.problems);
          else if (next.step !== 'editing') setProblems([]);
        },
      ),
    [seam, list, catalogue.images, catalogue.site, locales, demo, onStored],
  );

  // A demo photo is read back from this browser; a stored https: one is shown as it is.
  const storedPhoto = useLocalPhoto(values?.img || undefined).src;

  if (!values) return <p role="status">{shelf.state.phase === 'ready' ? texts.products.empty : texts.products.loading}</p>;
  const pushed = isNew && !values.hidden ? publicWindow(shelf.state.products, list.limit).pushed : undefined;
  const send = () => void save({ id, isNew, form: values, ...(photo ? { photo: photo.file } : {}), drop: stored?.unknownFields ?? [] });
  return (
    <ProductForm
      texts={texts}
      list={list.title}
      {...(stored ? { editing: productName(stored, texts.products.untitled) } : {})}
      values={values}
      {...(list.price ? { prices: catalogue.site } : {})}
      lang={catalogue.site.lang}
      {...(locales ? { languages: shopLanguages(catalogue).filter((l) => !l.isDefault) } : {})}
      {...(photo?.preview ? { photo: photo.preview } : storedPhoto ? { photo: storedPhoto } : {})}
      problems={step.step === 'editing' && problems.length === 0 ? (stored?.findings.filter((f) => !f.cleaned) ?? []) : problems}
      status={statusOf(step, texts)}
      {...(pushed ? { full: { limit: list.limit, title: productName(pushed, texts.products.untitled) } } : {})}
      {...(stored?.unknownFields.length ? { unknownFields: stored.unknownFields } : {})}
      onChange={setValues}
      onPickPhoto={(file) => {
        setPhoto({ file });
        photoPreview(file).then(
          (preview) => setPhoto((p) => (p?.file === file ? { file, preview } : p)),
          () => undefined, // no preview: the save's resizing says what is wrong with the photo
        );
      }}
      onRemovePhoto={() => {
        setPhoto(undefined);
        setValues({ ...values, img: '' });
      }}
      onSave={send}
      onCancel={onClose}
      onRetryUpload={send}
    />
  );
}
