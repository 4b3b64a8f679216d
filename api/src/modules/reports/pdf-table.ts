import type { TextLine } from './pdf-lines.js';
import type { PdfText, TextStyle } from './pdf-text.js';

const HEADER: TextStyle = { font: 'bold', size: 8 };
const CELL: TextStyle = { font: 'regular', size: 8 };
/** Space between columns, and below each row. */
const COLUMN_GAP = 4;
const ROW_GAP = 3;

interface Cell {
  lines: TextLine[];
  style: TextStyle;
}

/**
 * Column widths in proportion to their weights, but never narrower than `minimums` (each header's
 * longest word): a column that needs more takes it from the others. When even the minimums do not
 * fit, they are scaled down together.
 */
export function columnWidths(usable: number, weights: number[], minimums: number[]): number[] {
  const fixed = new Set<number>();
  for (;;) {
    const free = usable - [...fixed].reduce((sum, i) => sum + minimums[i], 0);
    const weight = weights.reduce((sum, w, i) => (fixed.has(i) ? sum : sum + w), 0);
    const widths = weights.map((w, i) => (fixed.has(i) ? minimums[i] : (free * w) / weight));
    const short = widths.flatMap((width, i) => (!fixed.has(i) && width < minimums[i] ? [i] : []));
    if (!short.length) return widths;
    for (const i of short) fixed.add(i);
    if (fixed.size === weights.length) {
      const total = minimums.reduce((sum, min) => sum + min, 0);
      return minimums.map((min) => (min * usable) / total);
    }
  }
}

/**
 * A table that flows over pages: each row as tall as its longest cell, the header repeated on every
 * page. Headers wrap only between words; a header word wider than its column is set smaller.
 */
export class PdfTable {
  private readonly widths: number[];
  private readonly headerCells: Cell[];

  constructor(
    private readonly text: PdfText,
    headers: string[],
    /** Relative column widths: free text gets more room than ids and times. */
    weights: number[],
    /** Per column, the longest word its cells hold that must never be cut (e.g. a date), or null. */
    unbrokenWords: (string | null)[] = [],
  ) {
    const { doc } = text;
    const usable = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    const longestWords = headers.map((header) => Math.max(...header.split(/\s+/).map((word) => text.width(word, HEADER))));
    const cellWords = headers.map((_, i) => (unbrokenWords[i] ? text.width(unbrokenWords[i], CELL) : 0));
    this.widths = columnWidths(
      usable,
      weights,
      longestWords.map((width, i) => Math.max(width, cellWords[i]) + COLUMN_GAP),
    );
    this.headerCells = longestWords.map((width, i) => {
      const room = this.widths[i] - COLUMN_GAP;
      const style = width <= room ? HEADER : { ...HEADER, size: Math.floor(((HEADER.size * room) / width) * 10) / 10 };
      return { lines: text.lines(headers[i], style, room, false), style };
    });
  }

  /** The height of a header of `headerLines` lines and `rows` one-line rows: what a table needs on a page to start there. */
  static startHeight(text: PdfText, headerLines: number, rows: number): number {
    return headerLines * text.lineHeight(HEADER) + ROW_GAP + rows * (text.lineHeight(CELL) + ROW_GAP);
  }

  startHeight(rows: number): number {
    return PdfTable.startHeight(this.text, Math.max(...this.headerCells.map((cell) => cell.lines.length)), rows);
  }

  header(): void {
    this.text.ensureRoom(this.height(this.headerCells));
    this.place(this.headerCells, () => {});
  }

  row(values: string[]): void {
    this.place(
      values.map((value, i) => ({ lines: this.text.lines(value, CELL, this.widths[i] - COLUMN_GAP), style: CELL })),
      () => this.header(),
    );
  }

  private height(cells: Cell[]): number {
    return Math.max(...cells.map((cell) => cell.lines.length * this.text.lineHeight(cell.style))) + ROW_GAP;
  }

  /**
   * Draws a row below the last, on a new page (after `onNewPage`) when it does not fit here. A row
   * taller than a whole page goes on over as many pages as it needs, a slice of its lines on each.
   */
  private place(cells: Cell[], onNewPage: () => void): void {
    const { doc } = this.text;
    const pageRoom = doc.page.height - doc.page.margins.top - doc.page.margins.bottom - this.height(this.headerCells);
    if (this.height(cells) > this.text.room() && this.height(cells) <= pageRoom) {
      doc.addPage();
      onNewPage();
    }
    let rest = cells;
    for (;;) {
      const room = this.text.room() - ROW_GAP;
      const shown = rest.map((cell) => ({ ...cell, lines: cell.lines.slice(0, Math.max(0, Math.floor(room / this.text.lineHeight(cell.style)))) }));
      let x = doc.page.margins.left;
      shown.forEach((cell, i) => {
        this.text.draw(cell.lines, x, doc.y, cell.style);
        x += this.widths[i];
      });
      doc.y += Math.max(...shown.map((cell) => cell.lines.length * this.text.lineHeight(cell.style)));
      rest = rest.map((cell, i) => ({ ...cell, lines: cell.lines.slice(shown[i].lines.length) }));
      if (rest.every((cell) => !cell.lines.length)) break;
      doc.addPage();
      onNewPage();
    }
    doc.x = doc.page.margins.left;
    doc.y += ROW_GAP;
  }
}
