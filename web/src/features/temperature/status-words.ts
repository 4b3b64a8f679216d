import { type ReadingStatusWords, readingStatusWords } from '../../lib/format/reading-status';

export type StatusWords = ReadingStatusWords;

/** The temperature screens call an out-of-range unit 'Temperature Deviation'; only the in-range word differs (SPEC 2.9). */
export const statusWords = (normal: string): StatusWords => readingStatusWords(normal, 'Temperature Deviation');
