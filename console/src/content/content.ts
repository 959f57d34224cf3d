/** GET /api/content/key/{key}?language= */
export interface ContentBlock {
    id?: string | number;
    language: string;
    subject: string;
    content: string;
}

/** Content keys used by the console (spec 7, News and content). */
export const CONTENT_KEYS = {
    loggedOut: 'freight.page.loggedout',
    siteWarning: 'freight.error.site',
} as const;
