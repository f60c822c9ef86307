import type { HomeSectionType } from '../../src/kinds/home/kind';
import { homeSection as sectionOf } from '../../tests/support/home-sections';
import { catalogue } from './site';

/** The `nth` section of `type` on the shipped home page (0 = the first of that type). */
export const homeSection = <T extends HomeSectionType>(type: T, nth = 0) => sectionOf(catalogue.home, type, nth);
