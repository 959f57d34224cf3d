import type { Viewer } from '../session/session';
import type { RouteName } from '../routes/routeTable';

export interface ProfileMenuEntry {
  key: string;
  labelKey: string;
  /** Route it opens; undefined for logout. */
  route?: RouteName;
  /** Shown to the demo user (only Information and Logout, spec 2.6). */
  demo: boolean;
}

/** The profile side panel, in the order of spec 2.6. */
export const profileMenu: ProfileMenuEntry[] = [
  { key: 'information', labelKey: 'menu.information', route: 'about', demo: true },
  { key: 'dashboard', labelKey: 'menu.dashboard', route: 'dashboard', demo: false },
  { key: 'news', labelKey: 'menu.news', route: 'news', demo: false },
  { key: 'profile', labelKey: 'menu.profile', route: 'profile', demo: false },
  { key: 'contacts', labelKey: 'menu.contacts', route: 'contactList', demo: false },
  { key: 'bills', labelKey: 'menu.bills', route: 'billList', demo: false },
  { key: 'complaints', labelKey: 'menu.complaints', route: 'complaintList', demo: false },
  { key: 'carriers', labelKey: 'menu.carriers', route: 'carriers', demo: false },
  { key: 'packaging', labelKey: 'menu.packaging', route: 'packaging', demo: false },
  { key: 'payLater', labelKey: 'menu.payLater', route: 'payLater', demo: false },
  { key: 'faq', labelKey: 'menu.faq', route: 'faq', demo: false },
  { key: 'logout', labelKey: 'menu.logout', demo: true },
];

export const profileMenuFor = (viewer: Viewer) =>
  viewer === 'anonymous' ? [] : profileMenu.filter((entry) => viewer === 'member' || entry.demo);
