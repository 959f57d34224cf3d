import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { pathTo } from '../routes/routeTable';
import { WEBHOOK_DELIVERIES_RESOURCE, WEBHOOKS_RESOURCE, type WebhookEndpoint } from './dataProvider';

/** /webhooks and /webhookDeliveries lead to the profile, where the webhooks card lists them (issue 26). */
const toProfile = () => createElement(Navigate, { to: pathTo('profile'), replace: true });

/** The webhook endpoints resource as App.tsx mounts it, without its screen so the first load carries none of it. */
export const webhooksResource = {
  name: WEBHOOKS_RESOURCE,
  list: toProfile,
  recordRepresentation: (record: WebhookEndpoint) => record.url,
};

/** An endpoint's deliveries, read under the endpoint on the profile. */
export const webhookDeliveriesResource = {
  name: WEBHOOK_DELIVERIES_RESOURCE,
  list: toProfile,
};
