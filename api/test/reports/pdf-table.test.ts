import { describe, expect, it } from 'vitest';
import { columnWidths } from '../../src/modules/reports/pdf-table.js';

describe('column widths', () => {
  it('shares the width by weight, giving a column at least its longest header word', () => {
    const widths = columnWidths(300, [0.6, 1, 1, 3], [50, 20, 20, 20]);
    expect(widths[0]).toBe(50);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeCloseTo(300);
    expect(widths[3] / widths[1]).toBeCloseTo(3);
  });

  it('scales the minimums down together when even they do not fit', () => {
    expect(columnWidths(100, [1, 1], [100, 100])).toEqual([50, 50]);
  });
});
