/** A data: URL of a Blob the site made itself (a resized photo), never of product data: img-src takes data:, not blob:. */
export const blobDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('the photo could not be read'));
    reader.readAsDataURL(blob);
  });
