// Minimal string builders: the images are hand-written markup so they stay tiny and need no tooling.

/** Numbers in markup are rounded so floating-point noise never bloats or destabilises output. */
export function r1(n: number): number {
  return Math.round(n * 10) / 10;
}

export function svgDoc(w: number, h: number, body: string, defs = ''): string {
  const d = defs ? `<defs>${defs}</defs>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${d}${body}</svg>\n`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function line(d: string, stroke: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function text(x: number, y: number, size: number, fill: string, content: string, extra = ''): string {
  const safe = content.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<text x="${x}" y="${y}" font-family="Georgia,'Times New Roman',serif" font-size="${size}" font-weight="700" fill="${fill}"${extra ? ` ${extra}` : ''}>${safe}</text>`;
}

/** Places a drawing made for a 480x600 box somewhere else, scaled. */
export function place(x: number, y: number, scale: number, body: string): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(scale * 1000) / 1000})">${body}</g>`;
}

export function linearGradient(id: string, a: string, b: string, vertical = true): string {
  const dir = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" ${dir}><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
}

/** A soft two-stop backdrop with a faint halo, shared by product, category and poster images. */
export function softBackdrop(w: number, h: number, a: string, b: string): { defs: string; body: string } {
  return {
    defs: linearGradient('bg', a, b),
    body:
      rect(0, 0, w, h, 'url(#bg)') +
      circle(w / 2, h * 0.45, Math.min(w, h) * 0.42, '#fff', 'opacity=".35"') +
      `<ellipse cx="${w / 2}" cy="${r1(h * 0.93)}" rx="${r1(w * 0.32)}" ry="${r1(h * 0.025)}" fill="#000" opacity=".08"/>`,
  };
}
