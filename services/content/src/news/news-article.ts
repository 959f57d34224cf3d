/** NewsArticle of spec section 3; `viewed` is the asking customer's. */
export interface NewsArticle {
  id: number;
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
