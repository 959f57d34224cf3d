import { Suspense, type ReactNode } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ContentModal } from '../content/ContentModal';
import { useLogoutWhenCustomerFails } from '../customer/useCustomer';
import { useOrderEvents } from '../orderEvents/useOrderEvents';
import { LayoutErrorBoundary } from './LayoutErrorBoundary';
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
  return (
    <div
      className={`frakt-layout${narrow ? ' frakt-layout--narrow' : ''}${fullWidth ? ' frakt-layout--full' : ''}`}
      data-narrow={narrow}
      data-full-width={fullWidth}
    >
      <TopBar narrow={narrow} />
      <SiteWarning />
      <main id="main-content" className="frakt-main">
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
