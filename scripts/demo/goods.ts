// Accessory and beauty silhouettes, same 480x600 box as garments.ts.
import type { Draw } from './garments.ts';
import { circle, line, path, rect } from './svg.ts';

export const handbag: Draw = (p) =>
  line('M184 250Q184 150 240 150Q296 150 296 250', p.dark, 14) +
  path('M110 250H370L392 520Q392 540 372 540H108Q88 540 88 520Z', p.main) +
  path('M110 250H370L356 350Q240 380 124 350Z', p.dark, 'opacity=".35"') +
  line('M104 300L92 520M376 300L388 520', p.light, 3, 'stroke-dasharray="6 6" opacity=".7"') +
  circle(240, 364, 14, p.accent) +
  circle(240, 364, 6, p.dark);

export const wallet: Draw = (p) =>
  rect(128, 180, 90, 50, p.light, 'rx="6"') +
  rect(150, 172, 90, 50, p.accent, 'rx="6"') +
  rect(100, 200, 280, 200, p.main, 'rx="22"') +
  rect(114, 214, 252, 172, 'none', `rx="14" stroke="${p.light}" stroke-width="3" stroke-dasharray="7 6" opacity=".7"`) +
  path('M304 266H392V334H304Q288 300 304 266Z', p.dark) +
  circle(330, 300, 10, p.accent);

export const trolley: Draw = (p) =>
  line('M200 84V190M280 84V190', '#6f737b', 10) +
  rect(186, 66, 108, 20, '#3b3e45', 'rx="9"') +
  rect(140, 180, 200, 330, p.main, 'rx="28"') +
  line('M190 204V486M240 204V486M290 204V486', p.dark, 8, 'opacity=".35"') +
  rect(336, 290, 14, 80, p.dark, 'rx="6"') +
  circle(172, 530, 17, '#2f3137') +
  circle(308, 530, 17, '#2f3137');

export const backpack: Draw = (p) =>
  line('M212 140Q240 100 268 140', p.dark, 10) +
  line('M146 200Q118 340 150 480M334 200Q362 340 330 480', p.dark, 12) +
  path('M150 180Q150 140 190 140H290Q330 140 330 180L340 520Q340 540 320 540H160Q140 540 140 520Z', p.main) +
  line('M160 190Q240 160 320 190', p.accent, 5) +
  path('M176 360H304V500Q304 516 288 516H192Q176 516 176 500Z', p.dark, 'opacity=".4"') +
  line('M182 380H298', p.accent, 5) +
  circle(290, 380, 6, p.light);

export const cosmetics: Draw = (p) =>
  rect(112, 380, 64, 150, '#2b2b30', 'rx="6"') +
  rect(112, 372, 64, 16, '#d4a531') +
  path('M120 372V300L168 270V372Z', p.main) +
  rect(238, 238, 24, 50, '#3b3e45') +
  path('M226 236h54v-14h-20v-14h-34Z', '#3b3e45') +
  rect(200, 286, 120, 244, p.light, 'rx="22"') +
  rect(218, 360, 84, 100, '#fff', 'rx="8" opacity=".85"') +
  line('M232 392H288M232 414H276', p.dark, 5) +
  circle(378, 486, 54, p.dark) +
  circle(378, 486, 40, p.main) +
  circle(364, 472, 10, '#fff', 'opacity=".5"');

export const herbal: Draw = (p) =>
  path('M180 300Q180 250 220 240V190H260V240Q300 250 300 300V520Q300 540 280 540H200Q180 540 180 520Z', p.main) +
  rect(212, 160, 56, 34, p.dark, 'rx="5"') +
  rect(194, 340, 92, 120, '#f7f0dc', 'rx="8"') +
  path('M240 440Q206 400 240 358Q274 400 240 440Z', '#4f8a3a') +
  line('M240 366V436', '#2f5a22', 3) +
  rect(322, 450, 100, 90, p.light, 'rx="14"') +
  rect(316, 434, 112, 24, p.dark, 'rx="8"') +
  path('M90 540Q70 470 130 440Q150 500 90 540Z', '#6aa84f') +
  path('M120 540Q130 480 180 470Q170 530 120 540Z', '#4f8a3a');

export const spray: Draw = (p) =>
  rect(214, 150, 52, 40, p.accent, 'rx="8"') +
  rect(250, 160, 22, 10, '#3b3e45') +
  path('M190 226Q190 190 240 186Q290 190 290 226V506Q290 520 276 520H204Q190 520 190 506Z', p.main) +
  rect(190, 300, 100, 120, p.light, 'opacity=".8"') +
  path('M240 392Q214 360 240 326Q266 360 240 392Z', p.dark) +
  [
    [296, 150],
    [316, 140],
    [320, 162],
    [340, 150],
    [344, 128],
  ]
    .map(([x, y]) => circle(x ?? 0, y ?? 0, 5, p.dark, 'opacity=".35"'))
    .join('');
