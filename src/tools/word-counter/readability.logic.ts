/**
 * Syllables in an English word by the common vowel-group heuristic (as in many readability tools): drop a
 * silent final "e"/"es"/"ed", a leading "y", then count groups of one or two vowels (y included); at least 1.
 * It is right for most everyday words and off by one on some ("beautiful" counts 4): fine for a grade estimate.
 */
export function countSyllables(word: string): number {
  let letters = word.toLowerCase().replace(/[^a-z]/g, '');
  if (letters === '') return 0;
  if (letters.length <= 3) return 1;
  letters = letters.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  return Math.max(1, letters.match(/[aeiouy]{1,2}/g)?.length ?? 0);
}

export interface Readability {
  sentences: number;
  words: number;
  syllables: number;
  /** 206.835 − 1.015 × words per sentence − 84.6 × syllables per word (Flesch, 1948): higher is easier, 60–70 is plain English. */
  readingEase: number;
  /** 0.39 × words per sentence + 11.8 × syllables per word − 15.59 (Kincaid et al., 1975): a US school grade. */
  grade: number;
}

/** Both Flesch scores, or null when there is no sentence or no word to measure. */
export function readability(sentences: number, words: number, syllables: number): Readability | null {
  if (sentences === 0 || words === 0) return null;
  const wordsPerSentence = words / sentences;
  const syllablesPerWord = syllables / words;
  return {
    sentences,
    words,
    syllables,
    readingEase: 206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord,
    grade: 0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59,
  };
}

/** Flesch's own bands for the reading-ease score. */
export function easeBand(score: number): string {
  if (score >= 90) return 'Very easy (5th grade)';
  if (score >= 80) return 'Easy (6th grade)';
  if (score >= 70) return 'Fairly easy (7th grade)';
  if (score >= 60) return 'Plain English (8th–9th grade)';
  if (score >= 50) return 'Fairly difficult (10th–12th grade)';
  if (score >= 30) return 'Difficult (college)';
  return 'Very difficult (college graduate)';
}
