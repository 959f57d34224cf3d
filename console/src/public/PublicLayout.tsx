import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { changeLanguage } from '../i18n/instance';
import { useI18nTranslate, useLanguage } from '../i18n/useI18n';
import { BrandLink } from '../layout/BrandLink';
import { useFullWidth } from '../layout/fullWidth';
import { LanguageSelectView } from '../layout/LanguageSelectView';
import { LayoutErrorBoundary } from '../layout/LayoutErrorBoundary';
import { RouteTransition } from '../layout/RouteTransition';
import { SiteWarning } from '../layout/SiteWarning';
import { TopBarFrame, usePhoneWidth } from '../layout/TopBarFrame';
import { useNarrowLayout } from '../layout/useNarrowLayout';
import '../layout/layout.css';

/** The anonymous visitor's top bar (spec 2.6): the brand and the language selector. */
const PublicTopBar = () => {
  const translate = useI18nTranslate();
  const language = useLanguage();
  const phone = usePhoneWidth();
  return (
    <TopBarFrame phone={phone}>
      <BrandLink label={translate('topbar.brand')} phone={phone} />
      <Box sx={{ flex: 1 }} />
      <LanguageSelectView value={language} translate={translate} onChange={(next) => void changeLanguage(next)} />
    </TopBarFrame>
  );
};

/** AppLayout as an anonymous visitor sees it, without react-admin: top bar, site warning, the page. */
export const PublicLayout = ({ children }: { children: ReactNode }) => {
  const translate = useI18nTranslate();
  const narrow = useNarrowLayout();
  const [fullWidth] = useFullWidth();
  const { pathname } = useLocation();
  return (
    <div
      className={`frakt-layout${narrow ? ' frakt-layout--narrow' : ''}${fullWidth ? ' frakt-layout--full' : ''}`}
      data-narrow={narrow}
      data-full-width={fullWidth}
    >
      <PublicTopBar />
      <SiteWarning />
      <main id="main-content" className="frakt-main">
        <RouteTransition>
          <LayoutErrorBoundary key={pathname} fallback={translate('error.undefined')}>
            {children}
          </LayoutErrorBoundary>
        </RouteTransition>
      </main>
    </div>
  );
};
