import type { UploadProgress } from './UploadBars';

/**
 * Where the product form is, as the page tells it: `editing` (new, typed or refused: the writer's problems
 * show at their fields), `preparing` (the chosen photo is resized on the phone), `uploading` (its files are
 * sent, with how far when known), `uploadFailed` or `saveFailed` (why, in the page's words; what was typed
 * stays), `saving`, `saved`.
 */
export type ProductFormStatus =
  | { state: 'editing' }
  | { state: 'preparing' }
  | { state: 'uploading'; progress?: UploadProgress }
  | { state: 'uploadFailed'; reason: string }
  | { state: 'saving' }
  | { state: 'saveFailed'; reason: string }
  | { state: 'saved' };

/** While the form waits on the phone or the network: Save and the photo's buttons wait too. */
export const isBusy = (status: ProductFormStatus) => ['preparing', 'uploading', 'saving'].includes(status.state);
