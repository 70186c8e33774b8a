import type { ParseCase } from './parse-case.ts';

/** Floor plans, videos and 3D tours (issue 31, point 4), written before the words were added. */
// biome-ignore format: one case a line
export const mediaCases: ParseCase[] = [
  ['stan s tlocrtom', { t: 'apartment', fp: true }],
  ['trosoban stan sa tlocrtom u Sarajevu', { t: 'apartment', b: 2, p: 'sarajevo', fp: true }],
  ['kuća sa videom', { t: 'house', v: true }],
  ['stan 3D tura Mostar', { t: 'apartment', v: true, p: 'mostar' }],
  ['stan s virtuelnom šetnjom', { t: 'apartment', v: true }],
  ['flat with floor plan and video', { t: 'apartment', fp: true, v: true }],
  ['apartment with a 3d tour in Tuzla', { t: 'apartment', v: true, p: 'tuzla' }],
  ['стан са тлоцртом', { t: 'apartment', fp: true }],
  ['kuca tlocrt video', { t: 'house', fp: true, v: true }],
  ['stan bez tlocrta', { t: 'apartment' }, 'bez tlocrta'],
  ['stan sa videosnimkom do 100000', { t: 'apartment', v: true, pmax: 100_000 }],
  ['poslovni prostor s tlocrtima', { t: 'office', fp: true }],
];
