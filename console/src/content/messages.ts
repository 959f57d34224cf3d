/** Texts of the content modal (spec 2.6), merged into the i18n resources under "content". */
const svContent = {
    content: {
        close: 'Stäng',
        loading: 'Hämtar innehållet',
        unavailable: 'Innehållet kan inte visas just nu.',
        terms: 'Villkor',
        termsOf: 'Villkor för {{product}}',
    },
};

export type ContentMessages = typeof svContent;

const enContent: ContentMessages = {
    content: {
        close: 'Close',
        loading: 'Loading the content',
        unavailable: 'The content cannot be shown right now.',
        terms: 'Terms',
        termsOf: 'Terms for {{product}}',
    },
};

export const contentMessages = { sv: svContent, en: enContent };
