import * as fontkit from 'fontkit';

/** A font file that a fallback chain may draw characters with, under the name a PDF document registers it by. */
export interface FontFace {
  name: string;
  path: string;
}

/** Consecutive characters drawn with one face. */
export interface FontRun {
  face: string;
  text: string;
}

/** Characters that belong to the one before them: combining accents, variation selectors, joiners, skin tones. */
const ATTACHED = /^[\p{M}\p{Default_Ignorable_Code_Point}\p{Emoji_Modifier}]$/u;
/** Characters no face needs a glyph for: the layout engine hides them. */
const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;
const SPACE = /^\s$/u;
/** Scripts written right to left. */
export const RIGHT_TO_LEFT = /[\p{sc=Arabic}\p{sc=Hebrew}\p{sc=Syriac}\p{sc=Thaana}\p{sc=Nko}]/u;

/** Each face is read once per process, and only when a character reaches it: a pack in Latin script never loads the CJK fonts. */
const opened = new Map<string, fontkit.Font>();

function open(face: FontFace): fontkit.Font {
  let font = opened.get(face.path);
  if (!font) {
    font = fontkit.openSync(face.path) as fontkit.Font;
    opened.set(face.path, font);
  }
  return font;
}

/**
 * No one font covers every script, so each character is drawn with the first face in the chain that
 * has a glyph for it (Latin, then Arabic, Hebrew, CJK, Korean, emoji…), and measured with that face.
 */
export class FontFallback {
  /** Widths in ems, per face, of texts already measured: a table repeats the same words. */
  private readonly widths: Map<string, Map<string, number>>;

  constructor(readonly faces: FontFace[]) {
    this.widths = new Map(faces.map((face) => [face.name, new Map()]));
  }

  /** The text cut into runs by the face that has each character. */
  runs(text: string): FontRun[] {
    const chars = [...text.toWellFormed()];
    const own = chars.map((char) => (SPACE.test(char) || ATTACHED.test(char) ? undefined : this.faceFor(char)));
    // The face of the next character that chooses its own, for each position: where a space leads.
    const next: (FontFace | undefined)[] = [];
    for (let i = chars.length - 1; i >= 0; i--) next[i] = own[i + 1] ?? next[i + 1];
    const runs: FontRun[] = [];
    let before: FontFace | undefined;
    let rightToLeft = false;
    chars.forEach((char, i) => {
      const face = own[i] ?? this.contextFace(char, before, rightToLeft && before === next[i]);
      if (own[i]) rightToLeft = RIGHT_TO_LEFT.test(char);
      const last = runs.at(-1);
      if (last && last.face === face.name) last.text += char;
      else runs.push({ face: face.name, text: char });
      before = face;
    });
    return runs;
  }

  /** The width of a text on one line at a font size, in points. */
  measure(text: string, size: number): number {
    return this.runs(text).reduce((sum, run) => sum + this.width(run, size), 0);
  }

  /** The width of a run at a font size, in points. */
  width(run: FontRun, size: number): number {
    const known = this.widths.get(run.face)!;
    let ems = known.get(run.text);
    if (ems === undefined) {
      const font = open(this.faces.find((face) => face.name === run.face)!);
      ems = font.layout(run.text).advanceWidth / font.unitsPerEm;
      if (known.size > 20_000) known.clear();
      known.set(run.text, ems);
    }
    return ems * size;
  }

  private faceFor(char: string): FontFace {
    const codePoint = char.codePointAt(0)!;
    return this.faces.find((face) => open(face).hasGlyphForCodePoint(codePoint)) ?? this.faces[0];
  }

  /**
   * An accent or joiner stays with the character it marks; a space between right-to-left words of one
   * face stays in that face, so the words stay one run and keep their order. Other spaces are the
   * first face's (emoji fonts have spaces as wide as an emoji).
   */
  private contextFace(char: string, before: FontFace | undefined, insideRightToLeft: boolean): FontFace {
    const drawable = (face: FontFace) => IGNORABLE.test(char) || open(face).hasGlyphForCodePoint(char.codePointAt(0)!);
    if (before && (ATTACHED.test(char) || insideRightToLeft) && drawable(before)) return before;
    return this.faceFor(char);
  }
}
