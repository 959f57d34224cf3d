export { ApiKeysCard } from './ApiKeysCard';
export { apiKeysResource } from './resource';
export { apiKeyMessages } from './messages';
