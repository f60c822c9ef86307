// Footwear silhouettes, same 480x600 box as garments.ts: for shops that sell shoes.
import type { Draw } from './garments.ts';
import { circle, line, path, rect } from './svg.ts';

export const shoe: Draw = (p) =>
  path('M70 420Q70 330 130 320Q190 316 240 360Q300 400 380 404Q420 408 420 450V470H70Z', p.main) +
  path('M70 470H420V492Q420 504 408 504H82Q70 504 70 492Z', p.dark) +
  path('M130 320Q190 316 240 360L214 380Q172 344 124 350Z', p.dark, 'opacity=".35"') +
  line('M226 372L252 352M246 386L272 366M266 398L292 378', p.light, 5) +
  line('M96 450H404', p.light, 3, 'stroke-dasharray="8 7" opacity=".6"');

export const sneaker: Draw = (p) =>
  path('M64 430Q62 340 120 330Q160 326 200 350L250 374Q320 392 390 398Q428 404 428 446V462H64Z', p.main) +
  rect(60, 458, 372, 40, p.light, 'rx="14"') +
  line('M70 478H422', p.dark, 4, 'opacity=".5"') +
  line('M140 384Q220 372 300 430', p.accent, 10) +
  line('M200 354L222 338M222 366L244 350M244 378L266 362', p.dark, 5) +
  circle(112, 380, 10, p.dark, 'opacity=".5"');

export const sandal: Draw = (p) =>
  rect(70, 440, 350, 36, p.dark, 'rx="18"') +
  path('M70 446Q70 420 100 420H400Q420 420 420 446Z', p.main) +
  line('M150 430Q190 330 250 330Q310 330 330 430', p.main, 26) +
  line('M210 430Q240 380 290 430', p.accent, 14) +
  circle(250, 332, 12, p.accent);
