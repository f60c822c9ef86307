import { describe, expect, it } from 'vitest';
import { scriptTotals, type LoadedScript } from '../../../../scripts/bench/first-load-js.ts';

const script = (path: string, gzip: number, kind: LoadedScript['kind']): LoadedScript => ({ path, gzip, kind });

describe('first-load JS totals', () => {
  it("count the Firebase SDK's chunks as code, and demo data apart", () => {
    const totals = scriptTotals([
      script('/assets/app.js', 1000, 'code'),
      script('/assets/firestore-source.js', 300, 'firebase'),
      script('/assets/saree.js', 50, 'data'),
    ]);
    expect(totals).toEqual({ code: 1300, firebase: 300, data: 50 });
  });

  it('are nothing for a page that loaded no script', () => {
    expect(scriptTotals([])).toEqual({ code: 0, firebase: 0, data: 0 });
  });
});
