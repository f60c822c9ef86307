import { createHash } from 'node:crypto';
import { PHOTO_MAX_BYTES, PHOTO_ROOT, PHOTO_TYPES } from '../../src/domain/product-photos';

/** How the storage stand-in (storage-stand-in.ts) reads what firebase/storage sends, and answers as Cloud Storage does. */

/** A multipart upload's two parts (`X-Goog-Upload-Protocol: multipart`): the metadata as JSON, then the bytes with their type. */
export interface MultipartUpload {
  metadata: Record<string, unknown>;
  contentType: string;
  bytes: Buffer;
}

/**
 * Splits a `multipart/related` body as the SDK's multipartUpload writes it: `--B`, a part's headers, a blank
 * line, its content, `\r\n--B`, …, `--B--`. Undefined when it is not two such parts.
 */
export function parseMultipart(contentType: string, body: Buffer): MultipartUpload | undefined {
  const boundary = /boundary=([^;]+)/.exec(contentType)?.[1];
  if (!boundary) return undefined;
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { headers: string; content: Buffer }[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), start);
    if (next < 0) return undefined;
    const part = body.subarray(start + 2, next);
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) return undefined;
    parts.push({ headers: part.subarray(0, split).toString(), content: part.subarray(split + 4) });
    at = next + 2;
  }
  const [meta, data] = parts;
  if (parts.length !== 2 || !meta || !data) return undefined;
  const type = /content-type:\s*([^\r\n]+)/i.exec(data.headers)?.[1]?.trim() ?? '';
  return { metadata: JSON.parse(meta.content.toString()) as Record<string, unknown>, contentType: type, bytes: data.content };
}

/**
 * The claims of the ID token in `Authorization: Firebase <token>`, read without checking its signature: the
 * Authentication emulator's tokens and the SDK's mockUserToken are unsigned (`alg: none`), as the Storage
 * emulator takes them. Never a check of a real token.
 */
export function tokenClaims(authorization: string | undefined): Record<string, unknown> | undefined {
  const token = /^Firebase (\S+)$/.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Whether the claims are an owner's as storage.rules' isOwner() reads them: a verified address on the list, in lowercase. */
export const isOwnerClaims = (claims: Record<string, unknown> | undefined, owners: readonly string[]): boolean =>
  claims?.email_verified === true && typeof claims.email === 'string' && owners.includes(claims.email.toLowerCase());

/** Why storage.rules would refuse this write, or undefined: an owner, under products/, an image type, at most 2 MB. */
export function writeRefusal(owner: boolean, path: string, contentType: string, size: number): string | undefined {
  if (!owner) return `write of ${path} without an owner's token`;
  if (!path.startsWith(`${PHOTO_ROOT}/`)) return `${path} is outside ${PHOTO_ROOT}/`;
  if (!PHOTO_TYPES.includes(contentType)) return `${path} is ${contentType}, not an image type the rules take`;
  if (size > PHOTO_MAX_BYTES) return `${path} is ${size} bytes, over ${PHOTO_MAX_BYTES}`;
  return undefined;
}

/** A list answer as the SDK reads it: the files right under `prefix`, and with a delimiter the folders below it as `prefixes`. */
export function folderListing(paths: readonly string[], prefix: string, delimiter: string, bucket: string) {
  const below = paths.filter((path) => path.startsWith(prefix)).sort();
  const direct = delimiter ? below.filter((path) => !path.slice(prefix.length).includes(delimiter)) : below;
  const folders = delimiter
    ? [...new Set(below.filter((p) => !direct.includes(p)).map((p) => prefix + p.slice(prefix.length).split(delimiter)[0] + delimiter))]
    : [];
  return { prefixes: folders, items: direct.map((name) => ({ name, bucket })) };
}

/** A stored file's metadata as the Firebase Storage API answers it (the SDK maps `name`, `size`, `contentType`, …). */
export function objectMetadata(file: { path: string; contentType: string; bytes: Buffer }, bucket: string) {
  const now = new Date().toISOString();
  return {
    name: file.path,
    bucket,
    generation: '1',
    metageneration: '1',
    contentType: file.contentType,
    size: String(file.bytes.length),
    md5Hash: createHash('md5').update(file.bytes).digest('base64'),
    timeCreated: now,
    updated: now,
  };
}
