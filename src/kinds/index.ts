import { categoryKind } from './category/kind.ts';
import { contactKind } from './contact/kind.ts';
import { enquiryKind } from './enquiry/kind.ts';
import { homeKind } from './home/kind.ts';
import { listKind } from './list/kind.ts';
import { showcaseKind } from './showcase/kind.ts';
import { showroomKind } from './showroom/kind.ts';

/**
 * The page kinds, in route-table order. The catalogue schema, the page index and
 * the reference checks are derived from this list; each kind's page is found by
 * its folder (`<name>/page.tsx`). Adding a kind: one folder, one line here.
 */
export const kinds = [homeKind, showroomKind, categoryKind, listKind, showcaseKind, contactKind, enquiryKind] as const;
