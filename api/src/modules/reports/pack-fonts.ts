import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type FontFace, FontFallback } from './pdf-fonts.js';
import type { FontStyle } from './pdf-text.js';

const packageDir = (name: string) => dirname(createRequire(import.meta.url).resolve(`@expo-google-fonts/${name}/package.json`));

/** A Noto font file from its npm package (Google Fonts' static TTFs: whole fonts, not web subsets). */
const noto = (pkg: string, file: string, weight: string): FontFace => ({
  name: `${file}-${weight}`,
  path: join(packageDir(pkg), weight, `${file}_${weight}.ttf`),
});

/**
 * The faces tried for each character, in order. Noto Sans covers Latin, Greek and Cyrillic; Noto Sans
 * SC every CJK ideograph (Chinese and Japanese kanji) and kana; Noto Sans KR Hangul; Noto Emoji draws
 * emoji in one colour (pdfkit draws no colour glyphs).
 */
function chain(first: FontFace, weight: '400Regular' | '700Bold'): FontFace[] {
  return [
    first,
    noto('noto-sans-arabic', 'NotoSansArabic', weight),
    noto('noto-sans-hebrew', 'NotoSansHebrew', weight),
    noto('noto-sans-sc', 'NotoSansSC', weight),
    noto('noto-sans-kr', 'NotoSansKR', weight),
    noto('noto-emoji', 'NotoEmoji', weight),
  ];
}

let styles: Record<FontStyle, FontFallback> | undefined;

/** The pack's text styles, built once per process on first use; font files load only when a character needs them. */
export function packFonts(): Record<FontStyle, FontFallback> {
  styles ??= {
    regular: new FontFallback(chain(noto('noto-sans', 'NotoSans', '400Regular'), '400Regular')),
    bold: new FontFallback(chain(noto('noto-sans', 'NotoSans', '700Bold'), '700Bold')),
    italic: new FontFallback(chain(noto('noto-sans', 'NotoSans', '400Regular_Italic'), '400Regular')),
    mono: new FontFallback(chain(noto('noto-sans-mono', 'NotoSansMono', '400Regular'), '400Regular')),
  };
  return styles;
}
