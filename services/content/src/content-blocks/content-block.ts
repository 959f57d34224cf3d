import type { Language } from '@freight/kernel';

/** One language of a content block, as stored and answered (its HTML sanitised when written). */
export interface ContentBlock {
  id: number;
  language: Language;
  key: string | null;
  home: boolean;
  subject: string;
  content: string;
}
