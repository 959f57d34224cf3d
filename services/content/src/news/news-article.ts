/**
 * NewsArticle of spec section 3; `viewed` is the asking customer's. Header, message, extended message and link
 * text are in `language`: the asked one when the article has it, else Swedish (every article has Swedish).
 */
export interface NewsArticle {
  id: number;
  language: 'sv' | 'en';
  articleType: string;
  dateCreated: string;
  datePublish: string;
  dateRemove: string | null;
  header: string;
  message: string;
  linkUrl: string | null;
  linkText: string | null;
  linkTarget: string | null;
  messageExtended: string;
  picName: string | null;
  sortNr: number;
  viewed: boolean;
}
