import { Suspense, type ReactNode } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ContentModal } from '../content/ContentModal';
import { useLogoutWhenCustomerFails } from '../customer/useCustomer';
import { useOrderEvents } from '../orderEvents/useOrderEvents';
import { LayoutErrorBoundary } from './LayoutErrorBoundary';
import { focusMainHeading, useFocusHeadingOnNavigate } from './focusHeading';
import { useFullWidth } from './fullWidth';
import { ProfilePanel } from './ProfilePanel';
import { RouteTransition } from './RouteTransition';
import { SiteWarning } from './SiteWarning';
import { TopBar } from './TopBar';
import { useNarrowLayout } from './useNarrowLayout';
import { useRowCheckboxLabels } from './rowCheckboxLabels';
import './layout.css';

/** react-admin layout: top bar, site warning, the page, the profile side panel, the content modal. */
export const AppLayout = ({ children }: { children?: ReactNode }) => {
  const translate = useTranslate();
  const narrow = useNarrowLayout();
  const [fullWidth] = useFullWidth();
  const { pathname } = useLocation();
  useLogoutWhenCustomerFails();
  useOrderEvents();
  useRowCheckboxLabels();
  useFocusHeadingOnNavigate();
  return (
    <div
      className={`frakt-layout${narrow ? ' frakt-layout--narrow' : ''}${fullWidth ? ' frakt-layout--full' : ''}`}
      data-narrow={narrow}
      data-full-width={fullWidth}
    >
      {/* The first stop of the Tab order (WCAG 2.4.1): past the top bar to the screen's heading. */}
      <a
        href="#main-content"
        className="frakt-skip-link"
        data-testid="skip-link"
        onClick={(event) => {
          event.preventDefault();
          if (!focusMainHeading()) document.getElementById('main-content')?.focus();
        }}
      >
        {translate('app.skipToContent')}
      </a>
      <TopBar narrow={narrow} />
      <SiteWarning />
      <main id="main-content" className="frakt-main" tabIndex={-1}>
        {/* Outside the boundary, which remounts per path: the transition remembers the previous one. */}
        <RouteTransition>
          <LayoutErrorBoundary key={pathname} fallback={translate('error.undefined')}>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </LayoutErrorBoundary>
        </RouteTransition>
      </main>
      <ProfilePanel />
      <ContentModal />
    </div>
  );
};
