/** A table that flows over pages: each row as tall as its longest cell, the header repeated on every page. */
export class PdfTable {
  private readonly widths: number[];

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly headers: string[],
    /** Relative column widths: free text gets more room than ids and times. */
    weights: number[],
  ) {
    const usable = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    this.widths = weights.map((weight) => (usable * weight) / total);
  }

  header(): void {
    this.doc.font('Helvetica-Bold').fontSize(8);
    this.row(this.headers);
    this.doc.font('Helvetica');
  }

  row(cells: string[]): void {
    const { doc } = this;
    doc.fontSize(8);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: this.widths[i] - 4 }))) + 3;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      this.header();
    }
    const top = doc.y;
    let x = doc.page.margins.left;
    cells.forEach((cell, i) => {
      doc.text(cell, x, top, { width: this.widths[i] - 4 });
      x += this.widths[i];
    });
    doc.x = doc.page.margins.left;
    doc.y = top + height;
  }
}
