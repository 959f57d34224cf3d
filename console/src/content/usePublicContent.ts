import { useEffect, useState } from 'react';
import { useLanguage } from '../i18n/useI18n';
import { sessionApi } from '../session/browserSession';
import type { ContentBlock } from './content';

/**
 * A content block in the page's language for the screens of the public shell (welcome, the site warning),
 * which render before react-admin and its query client are loaded (issue 20). A failure leaves no data:
 * callers show their own text instead.
 */
export const usePublicContent = (key: string): { data: ContentBlock | undefined } => {
  const language = useLanguage();
  const [loaded, setLoaded] = useState<{ key: string; language: string; block: ContentBlock }>();
  useEffect(() => {
    let current = true;
    sessionApi.getContentByKey(key, language).then(
      (block) => current && setLoaded({ key, language, block }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key, language]);
  return { data: loaded && loaded.key === key && loaded.language === language ? loaded.block : undefined };
};
