import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';
import { WORD_COUNTS, WORD_LISTS, type WordCount, type WordListId } from './bip39.logic';

/** What is remembered and shared: the list and the length. The phrase, entropy, passphrase and seed never are. */
export interface Bip39Settings {
  list: WordListId;
  words: WordCount;
}

export const DEFAULT_SETTINGS: Bip39Settings = { list: 'english', words: 12 };

export const settingsShape = shapeOf<Bip39Settings>(
  z.object({
    list: z.enum(WORD_LISTS.map((list) => list.value)),
    words: z.union(WORD_COUNTS.map((count) => z.literal(count)) as [z.ZodMiniLiteral<WordCount>, ...z.ZodMiniLiteral<WordCount>[]]),
  }),
);
