import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useCallback, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useNavigate } from 'react-router-dom';
import { DemoLoginPage } from '../auth/DemoLoginPage';
import { LoginPage } from '../auth/LoginPage';
import { SignInProvider } from '../auth/signInContext';
import { SsoLoginPage } from '../auth/SsoLoginPage';
import { AcceptInvitePage } from '../auth/AcceptInvitePage';
import { ForgotPasswordPage } from '../auth/ForgotPasswordPage';
import { ResetPasswordPage } from '../auth/ResetPasswordPage';
import { config } from '../config';
import { publicThemeOptions } from '../layout/themeOptions';
import { RouteFrame } from '../routes/RouteFrame';
import { decideRouteAccess } from '../routes/routeGuard';
import { routeTable, type RouteDefinition, type RouteName } from '../routes/routeTable';
import type { LoginParams } from '../session/authProvider';
import { authProvider, sessionStore } from '../session/browserSession';
import { viewerOf } from '../session/session';
import { SessionStoreProvider, useSession } from '../session/useSession';
import { TrackingPage } from '../tracking/TrackingPage';
import { WelcomePage } from '../welcome/WelcomePage';
import { loadApp } from './loadApp';
import { PublicLayout } from './PublicLayout';

const theme = createTheme(publicThemeOptions);

/** The screens of the shell: the routes a visitor reaches without a stored user (spec 2.2). */
const screens: Partial<Record<RouteName, ComponentType>> = {
  welcome: WelcomePage,
  login: LoginPage,
  sso: SsoLoginPage,
  invite: AcceptInvitePage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  demoLogin: DemoLoginPage,
  tracking: TrackingPage,
};

/** Signs in without react-admin: the authProvider stores the user, then on to where it says (/start). */
const ShellSignIn = ({ children }: { children: ReactNode }) => {
  const navigate = useNavigate();
  const signIn = useCallback(
    async (params: LoginParams) => {
      // Fetched while the server answers: the app is needed the moment the sign-in succeeds.
      void loadApp();
      const result = await authProvider.login(params);
      navigate(result.redirectTo);
      return result;
    },
    [navigate],
  );
  return <SignInProvider value={signIn}>{children}</SignInProvider>;
};

/**
 * Any other route: the guard's answer when it sends the visitor away (to /welcome), else the app takes
 * over at this path (a signed-in user, right after sign-in or another tab's).
 */
const AppRoute = ({ route, openApp }: { route: RouteDefinition; openApp: () => void }) => {
  const decision = decideRouteAccess(route, viewerOf(useSession()), config);
  useEffect(() => {
    if (decision.allow) openApp();
  }, [decision.allow, openApp]);
  if (!decision.allow) return <Navigate to={decision.redirectTo} replace />;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }} data-testid="app-loading">
      <CircularProgress />
    </Box>
  );
};

const framed = (route: RouteDefinition, Screen: ComponentType) => (
  <RouteFrame route={route}>
    <Screen />
  </RouteFrame>
);

/**
 * What a visitor without a stored user loads first (issue 20): the welcome and sign-in screens on MUI,
 * i18next and react-router, without react-admin. Every other route goes through the same guard as in the
 * app; where the guard lets the visitor in, `openApp` hands the page to the react-admin app.
 */
export const PublicShell = ({ openApp }: { openApp: () => void }) => {
  const publicRoutes = routeTable.filter((route) => screens[route.name]);
  const element = (route: RouteDefinition) => framed(route, screens[route.name as RouteName]!);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <SessionStoreProvider value={sessionStore}>
        <BrowserRouter>
          <ShellSignIn>
            <Routes>
              <Route
                element={
                  <PublicLayout>
                    <Outlet />
                  </PublicLayout>
                }
              >
                {publicRoutes
                  .filter((route) => !('noLayout' in route))
                  .map((route) => (
                    <Route key={route.name} path={route.path} element={element(route)} />
                  ))}
              </Route>
              {publicRoutes
                .filter((route) => 'noLayout' in route)
                .map((route) => (
                  <Route key={route.name} path={route.path} element={element(route)} />
                ))}
              {routeTable
                .filter((route) => !screens[route.name])
                .map((route) => (
                  <Route key={route.name} path={route.path} element={<AppRoute route={route} openApp={openApp} />} />
                ))}
              {/* Unknown paths go home, as in the app; the guard takes it from there. */}
              <Route path="*" element={<Navigate to="/" replace />} />
            </Routes>
          </ShellSignIn>
        </BrowserRouter>
      </SessionStoreProvider>
    </ThemeProvider>
  );
};
