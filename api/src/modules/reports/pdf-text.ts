import { type FontFallback, RIGHT_TO_LEFT } from './pdf-fonts.js';
import { type TextLine, wrapText } from './pdf-lines.js';

export type FontStyle = 'regular' | 'bold' | 'italic' | 'mono';

export interface TextStyle {
  font: FontStyle;
  size: number;
}

/** Line spacing, as a multiple of the font size: room for accents above capitals and for descenders in every face of a chain. */
const LINE_HEIGHT = 1.25;
/** Where the baseline sits below a line's top: faces differ in ascent, so runs are aligned on the baseline, not on their tops. */
const BASELINE = 0.95;

/**
 * Text in a pdfkit document with font fallback: wrapped and measured run by run, each run drawn with
 * the face that has its characters. Positions are explicit, so a line never runs into the next.
 */
export class PdfText {
  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly fonts: Record<FontStyle, FontFallback>,
  ) {
    // pdfkit reads a registered file when the document first draws with it, and embeds only the glyphs used.
    for (const style of Object.values(fonts)) for (const face of style.faces) doc.registerFont(face.name, face.path);
  }

  lineHeight(style: TextStyle): number {
    return style.size * LINE_HEIGHT;
  }

  width(text: string, style: TextStyle): number {
    return this.fonts[style.font].measure(text, style.size);
  }

  lines(text: string, style: TextStyle, width: number, breakWords = true): TextLine[] {
    return wrapText(this.fonts[style.font], text, width, style.size, breakWords);
  }

  /** Draws lines from `top` down, starting at `x`; leaves the document's cursor where it was. */
  draw(lines: TextLine[], x: number, top: number, style: TextStyle): void {
    const { doc } = this;
    const cursor = { x: doc.x, y: doc.y };
    lines.forEach((line, i) => {
      const baseline = top + i * this.lineHeight(style) + style.size * BASELINE;
      let left = x;
      for (const run of line.runs) {
        // pdfkit shapes text word by word (and keeps each word's shape); given features, it shapes the run whole, so right-to-left words keep their order.
        const whole = RIGHT_TO_LEFT.test(run.text) ? { features: [] } : {};
        doc
          .font(run.face)
          .fontSize(style.size)
          .text(run.text, left, baseline, { lineBreak: false, baseline: 'alphabetic', ...whole });
        left += run.width;
      }
    });
    Object.assign(doc, cursor);
  }

  /** A paragraph across the page below what is already there, going on to new pages as it needs. */
  paragraph(text: string, style: TextStyle): void {
    const { doc } = this;
    const left = doc.page.margins.left;
    for (const line of this.lines(text, style, doc.page.width - left - doc.page.margins.right)) {
      this.ensureRoom(this.lineHeight(style));
      this.draw([line], left, doc.y, style);
      doc.y += this.lineHeight(style);
    }
    doc.x = left;
  }

  /** An empty line of the style's height. */
  space(style: TextStyle): void {
    this.doc.y += this.lineHeight(style);
  }

  /** Room left on this page below what is already there. */
  room(): number {
    return this.doc.page.height - this.doc.page.margins.bottom - this.doc.y;
  }

  /** Starts a new page unless this one has `height` left. */
  ensureRoom(height: number): void {
    if (this.room() < height) this.doc.addPage();
  }
}
