import { categoryKind } from './category/kind.ts';
import { contactKind } from './contact/kind.ts';
import { enquiryKind } from './enquiry/kind.ts';
import { homeKind } from './home/kind.ts';
import { kindList } from './kind-list.ts';
import { listKind } from './list/kind.ts';
import { ownerKind } from './owner/kind.ts';
import { showcaseKind } from './showcase/kind.ts';
import { showroomKind } from './showroom/kind.ts';

/**
 * The page kinds, in route-table order, and their slices of the schema merged (`kindShapes`). The
 * catalogue schema, the page index and the reference checks are derived from this list; each kind's
 * page is found by its folder (`<name>/page.tsx`). Adding a kind: one folder, one `.and(…)` here.
 */
export const { kinds, shape: kindShapes } = kindList(homeKind)
  .and(showroomKind)
  .and(categoryKind)
  .and(listKind)
  .and(showcaseKind)
  .and(contactKind)
  .and(enquiryKind)
  .and(ownerKind);
