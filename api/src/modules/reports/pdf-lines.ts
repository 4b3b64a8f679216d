import type { FontFallback, FontRun } from './pdf-fonts.js';

/** A run with its width in points at the size it was wrapped for. */
export interface MeasuredRun extends FontRun {
  width: number;
}

/** One line of text as drawn: its runs, left to right in the order written, and its width in points. */
export interface TextLine {
  runs: MeasuredRun[];
  width: number;
}

/** Where a line may end: after spaces, and before and after each Chinese or Japanese character (those scripts put no spaces between words). */
const TOKEN =
  /\s+|[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u3000-\u303f\uff00-\uffef][\p{M}\p{Default_Ignorable_Code_Point}]*\s*|[^\s\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u3000-\u303f\uff00-\uffef]+\s*/gu;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const total = (runs: MeasuredRun[]) => runs.reduce((sum, run) => sum + run.width, 0);

/**
 * Wraps text into lines no wider than `width` at `size` points, each character measured with the face
 * that draws it. A word too long for a line is cut between characters when `breakWords`, and left
 * whole otherwise (the caller makes it fit, as table headers do by shrinking).
 */
export function wrapText(fonts: FontFallback, text: string, width: number, size: number, breakWords = true): TextLine[] {
  return text.split(/\r?\n/).flatMap((paragraph) => wrapParagraph(fonts, paragraph.toWellFormed(), width, size, breakWords));
}

function wrapParagraph(fonts: FontFallback, paragraph: string, width: number, size: number, breakWords: boolean): TextLine[] {
  const text = paragraph.trimEnd();
  const runs = fonts.runs(text);
  // Most table cells fit on one line as they are.
  const whole = runs.map((run) => ({ ...run, width: fonts.width(run, size) }));
  if (total(whole) <= width) return [{ runs: whole, width: total(whole) }];
  const slice = piecesOf(runs);
  // Measured word by word, and spaces apart: a table repeats the same words, whose widths the fonts keep.
  const measured = (from: number, to: number) => slice(from, to).map((run) => ({ ...run, width: fonts.width(run, size) }));
  const lines: TextLine[] = [];
  let current: MeasuredRun[] = [];
  const close = () => {
    if (current.length) lines.push(line(current));
    current = [];
  };
  const fits = (runs: MeasuredRun[]) => total(current) + total(runs) <= width;
  for (const token of text.matchAll(TOKEN)) {
    const from = token.index;
    const end = from + token[0].trimEnd().length;
    const word = measured(from, end);
    if (!fits(word) && current.length) close();
    if (!fits(word) && breakWords) {
      for (const { index, segment } of graphemes.segment(text.slice(from, end))) {
        const char = measured(from + index, from + index + segment.length);
        if (!fits(char) && current.length) close();
        current.push(...char);
      }
    } else current.push(...word);
    current.push(...measured(end, from + token[0].length));
  }
  close();
  return lines;
}

/** The runs covering text[from, to). */
function piecesOf(runs: FontRun[]): (from: number, to: number) => FontRun[] {
  const starts: number[] = [];
  let offset = 0;
  for (const run of runs) {
    starts.push(offset);
    offset += run.text.length;
  }
  return (from, to) =>
    runs.flatMap((run, i) => {
      const text = run.text.slice(Math.max(0, from - starts[i]), Math.max(0, to - starts[i]));
      return text ? [{ face: run.face, text }] : [];
    });
}

/** A finished line: spaces at its end dropped, neighbouring pieces of one face joined into one run. */
function line(pieces: MeasuredRun[]): TextLine {
  const kept = [...pieces];
  while (kept.length && !kept.at(-1)!.text.trim()) kept.pop();
  const runs: MeasuredRun[] = [];
  for (const piece of kept) {
    const last = runs.at(-1);
    if (last?.face === piece.face) runs[runs.length - 1] = { face: last.face, text: last.text + piece.text, width: last.width + piece.width };
    else runs.push(piece);
  }
  return { runs, width: total(runs) };
}
