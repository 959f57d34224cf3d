/** The news resource's texts (react-admin's resources.news), Swedish and English with the same keys. */
const en = {
  resources: {
    news: {
      name: 'News article |||| News',
      fields: { header: 'Heading', datePublish: 'Published' },
    },
  },
};

const sv: typeof en = {
  resources: {
    news: {
      name: 'Nyhet |||| Nyheter',
      fields: { header: 'Rubrik', datePublish: 'Publicerad' },
    },
  },
};

export const newsMessages = { sv, en };
