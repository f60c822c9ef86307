const TYPES: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4', m4v: 'video/mp4', ogv: 'video/ogg', mov: 'video/quicktime' };

/** The MIME type of a video file from its extension, so the browser skips formats it cannot play without fetching them. */
export function videoType(src: string): string | undefined {
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(src)?.[1]?.toLowerCase();
  return ext ? TYPES[ext] : undefined;
}
