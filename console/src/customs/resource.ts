import { createElement } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { customsPath, paperlessPath } from './customsLink';
import { CUSTOMS_RESOURCE, PAPERLESS_RESOURCE } from './dataProvider';

/** A consignment's record leads to the spec's screen of it (/consignment/customs?consignmentId=…, and the paperless one). */
const leadsTo = (path: (consignmentId: string) => string) => () =>
  createElement(Navigate, { to: path(useParams<{ id: string }>().id ?? ''), replace: true });

/**
 * The customs resources as App.tsx mounts them (issue 26): one record per consignment, edited in place, so each has
 * only an edit, and that leads to the spec's screen with the consignment (which the first load does not carry).
 */
export const customsResource = { name: CUSTOMS_RESOURCE, edit: leadsTo(customsPath) };
export const paperlessResource = { name: PAPERLESS_RESOURCE, edit: leadsTo(paperlessPath) };
