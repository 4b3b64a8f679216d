import type { FontFallback, FontRun } from './pdf-fonts.js';

/** One line of text as drawn: its runs, left to right in the order written, and its width in points. */
export interface TextLine {
  runs: FontRun[];
  width: number;
}

/** Where a line may end: after spaces, and before and after each Chinese or Japanese character (those scripts put no spaces between words). */
const TOKEN =
  /\s+|[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u3000-\u303f\uff00-\uffef][\p{M}\p{Default_Ignorable_Code_Point}]*\s*|[^\s\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u3000-\u303f\uff00-\uffef]+\s*/gu;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Wraps text into lines no wider than `width` at `size` points, each character measured with the face
 * that draws it. A word too long for a line is cut between characters when `breakWords`, and left
 * whole otherwise (the caller makes it fit, as table headers do by shrinking).
 */
export function wrapText(fonts: FontFallback, text: string, width: number, size: number, breakWords = true): TextLine[] {
  return text.split(/\r?\n/).flatMap((paragraph) => wrapParagraph(fonts, paragraph.toWellFormed(), width, size, breakWords));
}

function wrapParagraph(fonts: FontFallback, text: string, width: number, size: number, breakWords: boolean): TextLine[] {
  const pieces = piecesOf(fonts.runs(text));
  const measure = (from: number, to: number) => pieces(from, to).reduce((sum, run) => sum + fonts.width(run, size), 0);
  const lines: TextLine[] = [];
  let start = 0;
  let end = 0;
  let used = 0;
  const close = () => {
    if (end > start) lines.push(line(fonts, pieces(start, end), size));
    start = end;
    used = 0;
  };
  for (const token of text.matchAll(TOKEN)) {
    const from = token.index;
    const to = from + token[0].length;
    const word = measure(from, from + token[0].trimEnd().length);
    if (used + word > width && end > start) close();
    if (used + word > width && breakWords) {
      for (const { index, segment } of graphemes.segment(token[0])) {
        const char = measure(from + index, from + index + segment.length);
        if (used + char > width && end > start && segment.trim()) close();
        used += char;
        end = from + index + segment.length;
      }
      continue;
    }
    used += measure(from, to);
    end = to;
  }
  close();
  return lines.length ? lines : [{ runs: [], width: 0 }];
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

/** A finished line: trailing spaces dropped, measured run by run as it will be drawn. */
function line(fonts: FontFallback, runs: FontRun[], size: number): TextLine {
  const trimmed = [...runs];
  while (trimmed.length && !trimmed.at(-1)!.text.trim()) trimmed.pop();
  const last = trimmed.pop();
  if (last) trimmed.push({ ...last, text: last.text.trimEnd() });
  return { runs: trimmed, width: trimmed.reduce((sum, run) => sum + fonts.width(run, size), 0) };
}
